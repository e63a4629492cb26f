import type { PoolClient, QueryResult, QueryResultRow } from 'pg';

export type DatabaseEngine = 'pglite' | 'postgresql';

/**
 * The part of pg.Pool the service uses, identical for both engines (the embedded engine is reached
 * through a pg.Pool too), plus the engine's name and a transaction helper.
 */
export interface Database {
  readonly engine: DatabaseEngine;
  query<Row extends QueryResultRow = QueryResultRow>(text: string, values?: unknown[]): Promise<QueryResult<Row>>;
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
}
