// `node dist/cli/import.js [--strict] [--dry-run] <files...>` (`npm run import -- ...` at the root):
// imports Water Quality Portal downloads and the authority's lab results (docs/import.md) in one
// transaction and prints the report. Rows waiting for an unknown value are held: `--pending` lists
// those values, `--aliases <file.csv>` maps them (or adds them as new) and `--accept-new` adds every
// unknown characteristic as a new parameter; both then load the held rows.
// Gauge and rain-gauge feed files (docs/feeds.md) go in the same way; --ghcn-units says what a GHCN-Daily
// file's PRCP is in (the file does not say).
// Exit code 1 when nothing was imported (a refused file or aliases file, --strict with rejected rows, a failure).
// Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), as the seeder.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import type { Database } from '../db/types';
import { BASELINE_PERIOD } from '../domain';
import { FieldError } from '../apiProblem';
import type { PendingValueCount, ResolutionReport } from '../schemas/import';
import { databaseSettings } from '../settings';
import type { GhcnUnits } from '../feeds/readers/ghcnDaily';
import { computePeriod } from '../summary/summaryPeriods';
import { importFiles, type ImportReport, type RejectedRow } from '../wqx/import/importer';
import { parseAliases, pendingValues, resolvePending } from '../wqx/import/pending';

const LISTED_REJECTIONS = 50;
const GHCN_UNITS: readonly GhcnUnits[] = ['standard', 'metric', 'stored'];
const USAGE = [
  'usage: npm run import -- [--strict] [--dry-run] [--ghcn-units standard|metric|stored] <file> [more files...]',
  '       (WQP and lab result files, station and detection-limit files; gauge feeds: NWIS RDB, USGS Water Data, GHCN-Daily, CoCoRaHS, plain CSV)',
  '       npm run import -- --pending                 list the values held rows wait for',
  '       npm run import -- [--aliases <aliases.csv>] [--accept-new] [files...]   resolve them and load the held rows',
].join('\n');

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      strict: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      pending: { type: 'boolean', default: false },
      aliases: { type: 'string' },
      'accept-new': { type: 'boolean', default: false },
      'ghcn-units': { type: 'string', default: 'standard' },
      help: { type: 'boolean', default: false },
    },
  });
  // `npm run` starts scripts in the package's folder; relative paths are the caller's.
  const base = process.env.INIT_CWD ?? process.cwd();
  return {
    strict: values.strict,
    dryRun: values['dry-run'],
    pending: values.pending,
    aliases: values.aliases === undefined ? undefined : path.resolve(base, values.aliases),
    acceptNew: values['accept-new'],
    ghcnUnits: values['ghcn-units'],
    help: values.help,
    files: positionals.map((file) => path.resolve(base, file)),
  };
}

const count = (value: number) => value.toLocaleString('en-US');
const out = (line: string) => process.stdout.write(`${line}\n`);

/** The rows of a pending value: kind, value (fraction), rows. */
const pendingLine = (value: PendingValueCount) => `  ${value.kind}: '${value.value}'${value.fraction ? ` (fraction '${value.fraction}')` : ''}, ${count(value.rows)} rows`;

function printRejected(rejected: number, rows: readonly RejectedRow[]): void {
  if (rejected === 0) return;
  out('Rejected rows (file:line, column: reason):');
  for (const row of rows.slice(0, LISTED_REJECTIONS)) out(`  ${row.file}:${row.line}, ${row.column}: ${row.reason}`);
  if (rejected > LISTED_REJECTIONS) out(`  ... and ${count(rejected - LISTED_REJECTIONS)} more`);
}

function printReport(report: ImportReport): void {
  for (const file of report.files) out(`  ${file.name}: ${file.kind}, ${count(file.rows)} rows`);
  out(
    `Added ${count(report.added)} results, ${count(report.alreadyPresent)} already present, ${count(report.pending)} pending (held for review), ` +
      `${count(report.rejected)} rejected; ${count(report.sitesCreated)} new sites, ${count(report.organizationsCreated)} new organizations ` +
      `(${(report.milliseconds / 1000).toFixed(1)} s).`,
  );
  const feed = report.feedValues;
  if (report.files.some((file) => file.kind === 'feed')) {
    out(`Feed values: ${count(feed.added)} added, ${count(feed.revised)} revised by the agency since stored (replaced), ${count(feed.unchanged)} stored the same already.`);
  }
  if (report.pending > 0) {
    out('Held rows wait for these values (map them with --aliases, or --accept-new; --pending lists them all):');
    for (const value of report.pendingValues) out(pendingLine(value));
  }
  const retried = report.heldRowsRetried;
  if (retried.loaded + retried.alreadyPresent + retried.rejected > 0) {
    out(`Rows held before: ${count(retried.loaded)} loaded, ${count(retried.alreadyPresent)} already present, ${count(retried.rejected)} rejected, ${count(retried.stillPending)} still pending.`);
  }
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
  printRejected(report.rejected + retried.rejected, report.rejectedRows);
}

