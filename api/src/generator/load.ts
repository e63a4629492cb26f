// The demo basin goes into a database the way every basin does (docs/basin-package.md): the
// generator writes it as a basin package, and the package loader reads, checks and loads it.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatPackageError, readPackage } from '../basin/read';
import { basinLoaded, loadPackage } from '../basin/load';
import type { Row as PackageRow } from '../basin/cells';
import { packageTable } from '../basin/tables';
import { writePackage } from '../basin/write';
import type { Database } from '../db';
import { migrate } from '../db/migrate';
import { generateDataset, type DatasetOptions } from './dataset';

export interface SeedProgress {
  table: string;
  rows: number; // rows loaded so far in this table
  totalRows: number; // rows loaded so far in every table
  percent: number; // of the estimated total
}

/** Everything a forced seed replaces (the user's saved filters included: their ids may be gone). */
const DATA_TABLES = [
  'telemetry_readings', 'results', 'precipitation', 'pollution_abatement_projects', 'map_features', 'map_layers', 'map_sources',
  'wq_summary', 'wq_summary_periods', 'derived_refresh_pending', 'download_user_filters', 'locations', 'characteristic_map', 'parameter_benchmarks', 'parameters', 'parameter_groups', 'sources',
  'organizations', 'flow_conditions', 'location_types', 'basin', 'import_held_rows', 'import_aliases', 'imports',
];

/**
 * Writes the generated demo basin as a basin package: each table's rows in the package's columns
 * (results numbered in generation order), data files gzipped.
 */
export async function writeDemoPackage(folder: string, options: DatasetOptions): Promise<void> {
  const tables = new Map(generateDataset(options).map((table) => [table.table, table]));
  await writePackage(
    folder,
    (name) => {
      const table = tables.get(name);
      if (!table) return undefined;
      const columns = packageTable(name).columns;
      const positions = columns.map((column) => table.columns.findIndex(([generated]) => generated === column.name));
      let resultId = 0;
      return (function* () {
        for (const batch of table.batches()) {
          yield batch.map((row): PackageRow =>
            columns.map((column, index) => {
              const position = positions[index] ?? -1;
              if (position >= 0) return row[position] ?? null;
              if (name === 'results' && column.name === 'id') return ++resultId;
              return column.fallback ?? null;
            }),
          );
        }
      })();
    },
    { gzipData: true },
  );
}

export interface SeedOptions extends DatasetOptions {
  /** Replace existing data instead of leaving a non-empty database alone. */
  force?: boolean;
  /** Where the demo package is written and kept (default: a temporary folder, removed after). */
  packageFolder?: string;
  onProgress?: (progress: SeedProgress) => void;
}

export interface SeedOutcome {
  seeded: boolean;
  /** Rows loaded by table. */
  rows: Record<string, number>;
  milliseconds: number;
}

/** Migrates, then loads the demo basin's package when the database is empty (or `force`). */
export async function seedDatabase(db: Database, { force = false, onProgress, packageFolder, ...dataset }: SeedOptions): Promise<SeedOutcome> {
  const started = Date.now();
  await migrate(db);
  if (!force && (await basinLoaded(db))) return { seeded: false, rows: {}, milliseconds: Date.now() - started };
  const folder = packageFolder ?? (await mkdtemp(path.join(tmpdir(), 'demo-basin-')));
  try {
    onProgress?.({ table: `writing the demo basin package to ${folder}`, rows: 0, totalRows: 0, percent: 0 });
    await writeDemoPackage(folder, dataset);
    const { basinPackage, errors } = await readPackage(folder);
    if (errors.length > 0) throw new Error(`the demo basin package has errors: ${errors.slice(0, 5).map(formatPackageError).join('; ')}`);
    if (force) await db.query(`TRUNCATE ${DATA_TABLES.join(', ')} RESTART IDENTITY`);
    const estimatedTotal = [...basinPackage.tables.values()].reduce((sum, table) => sum + table.rowCount, 0);
    const loadedBefore = new Map<string, number>();
    let totalRows = 0;
    const outcome = await loadPackage(db, basinPackage, {
      onProgress: ({ table, rows }) => {
        totalRows += rows - (loadedBefore.get(table) ?? 0);
        loadedBefore.set(table, rows);
        onProgress?.({ table, rows, totalRows, percent: Math.min(99, (100 * totalRows) / Math.max(1, estimatedTotal)) });
      },
    });
    return { seeded: true, rows: Object.fromEntries(outcome.changes.map((change) => [change.table, change.inserted])), milliseconds: Date.now() - started };
  } finally {
    if (!packageFolder) await rm(folder, { recursive: true, force: true });
  }
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
