import type { PGlite, Transaction } from '@electric-sql/pglite';
import { failure, postgrestFailure, type PostgrestFailure } from './postgrest-errors';

/**
 * The part of PostgREST's table API the contact path uses, for
 * public.contact_submissions only: insert, read, update and delete under a
 * role (visitors are anon, the notification function is the service role).
 * Statements run under the real roles, so grants,
 * row-level security, constraints and the rate-limit trigger decide, exactly
 * as they do on Supabase.
 */

export const tableName = 'contact_submissions';
const columns = new Set([
  'id',
  'created_at',
  'name',
  'email',
  'subject',
  'message',
  'newsletter_subscribed',
  'notified_at',
  'client_ip_hash',
  'notify_attempts',
  'notify_claimed_at',
  'notify_email_id',
  'newsletter_consent_version',
  'newsletter_consent_at',
]);

export type TableResult = { status: number; body?: unknown };
export type Role = 'anon' | 'service_role';

const quote = (column: string) => `"${column}"`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownColumn(name: string): PostgrestFailure {
  return failure(400, 'PGRST204', `Could not find the '${name}' column of '${tableName}' in the schema cache`);
}

async function asRole<T>(db: PGlite, role: Role, headers: Record<string, string>, run: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // PostgREST's request context: the rate limit reads x-forwarded-for from it.
    await tx.query(`select set_config('request.headers', $1, true)`, [JSON.stringify(headers)]);
    await tx.exec(`set local role ${role}`);
    return run(tx);
  });
}

/** `POST /rest/v1/contact_submissions` as the anonymous visitor. */
export async function insertAsVisitor(
  db: PGlite,
  body: unknown,
  options: { columns?: string | null; headers: Record<string, string>; returnRepresentation: boolean },
): Promise<TableResult> {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isRecord)) return failure(400, 'PGRST102', 'All object keys must match');
  if (rows.length === 0) return { status: 201, body: options.returnRepresentation ? [] : undefined };

  const names = options.columns
    ? options.columns.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
    : [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const unknown = names.find((name) => !columns.has(name));
  if (unknown !== undefined) return unknownColumn(unknown);
  if (names.length === 0) return failure(400, 'PGRST102', 'Empty or invalid json');

  const list = names.map(quote).join(', ');
  const sql =
    `insert into public.${tableName} (${list}) ` +
    `select ${list} from pg_catalog.json_populate_recordset(null::public.${tableName}, $1::json)` +
    (options.returnRepresentation ? ' returning *' : '');
  try {
    const result = await asRole(db, 'anon', options.headers, (tx) => tx.query(sql, [JSON.stringify(rows)]));
    return { status: 201, body: options.returnRepresentation ? result.rows : undefined };
  } catch (error) {
    return postgrestFailure(error);
  }
}

/** PostgREST horizontal filters this path needs: `col=eq.value`, `col=is.null`, `col=not.is.null`. */
function whereClause(params: URLSearchParams, firstParam: number): { sql: string; values: unknown[] } | PostgrestFailure {
  const conditions: string[] = [];
  const values: unknown[] = [];
  for (const [key, value] of params) {
    if (key === 'select' || key === 'columns') continue;
    if (!columns.has(key)) return unknownColumn(key);
    const column = `t.${quote(key)}`;
    if (value.startsWith('eq.')) {
      values.push(value.slice(3));
      conditions.push(`${column} = $${firstParam + values.length - 1}`);
    } else if (value === 'is.null') conditions.push(`${column} is null`);
    else if (value === 'not.is.null') conditions.push(`${column} is not null`);
    else return failure(400, 'PGRST100', `failed to parse filter (${value})`);
  }
  return { sql: conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '', values };
}

function selectList(params: URLSearchParams): string | PostgrestFailure {
  const select = params.get('select') ?? '*';
  if (select === '*') return 't.*';
  const names = select.split(',').map((c) => c.trim());
  const unknown = names.find((name) => !columns.has(name));
  return unknown === undefined ? names.map((n) => `t.${quote(n)}`).join(', ') : unknownColumn(unknown);
}

/** `GET /rest/v1/contact_submissions?...` under the given role. */
export async function selectRows(db: PGlite, role: Role, params: URLSearchParams): Promise<TableResult> {
  const list = selectList(params);
  if (typeof list !== 'string') return list;
  const where = whereClause(params, 1);
  if ('status' in where) return where;
  try {
    const sql = `select ${list} from public.${tableName} as t${where.sql} order by t.created_at`;
    const result = await asRole(db, role, {}, (tx) => tx.query(sql, where.values));
    return { status: 200, body: result.rows };
  } catch (error) {
    return postgrestFailure(error);
  }
}

/** `PATCH /rest/v1/contact_submissions?...` under the given role. */
export async function updateRows(
  db: PGlite,
  role: Role,
  params: URLSearchParams,
  body: unknown,
  returnRepresentation: boolean,
): Promise<TableResult> {
  if (!isRecord(body)) return failure(400, 'PGRST102', 'Empty or invalid json');
  const names = Object.keys(body);
  const unknown = names.find((name) => !columns.has(name));
  if (unknown !== undefined) return unknownColumn(unknown);
  if (names.length === 0) return { status: returnRepresentation ? 200 : 204, body: returnRepresentation ? [] : undefined };
  const where = whereClause(params, 2);
  if ('status' in where) return where;

  const assignments = names.map((name) => `${quote(name)} = r.${quote(name)}`).join(', ');
  const sql =
    `update public.${tableName} as t set ${assignments} ` +
    `from pg_catalog.json_populate_record(null::public.${tableName}, $1::json) as r${where.sql}` +
    (returnRepresentation ? ' returning t.*' : '');
  try {
    const result = await asRole(db, role, {}, (tx) => tx.query(sql, [JSON.stringify(body), ...where.values]));
    return returnRepresentation ? { status: 200, body: result.rows } : { status: 204 };
  } catch (error) {
    return postgrestFailure(error);
  }
}

/** `DELETE /rest/v1/contact_submissions?...` under the given role. */
export async function deleteRows(db: PGlite, role: Role, params: URLSearchParams): Promise<TableResult> {
  const where = whereClause(params, 1);
  if ('status' in where) return where;
  try {
    await asRole(db, role, {}, (tx) => tx.query(`delete from public.${tableName} as t${where.sql}`, where.values));
    return { status: 204 };
  } catch (error) {
    return postgrestFailure(error);
  }
}
