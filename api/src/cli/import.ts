// `node dist/cli/import.js [--strict] [--dry-run] <files...>` (`npm run import -- ...` at the root):
// imports Water Quality Portal downloads (docs/import.md) in one transaction and prints the report.
// Exit code 1 when nothing was imported (a refused file, --strict with rejected rows, a failure).
// Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), as the seeder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { BASELINE_PERIOD } from '../domain';
import { databaseSettings } from '../settings';
import { computePeriod } from '../summary/summaryPeriods';
import { importFiles, type ImportReport } from '../wqx/import/importer';

const LISTED_REJECTIONS = 50;
const USAGE = 'usage: npm run import -- [--strict] [--dry-run] <file.csv|file.tsv> [more files...]';

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { strict: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  // `npm run` starts scripts in the package's folder; relative paths are the caller's.
  const base = process.env.INIT_CWD ?? process.cwd();
  return { strict: values.strict, dryRun: values['dry-run'], help: values.help, files: positionals.map((file) => path.resolve(base, file)) };
}

const count = (value: number) => value.toLocaleString('en-US');

function printReport(report: ImportReport): void {
  const out = (line: string) => process.stdout.write(`${line}\n`);
  for (const file of report.files) out(`  ${file.name}: ${file.kind}, ${count(file.rows)} rows`);
  out(
    `Added ${count(report.added)} results, ${count(report.alreadyPresent)} already present, ${count(report.rejected)} rejected; ` +
      `${count(report.sitesCreated)} new sites, ${count(report.organizationsCreated)} new organizations (${(report.milliseconds / 1000).toFixed(1)} s).`,
  );
  if (report.nonDetectsWithoutLimit > 0) {
    out(
      `${count(report.nonDetectsWithoutLimit)} non-detects without a detection limit kept as such (no value: left out of medians, percentiles, ` +
        'trends and means until a ResultDetectionQuantitationLimit file fills them in).',
    );
  }
  if (report.detectionLimitsFilled > 0 || report.detectionLimitsNotUsed > 0) {
    out(
      `Detection limits: ${count(report.detectionLimitsFilled)} results filled in, of which ${count(report.nonDetectsLimitFilled)} non-detects ` +
        `of unknown limit; ${count(report.detectionLimitsNotUsed)} limit rows not used (limit known already, another chosen, or an upper limit).`,
    );
  }
  if (report.afterCommitError) {
    out(`Committed, but the rebuilds after the commit stopped (the API's next start or the next import finishes them): ${report.afterCommitError}`);
  } else if (report.added > 0) {
    out(
      `After the commit: series views and summaries rebuilt (${(report.refreshMilliseconds / 1000).toFixed(1)} s), ` +
        `record counts of Query & Download rebuilt (${(report.countsMilliseconds / 1000).toFixed(1)} s).`,
    );
  }
  if (report.rejected > 0) {
    out('Rejected rows (file:line, column: reason):');
    for (const row of report.rejectedRows.slice(0, LISTED_REJECTIONS)) out(`  ${row.file}:${row.line}, ${row.column}: ${row.reason}`);
    if (report.rejected > LISTED_REJECTIONS) out(`  ... and ${count(report.rejected - LISTED_REJECTIONS)} more`);
  }
}

async function main(): Promise<void> {
  const { strict, dryRun, help, files } = options();
  if (help || files.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = help ? 0 : 1;
    return;
  }
  const settings = databaseSettings();
  const db = await openDatabase(settings);
  try {
    process.stderr.write(`Database: ${settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`}\n`);
    await migrate(db);
    const report = await importFiles(
      db,
      files.map((file) => ({ name: path.basename(file), path: file })),
      { strict, dryRun, maxReported: LISTED_REJECTIONS, onProgress: (rows) => process.stderr.write(`  ${count(rows)} rows read\n`) },
    );
    printReport(report);
    if (!report.committed) {
      process.stdout.write(dryRun ? 'Dry run: nothing was changed.\n' : 'Strict: rows were rejected, so nothing was changed.\n');
      process.exitCode = dryRun ? 0 : 1;
      return;
    }
    if ((report.added > 0 || report.detectionLimitsFilled > 0) && !report.afterCommitError) {
      // The map's statistics need the baseline summary; the import made it stale (docs/import.md).
      const summary = await computePeriod(db, BASELINE_PERIOD);
      if (summary) process.stderr.write(`Summary for ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end} recomputed in ${(summary.milliseconds / 1000).toFixed(1)} s\n`);
    }
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Import failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
