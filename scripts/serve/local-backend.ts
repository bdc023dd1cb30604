import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createEmbeddedBackend, embeddedBackendPaths } from '../../src/server/embedded-backend/index';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The embedded contact backend (PGlite + outbox) that stands in for Supabase
 * when no project is configured. Data lives under .data/ (or
 * EMBEDDED_BACKEND_DIR) and survives restarts; `npm run messages` lists it.
 */
export async function startLocalBackend(root = process.cwd()) {
  const paths = embeddedBackendPaths(root);
  const backend = await createEmbeddedBackend(paths);
  const middleware: Middleware = (req, res, next) => {
    // The rate limit hashes the client's address, as Supabase sees it behind its proxy.
    req.headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '127.0.0.1';
    backend.middleware(req, res, next);
  };
  return { middleware, close: () => backend.close(), dataDir: path.dirname(paths.dataDir) };
}
