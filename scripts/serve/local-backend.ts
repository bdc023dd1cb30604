import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createEmbeddedBackend, embeddedBackendPaths } from './embedded-backend/index';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/** The notification sweep's period, as Supabase's pg_cron job runs it. */
const sweepEveryMs = 60_000;

const loopback = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * The embedded contact backend (PGlite + outbox) that stands in for Supabase
 * when no project is configured. Data lives under .data/ (or
 * EMBEDDED_BACKEND_DIR) and survives restarts; `npm run messages` lists it.
 * The notification sweep runs every minute. EMBEDDED_BACKEND_EMAILS_PER_HOUR
 * overrides the hourly e-mail ceiling (the end-to-end tests send more
 * messages an hour than the production default allows singly).
 */
export async function startLocalBackend(root = process.cwd()) {
  const paths = embeddedBackendPaths(root);
  const emailsPerHour = process.env.EMBEDDED_BACKEND_EMAILS_PER_HOUR;
  const backend = await createEmbeddedBackend({
    ...paths,
    sweepEveryMs,
    ...(emailsPerHour ? { emailsPerHour: Number(emailsPerHour) } : {}),
  });
  const middleware: Middleware = (req, res, next) => {
    forwardLikeAGateway(req);
    backend.middleware(req, res, next);
  };
  return { middleware, close: () => backend.close(), dataDir: path.dirname(paths.dataDir) };
}

/**
 * This server plays Supabase's gateway: it appends the address it saw to
 * x-forwarded-for, and the database keys its per-client limit on that
 * right-most entry. A request from this machine that already names a client
 * (a test or tool acting as a proxy in front) is passed on as it is.
 */
function forwardLikeAGateway(req: IncomingMessage): void {
  const seen = req.socket.remoteAddress ?? '127.0.0.1';
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded && loopback.test(seen)) return;
  req.headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${seen}` : seen;
}
