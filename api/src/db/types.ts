import type { PoolClient, QueryResult, QueryResultRow } from 'pg';

export type DatabaseEngine = 'pglite' | 'postgresql';

/**
 * The part of pg.Pool the service uses, identical for both engines (the embedded engine is reached
 * through a pg.Pool too), plus the engine's name and a transaction helper.
 */
export interface Database {
  readonly engine: DatabaseEngine;
  /** One statement; waits up to the reconnect window for a database that is out of reach (poolDatabase.ts). */
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
  /** The same, but fails at once when the database is out of reach: for callers with an answer of their own then (readiness, the response cache). */
  queryWithoutWaiting<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
  connect(): Promise<PoolClient>;
  /** Runs `work` inside BEGIN/COMMIT on one client; rolls back when it throws. */
  transaction<T>(work: (client: PoolClient) => Promise<T>): Promise<T>;
  /** Closes the pool and, for PGlite, stops its worker thread. */
  end(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; absent means embedded PGlite. */
  databaseUrl?: string;
  /** PGlite data directory (ignored with databaseUrl). */
  dataDir?: string;
  /** How long a statement waits for a PostgreSQL server that is out of reach; default DATABASE_RECONNECT_MS (5000). */
  reconnectWindowMs?: number;
}