function printResolution(report: ResolutionReport): void {
  out(
    `${count(report.aliases)} aliases written, ${count(report.parametersCreated)} parameters and ${count(report.sitesCreated)} sites added. ` +
      `Held rows: ${count(report.loaded)} loaded, ${count(report.alreadyPresent)} already present, ${count(report.rejected)} rejected, ${count(report.stillPending)} still pending.`,
  );
  if (report.pendingValues.length > 0) {
    const sites = report.pendingValues.some((value) => value.kind === 'site');
    out(`Still pending${sites ? ' (a site needs a target, or target new with latitude and longitude, in the aliases file)' : ''}:`);
    for (const value of report.pendingValues) out(pendingLine(value));
  }
  if (report.afterCommitError) out(`Committed, but the rebuilds after the commit stopped (the API's next start or the next import finishes them): ${report.afterCommitError}`);
  printRejected(report.rejected, report.rejectedRows);
}

/** The map's statistics need the baseline summary; writing results made it stale (docs/import.md). */
async function recomputeBaseline(db: Database): Promise<void> {
  const summary = await computePeriod(db, BASELINE_PERIOD);
  if (summary) process.stderr.write(`Summary for ${BASELINE_PERIOD.start} to ${BASELINE_PERIOD.end} recomputed in ${(summary.milliseconds / 1000).toFixed(1)} s\n`);
}

async function main(): Promise<void> {
  const { strict, dryRun, pending, aliases, acceptNew, ghcnUnits, help, files } = options();
  if (!GHCN_UNITS.includes(ghcnUnits as GhcnUnits)) throw new FieldError('--ghcn-units', 'import.ghcnUnits', { value: ghcnUnits, values: GHCN_UNITS.join(', ') });
  const resolving = aliases !== undefined || acceptNew;
  if (help || (files.length === 0 && !pending && !resolving)) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = help ? 0 : 1;
    return;
  }
  // Read before the database opens: a refused aliases file changes nothing.
  const resolutions = aliases === undefined ? [] : parseAliases(await readFile(aliases, 'utf8'), path.basename(aliases));
  const settings = databaseSettings();
  const db = await openDatabase(settings);
  try {
    process.stderr.write(`Database: ${settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`}\n`);
    await migrate(db);
    let written = false;
    if (files.length > 0) {
      const report = await importFiles(
        db,
        files.map((file) => ({ name: path.basename(file), path: file })),
        { strict, dryRun, feed: { ghcnUnits: ghcnUnits as GhcnUnits }, maxReported: LISTED_REJECTIONS, onProgress: (rows) => process.stderr.write(`  ${count(rows)} rows read\n`) },
      );
      printReport(report);
      if (!report.committed) {
        out(dryRun ? 'Dry run: nothing was changed.' : 'Strict: rows were rejected, so nothing was changed.');
        process.exitCode = dryRun ? 0 : 1;
        return;
      }
      written = (report.added > 0 || report.heldRowsRetried.loaded > 0 || report.detectionLimitsFilled > 0) && !report.afterCommitError;
    }
    if (resolving) {
      const label = (index: number) => (aliases ? `${path.basename(aliases)}:${index + 2}` : `mapping ${index + 1}`);
      const report = await resolvePending(db, resolutions, { acceptNew, maxReported: LISTED_REJECTIONS, label });
      printResolution(report);
      written ||= report.loaded > 0 && !report.afterCommitError;
    }
    if (pending) {
      const values = await pendingValues(db);
      out(values.length === 0 ? 'No pending values: no row is held.' : 'Pending values (kind: value (fraction), held rows; first file):');
      for (const value of values) out(`${pendingLine(value)}; ${value.firstFile}`);
    }
    if (written) await recomputeBaseline(db);
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  const where = error instanceof FieldError ? `${error.field}: ` : '';
  process.stderr.write(`Import failed: ${where}${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
