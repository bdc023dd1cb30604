import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's migration files, the same ones Supabase applies. */
export const defaultMigrationsDir = fileURLToPath(new URL('../../../supabase/migrations', import.meta.url));

/**
 * Where the dev and preview servers keep the embedded backend's data:
 * `.data/` (git-ignored) or EMBEDDED_BACKEND_DIR. `npm run messages` reads
 * the same place.
 */
export function embeddedBackendPaths(root = process.cwd()) {
  const base = path.resolve(root, process.env.EMBEDDED_BACKEND_DIR ?? '.data');
  return {
    dataDir: path.join(base, 'embedded-db'),
    outboxDir: path.join(base, 'outbox'),
    migrationsDir: path.join(root, 'supabase', 'migrations'),
  };
}
