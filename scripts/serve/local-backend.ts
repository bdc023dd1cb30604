import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * The embedded contact backend (PGlite + outbox) that stands in for Supabase
 * when no project is configured. Data lives under .data/ (or
 * EMBEDDED_BACKEND_DIR) and survives restarts.
 */
export async function startLocalBackend(root = process.cwd()) {
  const base = path.resolve(root, process.env.EMBEDDED_BACKEND_DIR ?? '.data');
  // TODO(lead): static import once src/server/embedded-backend lands.
  const modulePath = '../../src/server/embedded-backend/index';
  const loaded = (await import(/* @vite-ignore */ modulePath).catch(() => undefined)) as
    | { createEmbeddedBackend: (o: { dataDir: string; outboxDir: string; migrationsDir: string }) => Promise<{ middleware: Middleware; close(): Promise<void> }> }
    | undefined;
  if (!loaded) {
    console.warn('Contact backend not available yet: serving without it.');
    return { middleware: ((_req, _res, next) => next()) as Middleware, close: async () => {}, dataDir: base };
  }
  const backend = await loaded.createEmbeddedBackend({
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
