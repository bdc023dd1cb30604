import type { PGlite } from '@electric-sql/pglite';
import { writeToOutbox, type OutgoingEmail } from './outbox';
import { failure } from './postgrest-errors';
import type { SerialQueue } from './queue';
import { callFunction, rpcPrefix } from './rpc';
import type { TableResult } from './table-api';

/**
 * The environment the notification function sees inside the embedded backend.
 * The addresses are never dialled: the injected fetch below answers them.
 */
export const embeddedFunctionEnv = {
  SUPABASE_URL: 'http://supabase.embedded.invalid',
  SUPABASE_SERVICE_ROLE_KEY: 'embedded-service-role-key',
  RESEND_API_KEY: 'embedded-outbox-key',
  RESEND_API_URL: 'http://email.embedded.invalid/emails',
} as const;

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

const toResponse = (result: TableResult) => jsonResponse(result.status, result.body);

/**
 * A fetch for the function that serves its two kinds of calls locally: the
 * REST API's database functions (rpc) as the service role against PGlite,
 * and the e-mail API as a file in the outbox. With `failEmail` the e-mail
 * API answers 500, as an outage would. Anything else fails like an
 * unreachable network.
 */
export function createFunctionFetch(options: { db: PGlite; enqueue: SerialQueue; outboxDir: string; failEmail: boolean }): typeof fetch {
  const { db, enqueue, outboxDir, failEmail } = options;
  const env = embeddedFunctionEnv;

  async function restApi(request: Request, url: URL): Promise<Response> {
    if (request.headers.get('authorization') !== `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`) {
      return toResponse(failure(401, 'PGRST301', 'JWT could not be decoded'));
    }
    if (request.method !== 'POST') return toResponse(failure(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`));
    const body = (await request.json().catch(() => undefined)) as unknown;
    return toResponse(await enqueue(() => callFunction(db, url.pathname.slice(rpcPrefix.length), body)));
  }

  async function emailApi(request: Request): Promise<Response> {
    if (!request.headers.get('authorization')?.startsWith('Bearer ')) {
      return jsonResponse(401, { statusCode: 401, name: 'missing_api_key', message: 'Missing API key in the authorization header' });
    }
    if (failEmail) {
      return jsonResponse(500, { statusCode: 500, name: 'application_error', message: 'Simulated e-mail API outage (embedded backend failure switch)' });
    }
    const email = (await request.json()) as OutgoingEmail;
    const entry = await writeToOutbox(outboxDir, email, request.headers.get('idempotency-key'));
    return jsonResponse(200, { id: entry.emailId });
  }

  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'POST' && request.url === env.RESEND_API_URL) return emailApi(request);
    if (url.origin === new URL(env.SUPABASE_URL).origin && url.pathname.startsWith(rpcPrefix)) return restApi(request, url);
    throw new TypeError(`fetch failed: the embedded backend has no network access (${url.origin})`);
  };
}
