// The import's speed (issue 18: at least 50,000 rows a second on PostgreSQL for a plain narrowResult
// file): seeds a fresh database with a small dataset, writes a narrowResult file of IMPORT_BENCH_ROWS
// rows (default 200,000) at its known sites, in the columns and units a WQP download has (a third of
// the µg/L values in mg/l, every 40th a non-detect), imports it and times the whole import: parsing,
// mapping and inserting, until the results are committed; the rebuilds after the commit (series views
// and summaries, then record counts: each a pass over the whole table, whatever the file's size) are
// timed apart and in the whole. Then imports it again (all present).
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import Papa from 'papaparse';
import { openDatabase } from '../db';
import type { Database, DatabaseOptions } from '../db/types';
import { DEFAULT_SEED, seedDatabase } from '../generator';
import { importFiles } from '../wqx/import/importer';
import { LEGACY_RESULT_COLUMNS as C, WQX_UNIT_OF_PORTAL_UNIT } from '../wqx/vocabulary';

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 200_000);
const SEED_SCALE = 0.05;
/** A real narrowResult header (74 columns), from the import's test fixture. */
const FIXTURE = path.join(__dirname, '../../src/wqx/import/fixtures/narrowResult.csv');
const WRITE_CHUNK = 10_000;

export interface ImportBenchRow {
  engine: string;
  what: string;
  p50: number;
  note: string;
}

/** Writes the narrowResult file: sites x parameters x days, each row its own ResultIdentifier. */
async function writeFile(db: Database, file: string): Promise<void> {
  const { rows: sites } = await db.query<{ identifier: string }>(
    `SELECT i.identifier FROM location_identifiers i JOIN locations l ON l.id = i.location_id JOIN location_types t ON t.id = l.type_id
      WHERE t.name <> 'Weather' ORDER BY l.id`,
  );
  const { rows: parameters } = await db.query<{ characteristic: string; sample_fraction: string; unit: string }>(
    `SELECT m.characteristic, m.sample_fraction, p.unit FROM characteristic_map m JOIN parameters p ON p.id = m.parameter_id WHERE m.preferred ORDER BY p.id`,
  );
  const header = (readFileSync(FIXTURE, 'utf8').split('\n', 1)[0] ?? '').split(',');
  const at = (column: string) => header.indexOf(column);
  const out = createWriteStream(file);
  out.write(`${header.join(',')}\n`);
  let chunk: string[][] = [];
  for (let n = 0; n < ROWS; n++) {
    const site = sites[n % sites.length]!.identifier;
    const parameter = parameters[Math.floor(n / sites.length) % parameters.length]!;
    const day = new Date(Date.UTC(2000, 0, 1) + Math.floor(n / (sites.length * parameters.length)) * 86_400_000).toISOString().slice(0, 10);
    const row = new Array<string>(header.length).fill('');
    const inMilligrams = parameter.unit === 'µg/L' && n % 3 === 0;
    const value = 1 + (n % 997) / 10;
    row[at(C.organization)] = 'CCBWQA';
    row[at(C.organizationName)] = 'Cherry Creek Basin Water Quality Authority';
    row[at(C.activityIdentifier)] = `CCBWQA-${day}-${site}`;
    row[at(C.startDate)] = day;
    row[at(C.startTime)] = '09:30:00';
    row[at(C.timeZone)] = 'MST';
    row[at(C.location)] = site;
    row[at(C.resultIdentifier)] = `BENCH-${n}`;
    row[at(C.characteristic)] = parameter.characteristic;
    row[at(C.sampleFraction)] = parameter.sample_fraction;
    row[at(C.unit)] = inMilligrams ? 'mg/l' : (WQX_UNIT_OF_PORTAL_UNIT[parameter.unit] ?? parameter.unit);
    row[at(C.status)] = 'Accepted';
    if (n % 40 === 0) {
      row[at(C.detectionCondition)] = 'Not Detected';
      row[at(C.detectionLimit)] = inMilligrams ? '0.001' : '1';
      row[at(C.detectionLimitUnit)] = row[at(C.unit)]!;
    } else row[at(C.value)] = String(inMilligrams ? value / 1000 : value);
    chunk.push(row);
    if (chunk.length === WRITE_CHUNK || n === ROWS - 1) {
      if (!out.write(`${Papa.unparse(chunk, { newline: '\n' })}\n`)) await once(out, 'drain');
      chunk = [];
    }
  }
  out.end();
  await once(out, 'finish');
}

/** Seeds a fresh database (given by `options`), writes the file, imports it twice and reports both runs. */
export async function benchImport(engine: string, options: DatabaseOptions): Promise<ImportBenchRow[]> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'basin-bench-import-'));
  const db = await openDatabase(options);
  try {
    await seedDatabase(db, { seed: DEFAULT_SEED, scale: SEED_SCALE });
    const file = path.join(directory, 'narrowResult.csv');
    await writeFile(db, file);
    const rows: ImportBenchRow[] = [];
    for (const what of ['WQP import: narrowResult', 'WQP import: the same file again']) {
      const report = await importFiles(db, [{ name: 'narrowResult.csv', path: file }]);
      const perSecond = (milliseconds: number) => Math.round((ROWS * 1000) / milliseconds).toLocaleString('en-US');
      const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
      rows.push({
        engine,
        what: `${what} (${ROWS.toLocaleString('en-US')} rows)`,
        p50: report.milliseconds,
        note:
          `${perSecond(report.milliseconds)} rows/s until committed; after the commit, series views and summaries rebuilt in ` +
          `${seconds(report.refreshMilliseconds)} and record counts in ${seconds(report.countsMilliseconds)} ` +
          `(${perSecond(report.milliseconds + report.refreshMilliseconds + report.countsMilliseconds)} rows/s in all); added ${report.added.toLocaleString('en-US')}, ` +
          `present ${report.alreadyPresent.toLocaleString('en-US')}, rejected ${report.rejected}`,
      });
    }
    return rows;
  } finally {
    await db.end();
    rmSync(directory, { recursive: true, force: true });
  }
}
