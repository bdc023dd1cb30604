import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { readMigrations } from '../../scripts/serve/embedded-backend/migrations';
import { defaultMigrationsDir } from '../../scripts/serve/embedded-backend/paths';
import { supabaseRolesSql } from '../../scripts/serve/embedded-backend/roles';
import type { PreparedDatabase } from './sql-target';

/**
 * A throwaway database on the machine's PostgreSQL 15 (Debian package): the
 * cluster is started if it is down; through psql as the postgres user,
 * Supabase's roles are created if missing, then one-off login roles and a
 * database; the migrations are applied as the database's owner. `dispose`
 * drops the database and the one-off roles again.
 */

const version = '15';
const serverBinary = `/usr/lib/postgresql/${version}/bin/postgres`;

export function postgresInstalled(): boolean {
  return existsSync(serverBinary);
}

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** runuser lives in sbin, which a non-login shell's PATH may lack. */
function runuser(): string {
  return ['/usr/sbin/runuser', '/sbin/runuser'].find((file) => existsSync(file)) ?? 'runuser';
}

/** psql as the postgres OS user (directly if we are it, through runuser as root). */
function psql(port: number, sql: string): void {
  const args = ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '-p', String(port), '-d', 'postgres', '-c', sql];
  if (os.userInfo().username === 'postgres') run('psql', args);
  else if (process.getuid?.() === 0) run(runuser(), ['-u', 'postgres', '--', 'psql', ...args]);
  else throw new Error('The PostgreSQL tests need to run as root or as the postgres user (to create a throwaway database).');
}

/** Starts the `15 main` cluster if needed and returns its port. */
function ensureClusterRunning(): number {
  const find = () =>
    run('pg_lsclusters', ['-h'])
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .find(([ver, name]) => ver === version && name === 'main');
  const cluster = find();
  if (!cluster) throw new Error(`PostgreSQL ${version} is installed but has no 'main' cluster (pg_lsclusters).`);
  if (!cluster[3]?.startsWith('online')) run('pg_ctlcluster', [version, 'main', 'start']);
  const port = Number(cluster[2]);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port)]);
      return port;
    } catch {
      execFileSync('sleep', ['0.2']);
    }
  }
  throw new Error(`PostgreSQL ${version} did not become ready on port ${port}.`);
}

export async function createThrowawayDatabase(): Promise<PreparedDatabase> {
  const port = ensureClusterRunning();
  const name = `contact_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  // Supabase's layout: the migrations run as an owner that is neither a
  // superuser nor BYPASSRLS (the strictest case), and API requests arrive
  // through a login role that may only switch to anon, authenticated or
  // service_role (Supabase's `authenticator`).
  const owner = { user: name, password: randomBytes(18).toString('hex') };
  const api = { user: `${name}_api`, password: randomBytes(18).toString('hex') };
  psql(port, supabaseRolesSql);
  psql(port, `create role ${owner.user} login nosuperuser nobypassrls password '${owner.password}'`);
  psql(port, `create role ${api.user} login noinherit nosuperuser nobypassrls password '${api.password}'`);
  psql(port, `grant anon, authenticated, service_role to ${api.user}`);
  psql(port, `create database ${name} owner ${owner.user}`);

  const connect = (role: { user: string; password: string }) => new pg.Client({ host: '127.0.0.1', port, database: name, ...role });
  const ownerClient = connect(owner);
  const apiClient = connect(api);
  let extra: pg.Client[] = [];
  const closeConnections = async () => {
    await Promise.all(extra.map((client) => client.end().catch(() => undefined)));
    extra = [];
  };
  const dispose = async () => {
    await closeConnections();
    await Promise.all([ownerClient.end().catch(() => undefined), apiClient.end().catch(() => undefined)]);
    psql(port, `drop database if exists ${name} with (force)`);
    psql(port, `drop role if exists ${api.user}`);
    psql(port, `drop role if exists ${owner.user}`);
  };
  try {
    await ownerClient.connect();
    for (const migration of await readMigrations(defaultMigrationsDir)) {
      await ownerClient.query('begin');
      await ownerClient.query(migration.sql);
      await ownerClient.query('commit');
    }
    await apiClient.connect();
  } catch (error) {
    await dispose();
    throw error;
  }
  const asTarget = (client: pg.Client) => ({ query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[] });
  return {
    target: asTarget(apiClient),
    dispose,
    // Each runs as the service role, as the notification function's calls do.
    connections: async (count) => {
      const clients = Array.from({ length: count }, () => connect(api));
      extra.push(...clients);
      await Promise.all(clients.map(async (client) => {
        await client.connect();
        await client.query('set role service_role');
      }));
      return clients.map(asTarget);
    },
    closeConnections,
  };
}
