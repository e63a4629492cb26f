// Writes a running portal's basin as a package (`npm run export-basin -- <folder>`): every table of
// the package read in one snapshot, in key order, so the same database always gives the same files.
import type { PoolClient } from 'pg';
import type { Database } from '../db';
import type { Row } from './cells';
import { PACKAGE_TABLES, packageTable, type ColumnSpec } from './tables';
import { writePackage, type WriteOptions } from './write';

const FETCH_ROWS = 20_000;

/** The column as the text the package writes (numbers and booleans stay values). */
function selected({ name, type }: ColumnSpec): string {
  switch (type) {
    case 'date':
    case 'time':
    case 'bigint':
    case 'jsonb':
      return `${name}::text`;
    case 'timestamptz':
      return `to_char(${name} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    default:
      return name;
  }
}

async function* tableRows(client: PoolClient, table: string): AsyncGenerator<Row[]> {
  const spec = packageTable(table);
  const cursor = `export_${table}`;
  await client.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR SELECT ${spec.columns.map(selected).join(', ')} FROM ${table} ORDER BY ${spec.key.join(', ')}`);
  try {
    for (;;) {
      const { rows } = await client.query<Record<string, Row[number]>>({ text: `FETCH ${FETCH_ROWS} FROM ${cursor}`, rowMode: 'array' } as never);
      if (rows.length === 0) return;
      yield rows as unknown as Row[];
    }
  } finally {
    await client.query(`CLOSE ${cursor}`);
  }
}

export interface ExportOutcome {
  rows: Record<string, number>;
  milliseconds: number;
}

export async function exportBasin(db: Database, folder: string, options: WriteOptions = {}): Promise<ExportOutcome> {
  const started = Date.now();
  const client = await db.connect();
  const rows: Record<string, number> = {};
  try {
    // One snapshot for every table: a write meanwhile is in all of them or in none.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await writePackage(
      folder,
      (table) =>
        (async function* () {
          rows[table] = 0;
          for await (const batch of tableRows(client, table)) {
            rows[table] += batch.length;
            yield batch;
          }
        })(),
      options,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { rows: Object.fromEntries(PACKAGE_TABLES.map((spec) => [spec.table, rows[spec.table] ?? 0])), milliseconds: Date.now() - started };
}
