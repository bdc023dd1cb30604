import type { PGlite } from '@electric-sql/pglite';
import { failure, postgrestFailure } from './postgrest-errors';
import type { TableResult } from './table-api';

/**
 * PostgREST's `POST /rest/v1/rpc/<function>` for the notification
 * functions of supabase/migrations, as the service role: named arguments
 * from the JSON body, the function's result as the JSON answer.
 */
const functions: Record<string, readonly string[]> = {
  contact_claim_notification: ['p_id'],
  contact_notification_sent: ['p_email_id'],
  contact_notification_failed: ['p_email_id'],
};

export const rpcPrefix = '/rest/v1/rpc/';

export async function callFunction(db: PGlite, name: string, body: unknown): Promise<TableResult> {
  const params = functions[name];
  if (!params) return failure(404, 'PGRST202', `Could not find the function public.${name} in the schema cache`);
  const args = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const unknown = Object.keys(args).find((key) => !params.includes(key));
  if (unknown !== undefined) return failure(404, 'PGRST202', `Could not find the function public.${name}(${Object.keys(args).join(', ')}) in the schema cache`);
  const list = params.map((param, i) => `${param} => $${i + 1}`).join(', ');
  try {
    const result = await db.transaction(async (tx) => {
      await tx.exec('set local role service_role');
      return tx.query<{ result: unknown }>(`select to_jsonb(public.${name}(${list})) as result`, params.map((param) => args[param] ?? null));
    });
    return { status: 200, body: result.rows[0]?.result ?? null };
  } catch (error) {
    return postgrestFailure(error);
  }
}
