/**
 * The little the shared database suite needs from a connection, so the same
 * tests run on PGlite and on a real PostgreSQL server.
 */
export interface SqlTarget {
  /** One statement, optionally with $n parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * A database with the migrations applied, and how to get rid of it. A server
 * also offers more connections, for races (PGlite has only one).
 */
export type PreparedDatabase = {
  target: SqlTarget;
  dispose(): Promise<void>;
  connections?(count: number): Promise<SqlTarget[]>;
  closeConnections?(): Promise<void>;
};

export type DatabaseError = Error & { code?: string; constraint?: string };
