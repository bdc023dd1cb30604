import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import { handleRequest } from '../../../supabase/functions/send-contact-notification/handler';
import { createFunctionFetch, embeddedFunctionEnv } from './function-fetch';
import { BodyTooLargeError, flatHeaders, readBody, sendJson, sendResponse } from './http';
import { applyMigrations } from './migrations';
import { defaultMigrationsDir } from './paths';
import { failure } from './postgrest-errors';
import { createSerialQueue } from './queue';
import { deleteRows, insertAsVisitor, selectRows, tableName, updateRows, type TableResult } from './table-api';

export { embeddedBackendPaths } from './paths';

/**
 * The local stand-in for Supabase, used when no project is configured: the
 * same migrations on PGlite (PostgreSQL in WebAssembly), the two endpoints the
 * contact form calls with Supabase's request and error shapes, and an outbox
 * folder instead of the e-mail API. The dev and preview servers mount
 * `middleware`; everything else falls through to `next()`.
 */
export type EmbeddedBackendOptions = {
  /** PGlite's data folder; created if missing, kept across restarts. */
  dataDir: string;
  /** Where notification e-mails are written, one JSON file each. */
  outboxDir: string;
  /** Defaults to the project's supabase/migrations. */
  migrationsDir?: string;
  /** Recipient and sender of the notification e-mails. */
  notifyTo?: string;
  notifyFrom?: string;
  /**
   * Run the notification sweep on a timer this often (the dev and preview
   * servers: every minute, as pg_cron does on Supabase). Off when absent.
   */
  sweepEveryMs?: number;
  /** Overrides contact_private.settings.emails_per_hour (the hourly e-mail ceiling) in this database. */
  emailsPerHour?: number;
};

export type EmbeddedBackend = {
  middleware(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void;
  db: PGlite;
  /**
   * What pg_cron does on Supabase: housekeeping (contact_maintenance), then
   * the function for every row contact_notifications_due() names. Returns
   * how many calls it made.
   */
  sweep(): Promise<number>;
  close(): Promise<void>;
};

export const restPath = `/rest/v1/${tableName}`;
export const functionPath = '/functions/v1/send-contact-notification';

/**
 * Failure switches for end-to-end tests: EMBEDDED_BACKEND_FAIL=save|notify for
 * the whole server, or the x-embedded-backend-fail header for one request.
 */
type FailureMode = 'save' | 'notify' | undefined;
function failureMode(req: IncomingMessage): FailureMode {
  const value = req.headers['x-embedded-backend-fail'] ?? process.env.EMBEDDED_BACKEND_FAIL;
  return value === 'save' || value === 'notify' ? value : undefined;
}

const restCors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
};

export async function createEmbeddedBackend(options: EmbeddedBackendOptions): Promise<EmbeddedBackend> {
  await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir: options.dataDir });
  await applyMigrations(db, options.migrationsDir ?? defaultMigrationsDir);
  const enqueue = createSerialQueue();
  if (options.emailsPerHour !== undefined) {
    await db.query('update contact_private.settings set emails_per_hour = $1', [options.emailsPerHour]);
  }
  const functionEnv = {
    ...embeddedFunctionEnv,
    NOTIFY_TO: options.notifyTo ?? process.env.NOTIFY_TO ?? 'owner@localhost',
    NOTIFY_FROM: options.notifyFrom ?? process.env.NOTIFY_FROM ?? 'Website contact form <contact-form@localhost>',
  };

  async function serveRest(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const send = (result: TableResult) => sendJson(res, result.status, result.body, restCors);
    if (req.method === 'OPTIONS') return sendJson(res, 200, undefined, restCors);
    // Supabase's gateway refuses requests without a key; any key is accepted here.
    if (!req.headers.apikey && !url.searchParams.get('apikey') && !req.headers.authorization) {
      return sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' }, restCors);
    }
    const params = new URLSearchParams(url.searchParams);
    params.delete('apikey');
    const prefer = String(req.headers.prefer ?? '');
    const representation = prefer.includes('return=representation');

    if (req.method === 'GET') return send(await enqueue(() => selectRows(db, 'anon', params)));
    if (req.method === 'DELETE') return send(await enqueue(() => deleteRows(db, 'anon', params)));
    if (req.method !== 'POST' && req.method !== 'PATCH') {
      return send(failure(405, 'PGRST117', `Unsupported HTTP method: ${req.method ?? ''}`));
    }
    let body: unknown;
    try {
      const raw = (await readBody(req)).toString('utf8');
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return send(failure(413, 'PGRST413', error.message));
      return send(failure(400, 'PGRST102', 'Empty or invalid json'));
    }
    if (req.method === 'PATCH') return send(await enqueue(() => updateRows(db, 'anon', params, body, representation)));
    if (failureMode(req) === 'save') {
      return send(failure(500, 'XX000', 'Simulated database failure (embedded backend failure switch)'));
    }
    const headers = flatHeaders(req);
    return send(
      await enqueue(() => insertAsVisitor(db, body, { columns: params.get('columns'), headers, returnRepresentation: representation })),
    );
  }

  async function serveFunction(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? 'GET';
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
    const request = new Request(new URL(url.pathname + url.search, 'http://localhost'), {
      method,
      headers: flatHeaders(req),
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    await sendResponse(res, await invokeFunction(request, failureMode(req) === 'notify'));
  }

  function invokeFunction(request: Request, failEmail: boolean): Promise<Response> {
    const fetchImpl = createFunctionFetch({ db, enqueue, outboxDir: options.outboxDir, failEmail });
    return handleRequest(request, { env: functionEnv, fetch: fetchImpl });
  }

  async function sweep(): Promise<number> {
    const due = await enqueue(() =>
      db.transaction(async (tx) => {
        await tx.exec('set local role service_role');
        await tx.query('select public.contact_maintenance()');
        return (await tx.query<{ id: string }>('select id from public.contact_notifications_due() as id')).rows.map((row) => row.id);
      }),
    );
    for (const id of due) {
      const request = new Request(new URL(functionPath, 'http://localhost'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ type: 'RETRY', table: tableName, schema: 'public', record: { id }, old_record: null }),
      });
      await invokeFunction(request, process.env.EMBEDDED_BACKEND_FAIL === 'notify');
    }
    return due.length;
  }

  const timer = options.sweepEveryMs
    ? setInterval(() => void sweep().catch((error: unknown) => console.error('contact notification sweep failed:', error)), options.sweepEveryMs)
    : undefined;
  timer?.unref();

  function middleware(req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const serve = url.pathname === restPath ? serveRest : url.pathname === functionPath ? serveFunction : undefined;
    if (!serve) return next();
    serve(req, res, url).catch((error: unknown) => {
      if (res.headersSent) {
        console.error(error);
        res.end();
        return;
      }
      sendJson(res, 500, { code: 'XX000', message: error instanceof Error ? error.message : String(error), details: null, hint: null });
    });
  }

  return {
    middleware,
    db,
    sweep,
    async close() {
      clearInterval(timer);
      // Let requests already queued finish before the database goes away.
      await enqueue(async () => undefined);
      await db.close();
    },
  };
}
