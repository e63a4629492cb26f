import { Pool } from 'pg';
import { poolDatabase } from './poolDatabase';
import { typeParsers } from './typeParsers';
import type { Database, DatabaseOptions } from './types';

export function connectPostgres(connectionString: string, { reconnectWindowMs }: Pick<DatabaseOptions, 'reconnectWindowMs'> = {}): Database {
  const pool = new Pool({ connectionString, types: typeParsers, max: 10, allowExitOnIdle: true });
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return poolDatabase('postgresql', pool, { reconnectWindowMs });
}
