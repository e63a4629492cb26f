// Loads the generated tables. Rows go in as one multi-row INSERT per few thousand rows, each column
// sent as one array parameter and expanded with unnest(): a single round trip per batch, and
// through pglite-socket (which has no COPY FROM STDIN) this measured 1.5x faster than literal VALUES lists.
import { createHash } from 'node:crypto';
import type { PoolClient } from 'pg';
import type { Database } from '../db';
import { withoutConstraints } from '../db/bulkLoad';
import { migrate } from '../db/migrate';
import { generateDataset, type DatasetOptions, type Row, type TableData } from './dataset';

const BATCH_ROWS = 5000;

export interface SeedProgress {
  table: string;
  rows: number; // rows loaded so far in this table
  totalRows: number; // rows loaded so far in every table
  percent: number; // of the estimated total
}

function insertStatement({ table, columns }: TableData): string {
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  return `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
}

/** Regroups a table's row stream into batches of BATCH_ROWS. */
function* rebatch(batches: Iterable<Row[]>): Generator<Row[]> {
  let pending: Row[] = [];
  for (const batch of batches) {
    for (const row of batch) {
      pending.push(row);
      if (pending.length === BATCH_ROWS) {
        yield pending;
        pending = [];
      }
    }
  }
  if (pending.length > 0) yield pending;
}

async function insertBatch(client: PoolClient, statement: string, columnCount: number, rows: Row[]): Promise<void> {
  const columns: Row[] = Array.from({ length: columnCount }, () => new Array(rows.length));
  rows.forEach((row, r) => row.forEach((cell, c) => ((columns[c] as Row)[r] = cell)));
  await client.query(statement, columns);
}

/** The large tables: loaded without their foreign keys and secondary indexes (db/bulkLoad.ts). */
const BULK_TABLES = ['results', 'telemetry_readings', 'precipitation'];

const DATA_TABLES = [
  'telemetry_readings', 'results', 'precipitation', 'pollution_abatement_projects', 'map_features', 'map_layers', 'map_sources',
  'wq_summary', 'wq_summary_periods', 'derived_refresh_pending', 'download_user_filters', 'locations', 'characteristic_map', 'parameter_benchmarks', 'parameters', 'parameter_groups', 'sources',
  'organizations', 'flow_conditions', 'location_types',
];

export async function databaseIsEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM locations) AS present');
  return !rows[0]?.present;
}

export interface SeedOptions extends DatasetOptions {
  /** Replace existing data instead of leaving a non-empty database alone. */
  force?: boolean;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedOutcome {
  seeded: boolean;
  rows: Record<string, number>;
  milliseconds: number;
}

/** Migrates, then loads the dataset in one transaction when the database is empty (or `force`). */
export async function seedDatabase(db: Database, { force = false, onProgress, ...dataset }: SeedOptions): Promise<SeedOutcome> {
  const started = Date.now();
  await migrate(db);
  if (!force && !(await databaseIsEmpty(db))) return { seeded: false, rows: {}, milliseconds: Date.now() - started };
  const tables = generateDataset(dataset);
  const estimatedTotal = tables.reduce((sum, table) => sum + table.estimatedRows, 0);
  const counts: Record<string, number> = {};
  let totalRows = 0;
  await db.transaction(async (client) => {
    await client.query(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY`);
    await withoutConstraints(client, { tables: BULK_TABLES, indexes: true, keys: 'checked' }, async () => {
      for (const table of tables) {
        const statement = insertStatement(table);
        let rows = 0;
        for (const batch of rebatch(table.batches())) {
          await insertBatch(client, statement, table.columns.length, batch);
          rows += batch.length;
          totalRows += batch.length;
          onProgress?.({ table: table.table, rows, totalRows, percent: Math.min(99, (100 * totalRows) / estimatedTotal) });
        }
        counts[table.table] = rows;
      }
      onProgress?.({ table: 'indexes and foreign keys', rows: 0, totalRows, percent: 99 });
    });
    await client.query('REFRESH MATERIALIZED VIEW result_series');
    // The summary's packed input (migrations/280_summary_periods.sql).
    await client.query('REFRESH MATERIALIZED VIEW summary_series');
    // The record counts of Query & Download (migrations/300_result_year_counts.sql): the inserts marked
    // them stale, this rebuilds them and marks them current.
    await client.query('SELECT refresh_result_counts()');
    // Daily stats of the 15-minute telemetry (migrations/260_telemetry_daily.sql).
    await client.query('REFRESH MATERIALIZED VIEW telemetry_daily');
    // The views changed without firing a trigger (migrations/270_data_revision.sql).
    await client.query('SELECT bump_data_revision()');
  });
  await db.query('ANALYZE');
  return { seeded: true, rows: counts, milliseconds: Date.now() - started };
}

/** SHA-256 over every generated row of every table, in load order (the determinism check). */
export function datasetHash(options: DatasetOptions): { hash: string; rows: Record<string, number> } {
  const hash = createHash('sha256');
  const rows: Record<string, number> = {};
  for (const table of generateDataset(options)) {
    hash.update(`\n#${table.table}\n`);
    let count = 0;
    for (const batch of table.batches()) {
      for (const row of batch) hash.update(JSON.stringify(row) + '\n');
      count += batch.length;
    }
    rows[table.table] = count;
  }
  return { hash: hash.digest('hex'), rows };
}
