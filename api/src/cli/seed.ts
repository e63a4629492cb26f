// `node dist/cli/seed.js [--scale N] [--seed S] [--force]`: migrates the database and, when no basin
// was ever loaded into it (or with --force), loads what PORTAL_DATA names, printing progress to stderr:
// the generated demo basin (default; its package is kept in .data/demo-basin), the empty portal's
// package (`empty`) or a basin package folder (docs/basin-package.md).
// Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), PORTAL_DATA, SEED_SCALE and SEED.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeFeedImport, importPackageFeeds } from '../basin/feedFiles';
import { basinLoaded, describeChanges, loadPackage } from '../basin/load';
import { formatPackageError, readPackage } from '../basin/read';
import { EMPTY_PACKAGE_DIR, portalData, REPO_ROOT } from '../config';
import { openDatabase, type Database } from '../db';
import { migrate } from '../db/migrate';
import { DEFAULT_SEED, MAX_SCALE, seedDatabase, type SeedProgress } from '../generator';
import { databaseSettings } from '../settings';
import { BASELINE_PERIOD } from '../domain';
import { computePeriod } from '../summary/summaryPeriods';

function options() {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: process.env.SEED_SCALE ?? '1' },
      seed: { type: 'string', default: process.env.SEED ?? String(DEFAULT_SEED) },
      force: { type: 'boolean', default: false },
    },
  });
  const scale = Number(values.scale);
  if (!(scale > 0 && scale <= MAX_SCALE)) throw new Error(`--scale must be a number in (0, ${MAX_SCALE}], got '${values.scale}'`);
  return { scale, seed: values.seed, force: values.force };
}

/** One line per table and at most one per second in between, rewritten in place on a terminal. */
function progressPrinter(): (progress: SeedProgress) => void {
  let lastTable = '';
  let lastPrint = 0;
  return ({ table, rows, percent }) => {
    const now = Date.now();
    if (table === lastTable && now - lastPrint < 1000) return;
    if (table !== lastTable && lastTable && process.stderr.isTTY) process.stderr.write('\n');
    lastTable = table;
    lastPrint = now;
    const line = `  seeding ${percent.toFixed(0).padStart(3)}%  ${table}: ${rows.toLocaleString('en-US')} rows`;
    process.stderr.write(process.stderr.isTTY ? `\r${line.padEnd(70)}` : `${line}\n`);
  };
}

/** Loads a basin package into a database that never had a basin; false when the package has errors. */
async function loadFolder(db: Database, folder: string): Promise<boolean> {
  const { basinPackage, errors } = await readPackage(folder);
  if (errors.length > 0) {
    process.stderr.write(`The basin package ${folder} has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was loaded:\n`);
    for (const error of errors) process.stderr.write(`  ${formatPackageError(error)}\n`);
    return false;
  }
  const outcome = await loadPackage(db, basinPackage);
  process.stderr.write(`Loaded the basin package ${folder} (${(outcome.milliseconds / 1000).toFixed(1)} s):\n`);
  for (const line of describeChanges(outcome)) process.stderr.write(`  ${line}\n`);
  const feeds = await importPackageFeeds(db, folder);
  if (feeds) for (const line of describeFeedImport(feeds)) process.stderr.write(`  ${line}\n`);
  return true;
}

async function main(): Promise<void> {
  const { scale, seed, force } = options();
  const settings = databaseSettings();
  const where = settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`;
  const data = portalData();
  const db = await openDatabase(settings);
  try {
    process.stderr.write(`Database: ${where}\n`);
    if (data.kind !== 'demo') {
      await migrate(db);
      if (!force && (await basinLoaded(db))) {
        process.stderr.write('Database already has a basin; not loading PORTAL_DATA again (npm run load-basin -- <folder> updates it).\n');
        return;
      }
      if (!(await loadFolder(db, data.kind === 'empty' ? EMPTY_PACKAGE_DIR : data.folder))) process.exitCode = 1;
      else await computeBaseline(db);
      return;
    }
    const packageFolder = path.join(REPO_ROOT, '.data', 'demo-basin');
    const outcome = await seedDatabase(db, { scale, seed, force, packageFolder, onProgress: progressPrinter() });
    if (process.stderr.isTTY && outcome.seeded) process.stderr.write('\n');
    if (!outcome.seeded) {
      process.stderr.write('Database already has data; not seeding (use --force to replace it).\n');
      return;
    }
    const total = Object.values(outcome.rows).reduce((sum, rows) => sum + rows, 0);
    process.stderr.write(
      `Seeded ${total.toLocaleString('en-US')} rows (scale ${scale}, seed ${seed}) in ${(outcome.milliseconds / 1000).toFixed(1)} s: ` +
        `${outcome.rows.results?.toLocaleString('en-US')} results, ${outcome.rows.telemetry_readings?.toLocaleString('en-US')} telemetry readings\n`,
    );
    process.stderr.write(`The demo basin's package is kept in ${packageFolder} (an example of a complete package).\n`);
    await computeBaseline(db);
  } finally {
    await db.end();
  }
}

/** The map's statistics need a summary from the start: the baseline period (spec 01 §9). */
async function computeBaseline(db: Database): Promise<void> {
  process.stderr.write(`Computing the water-quality summary for ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end}…\n`);
  const summary = await computePeriod(db, BASELINE_PERIOD);
  if (summary) process.stderr.write(`Summary: ${summary.rows.length.toLocaleString('en-US')} rows for ${summary.series.toLocaleString('en-US')} series in ${(summary.milliseconds / 1000).toFixed(1)} s\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
