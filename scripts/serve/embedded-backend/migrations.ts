import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { supabaseRolesSql } from './roles';

export type Migration = { name: string; sql: string };

/** The `*.sql` files of a migrations folder, in the order Supabase applies them (by name). */
export async function readMigrations(dir: string): Promise<Migration[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  return Promise.all(names.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })));
}

/**
 * Creates Supabase's roles if missing, then applies each migration not yet
 * applied, each in its own transaction, recording it in
 * embedded_backend.applied_migrations. Returns the names applied now.
 */
export async function applyMigrations(db: PGlite, dir: string): Promise<string[]> {
  await db.exec(supabaseRolesSql);
  await db.exec(`
    create schema if not exists embedded_backend;
    create table if not exists embedded_backend.applied_migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const done = new Set(
    (await db.query<{ name: string }>('select name from embedded_backend.applied_migrations')).rows.map((row) => row.name),
  );
  const applied: string[] = [];
  for (const migration of await readMigrations(dir)) {
    if (done.has(migration.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into embedded_backend.applied_migrations (name) values ($1)', [migration.name]);
    });
    applied.push(migration.name);
  }
  return applied;
}
