import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createEmbeddedBackend } from '../../src/server/embedded-backend/index';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The embedded contact backend (PGlite + outbox) that stands in for Supabase
 * when no project is configured. Data lives under .data/ (or
 * EMBEDDED_BACKEND_DIR) and survives restarts.
 */
export async function startLocalBackend(root = process.cwd()) {
  const base = path.resolve(root, process.env.EMBEDDED_BACKEND_DIR ?? '.data');
  const backend = await createEmbeddedBackend({
    dataDir: path.join(base, 'embedded-db'),
    outboxDir: path.join(base, 'outbox'),
    migrationsDir: path.join(root, 'supabase', 'migrations'),
  });
  const middleware: Middleware = (req, res, next) => {
    // The rate limit hashes the client's address, as Supabase sees it behind its proxy.
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '127.0.0.1';
    backend.middleware(req, res, next);
  };
  return { middleware, close: () => backend.close(), dataDir: base };
}
