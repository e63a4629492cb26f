// Loads a checked basin package (read.ts) in one transaction, so that the portal's basin is what the
// package says: rows it adds are inserted, rows it changes updated, rows it no longer has deleted, and
// an unchanged package changes nothing (not even the data revision). An empty table takes its rows
// directly (the first load of a portal: bulk, without its indexes); any other is compared through a
// staging table.
import type { PoolClient } from 'pg';
import type { Database } from '../db';
import { withoutConstraints } from '../db/bulkLoad';
import type { Row } from './cells';
import type { BasinPackage, TableContents } from './read';
import { PACKAGE_TABLES, type PackageTable } from './tables';

export interface TableChange {
  table: string;
  file: string;
  inserted: number;
  updated: number;
  deleted: number;
}

export interface LoadProgress {
  table: string;
  rows: number;
}

export interface LoadOptions {
  /** Report what would change, then roll back. */
  dryRun?: boolean;
  onProgress?: (progress: LoadProgress) => void;
}

export interface LoadOutcome {
  changes: TableChange[];
  changed: boolean;
  committed: boolean;
  milliseconds: number;
}

const columnList = (spec: PackageTable): string => spec.columns.map((column) => column.name).join(', ');
const arrays = (spec: PackageTable): string => spec.columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
const matchesKey = (spec: PackageTable, left: string, right: string): string => spec.key.map((name) => `${left}.${name} = ${right}.${name}`).join(' AND ');

async function insertBatches(client: PoolClient, target: string, contents: TableContents, onProgress?: LoadOptions['onProgress']): Promise<number> {
  const { spec } = contents;
  const statement = `INSERT INTO ${target} (${columnList(spec)}) SELECT * FROM unnest(${arrays(spec)})`;
  let rows = 0;
  for await (const batch of contents.rows()) {
    // One array parameter per column: one round trip per batch (see generator/load.ts).
    const columns: Row[] = spec.columns.map((_, index) => batch.map((row) => row[index] ?? null));
    await client.query(statement, columns);
    rows += batch.length;
    onProgress?.({ table: spec.table, rows });
  }
  return rows;
}

/**
 * Whether the query finds a row. Asked before each write: an UPDATE, INSERT or DELETE of no rows
 * still fires the tables' statement triggers, which would change the data revision (and so every
 * cache key) for a package that changed nothing.
 */
async function anyRow(client: PoolClient, query: string): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>(`SELECT EXISTS (${query}) AS found`);
  return rows[0]?.found === true;
}

/** Inserts and updates through a staging table; the deletes wait for `deleteAbsent` (children first). */
async function upsertStaged(client: PoolClient, contents: TableContents, onProgress?: LoadOptions['onProgress']): Promise<TableChange> {
  const { spec } = contents;
  const stage = `stage_${spec.table}`;
  await client.query(`CREATE TEMP TABLE ${stage} (${spec.columns.map((column) => `${column.name} ${column.type}`).join(', ')}) ON COMMIT DROP`);
  await insertBatches(client, stage, contents, onProgress);
  await client.query(`ANALYZE ${stage}`);
  const others = spec.columns.filter((column) => !spec.key.includes(column.name)).map((column) => column.name);
  const differs = `(${others.map((name) => `t.${name}`).join(', ')}) IS DISTINCT FROM (${others.map((name) => `s.${name}`).join(', ')})`;
  const updated =
    others.length > 0 && (await anyRow(client, `SELECT 1 FROM ${spec.table} t JOIN ${stage} s ON ${matchesKey(spec, 't', 's')} WHERE ${differs}`))
      ? ((await client.query(`UPDATE ${spec.table} t SET ${others.map((name) => `${name} = s.${name}`).join(', ')} FROM ${stage} s WHERE ${matchesKey(spec, 't', 's')} AND ${differs}`)).rowCount ?? 0)
      : 0;
  const added = `FROM ${stage} s WHERE NOT EXISTS (SELECT 1 FROM ${spec.table} t WHERE ${matchesKey(spec, 't', 's')})`;
  const inserted = (await anyRow(client, `SELECT 1 ${added}`)) ? ((await client.query(`INSERT INTO ${spec.table} (${columnList(spec)}) SELECT ${columnList(spec)} ${added}`)).rowCount ?? 0) : 0;
  return { table: spec.table, file: contents.file, inserted, updated, deleted: 0 };
}

async function deleteAbsent(client: PoolClient, spec: PackageTable): Promise<number> {
  const absent = `FROM ${spec.table} t WHERE NOT EXISTS (SELECT 1 FROM stage_${spec.table} s WHERE ${matchesKey(spec, 't', 's')})`;
  if (!(await anyRow(client, `SELECT 1 ${absent}`))) return 0;
  return (await client.query(`DELETE ${absent}`)).rowCount ?? 0;
}

