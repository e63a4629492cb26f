// `npm run load-basin -- [--dry-run] <folder>`: checks a basin package whole (docs/basin-package.md),
// then loads it in one transaction so the portal's basin is what the package says, then its feeds/ files
// through the import (basin/feedFiles.ts), and recomputes the baseline summary. Nothing is written when the package has any error: each is printed with its file,
// line and column, and the exit code is 1.
// Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), as the seeder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { describeFeedImport, importPackageFeeds, packageFeedFiles } from '../basin/feedFiles';
import { describeChanges, loadPackage } from '../basin/load';
import { formatPackageError, readPackage } from '../basin/read';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { BASELINE_PERIOD } from '../domain';
import { databaseSettings } from '../settings';
import { computePeriod } from '../summary/summaryPeriods';

const USAGE = 'usage: npm run load-basin -- [--dry-run] <package folder>';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  // `npm run` starts scripts in the package's folder; relative paths are the caller's.
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  process.stderr.write(`Checking ${folder}…\n`);
  const { basinPackage, errors } = await readPackage(folder);
  if (errors.length > 0) {
    process.stdout.write(`The package has ${errors.length} error${errors.length === 1 ? '' : 's'}; nothing was loaded:\n`);
    for (const error of errors) process.stdout.write(`  ${formatPackageError(error)}\n`);
    process.exitCode = 1;
    return;
  }
  const settings = databaseSettings();
  const db = await openDatabase(settings);
  try {
    process.stderr.write(`Database: ${settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`}\n`);
    await migrate(db);
    const outcome = await loadPackage(db, basinPackage, { dryRun: values['dry-run'] });
    process.stdout.write(`${outcome.committed ? 'Loaded' : 'Dry run: would load'} ${folder} (${(outcome.milliseconds / 1000).toFixed(1)} s):\n`);
    for (const line of describeChanges(outcome)) process.stdout.write(`  ${line}\n`);
    let feedsChanged = false;
    if (outcome.committed) {
      const feeds = await importPackageFeeds(db, folder);
      if (feeds) for (const line of describeFeedImport(feeds)) process.stdout.write(`  ${line}\n`);
      feedsChanged = feeds !== null && feeds.feedValues.added + feeds.feedValues.revised > 0;
    } else if ((await packageFeedFiles(folder)).length > 0) {
      process.stdout.write('  feeds/: its files load after the tables, when the package is loaded (not in a dry run)\n');
    }
    if (outcome.committed && (outcome.changed || feedsChanged)) {
      const summary = await computePeriod(db, BASELINE_PERIOD);
      if (summary) process.stderr.write(`Summary for ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end} computed in ${(summary.milliseconds / 1000).toFixed(1)} s\n`);
    }
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Loading the package failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
