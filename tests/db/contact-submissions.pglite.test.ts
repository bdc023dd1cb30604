import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from '../../scripts/serve/embedded-backend/migrations';
import { defaultMigrationsDir } from '../../scripts/serve/embedded-backend/paths';
import { describeContactSubmissions } from './contact-submissions-suite';

// PGlite (PostgreSQL 18 in WebAssembly), as the embedded backend runs it.
describeContactSubmissions('PGlite', async () => {
  const db = await PGlite.create();
  await applyMigrations(db, defaultMigrationsDir);
  return {
    target: { query: async <T>(sql: string, params?: unknown[]) => (await db.query<T>(sql, params)).rows },
    dispose: () => db.close(),
  };
});