/**
 * Everything computed from the loaded tables: the series views, Query & Download's record counts,
 * the telemetry's daily statistics; the water-quality summaries are dropped (the pinned baseline is
 * marked for recomputation: the caller or the next read computes it).
 */
async function invalidateSummaries(client: PoolClient): Promise<void> {
  await client.query('DELETE FROM wq_summary');
  await client.query('DELETE FROM wq_summary_periods WHERE NOT pinned');
  await client.query(
    `UPDATE wq_summary_periods SET state = 'failed', claim_id = NULL, finished_at = now(),
            reason = 'a basin package was loaded after it was computed; the next read computes it again'
      WHERE pinned`,
  );
}

async function rebuildDerived(client: PoolClient): Promise<void> {
  await client.query('REFRESH MATERIALIZED VIEW result_series');
  await client.query('REFRESH MATERIALIZED VIEW summary_series');
  await client.query('SELECT refresh_result_counts()');
  await client.query('SELECT refresh_telemetry_daily(NULL, NULL, NULL, NULL)');
  // Later imports number their results after the package's.
  await client.query(`SELECT setval(pg_get_serial_sequence('results', 'id'), coalesce((SELECT max(id) FROM results), 0) + 1, false)`);
  // The views changed without firing a trigger (migrations/270_data_revision.sql).
  await client.query('SELECT bump_data_revision()');
}

/** One line per table the load changed, for people. */
export function describeChanges(outcome: LoadOutcome): string[] {
  const count = (value: number) => value.toLocaleString('en-US');
  const lines = outcome.changes
    .filter((change) => change.inserted + change.updated + change.deleted > 0)
    .map((change) => `${change.table.padEnd(30)} ${count(change.inserted)} added, ${count(change.updated)} changed, ${count(change.deleted)} removed`);
  return lines.length > 0 ? lines : ['nothing changed: the portal already holds this package'];
}

/** Whether a basin was ever loaded into the database (databases seeded before basin packages have sites but no basin row). */
export async function basinLoaded(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ loaded: boolean }>('SELECT EXISTS (SELECT 1 FROM basin) OR EXISTS (SELECT 1 FROM locations) AS loaded');
  return rows[0]?.loaded === true;
}

class DryRun extends Error {
  constructor(readonly changes: TableChange[]) {
    super('dry run');
  }
}

/** Loads the package (checked by readPackage, with no errors) in one transaction. */
export async function loadPackage(db: Database, basinPackage: BasinPackage, { dryRun = false, onProgress }: LoadOptions = {}): Promise<LoadOutcome> {
  const started = Date.now();
  const work = async (client: PoolClient): Promise<TableChange[]> => {
    const changes: TableChange[] = [];
    const staged: PackageTable[] = [];
    for (const spec of PACKAGE_TABLES) {
      const contents = basinPackage.tables.get(spec.table);
      if (!contents) throw new Error(`the package was not read whole: no ${spec.table}`);
      const { rows } = await client.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${spec.table}) AS present`);
      if (rows[0]?.present) {
        changes.push(await upsertStaged(client, contents, onProgress));
        staged.push(spec);
      } else if (contents.rowCount > 0) {
        let inserted = 0;
        const insert = async () => {
          inserted = await insertBatches(client, spec.table, contents, onProgress);
        };
        if (spec.data) await withoutConstraints(client, { tables: [spec.table], indexes: true, keys: 'checked' }, insert);
        else await insert();
        changes.push({ table: spec.table, file: contents.file, inserted, updated: 0, deleted: 0 });
      } else {
        changes.push({ table: spec.table, file: contents.file, inserted: 0, updated: 0, deleted: 0 });
      }
    }
    const changedSoFar = changes.some((change) => change.inserted + change.updated > 0);
    // Summaries refer to sites and parameters that may be deleted next.
    if (changedSoFar) await invalidateSummaries(client);
    for (const spec of [...staged].reverse()) {
      const change = changes.find((entry) => entry.table === spec.table) as TableChange;
      change.deleted = await deleteAbsent(client, spec);
    }
    const changed = changes.some((change) => change.inserted + change.updated + change.deleted > 0);
    if (changed && !changedSoFar) await invalidateSummaries(client);
    if (changed) await rebuildDerived(client);
    if (dryRun) throw new DryRun(changes);
    return changes;
  };
  try {
    const changes = await db.transaction(work);
    const changed = changes.some((change) => change.inserted + change.updated + change.deleted > 0);
    if (changed) await db.query('ANALYZE');
    return { changes, changed, committed: true, milliseconds: Date.now() - started };
  } catch (error) {
    if (!(error instanceof DryRun)) throw error;
    const changed = error.changes.some((change) => change.inserted + change.updated + change.deleted > 0);
    return { changes: error.changes, changed, committed: false, milliseconds: Date.now() - started };
  }
}
