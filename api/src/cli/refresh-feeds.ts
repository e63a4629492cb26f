// `node dist/cli/refresh-feeds.js [--source <id>]...` (`npm run refresh-feeds` at the root): asks each
// feed source the basin package configures (feeds.json, loaded into feed_sources) for what is new since
// its last value, and for what the agency revised, and loads it through the import (docs/feeds.md "Kept
// current"). Prints a report per source; a failing source is reported and the others still load.
// Exit code 1 when any source failed (or the run could not start).
// Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), as the seeder; FEEDS_TIMEOUT_SECONDS
// (default 60) how long one request to a service may take.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { FEED_FORMAT_NAMES } from '../feeds/formats';
import { DEFAULT_FETCH_SETTINGS } from '../feeds/refresh/fetchPages';
import { refreshFeeds, type SourceReport } from '../feeds/refresh/refresh';
import { readFeedSources } from '../feeds/refresh/sources';
import { databaseSettings } from '../settings';

const USAGE = 'usage: npm run refresh-feeds -- [--source <id>]...   (the sources of the basin package\'s feeds.json; all by default)';

const count = (value: number) => value.toLocaleString('en-US');
const out = (line: string) => process.stdout.write(`${line}\n`);

/** FEEDS_TIMEOUT_SECONDS: how long one request may take. */
function timeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const text = env.FEEDS_TIMEOUT_SECONDS;
  if (text === undefined || text === '') return DEFAULT_FETCH_SETTINGS.timeoutMs;
  const seconds = Number(text);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`FEEDS_TIMEOUT_SECONDS must be a number of seconds above 0, not '${text}'`);
  return seconds * 1000;
}

function printReport(report: SourceReport): void {
  const period = `${report.start} to ${report.end}${report.revisions ? ', revisions sought' : ''}`;
  out(`${report.source} (${FEED_FORMAT_NAMES[report.format]}), ${period}:`);
  if (report.error !== null || report.counts === null) {
    out(`  FAILED: ${report.error ?? 'no report'}`);
    return;
  }
  const { added, revised, unchanged, pending, rejected } = report.counts;
  out(
    `  ${count(report.pages)} page${report.pages === 1 ? '' : 's'}: ${count(added)} added, ${count(revised)} revised by the agency (replaced), ` +
      `${count(unchanged)} unchanged, ${count(pending)} pending (held for staff), ${count(rejected)} rejected` +
      `${report.newestValue ? `; newest value ${report.newestValue}` : ''}`,
  );
  if (report.pendingValues.length > 0) {
    out('  Held values wait for (map them with `npm run import -- --aliases` or on the Import Data page):');
    for (const value of report.pendingValues) out(`    ${value.kind}: '${value.value}', ${count(value.rows)} rows`);
  }
  for (const row of report.rejectedRows) out(`  rejected ${row.file}:${row.line}, ${row.column}: ${row.reason}`);
  if (rejected > report.rejectedRows.length) out(`  ... and ${count(rejected - report.rejectedRows.length)} more rejected`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { source: { type: 'string', multiple: true }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    process.stderr.write(`${USAGE}\n`);
    return;
  }
  const fetch = { timeoutMs: timeoutMs() };
  const settings = databaseSettings();
  const db = await openDatabase(settings);
  try {
    process.stderr.write(`Database: ${settings.databaseUrl ? 'PostgreSQL' : `PGlite (${settings.dataDir})`}\n`);
    await migrate(db);
    const configured = (await readFeedSources(db)).map((source) => source.id);
    const unknown = (values.source ?? []).filter((id) => !configured.includes(id));
    if (unknown.length > 0) throw new Error(`no source ${unknown.join(', ')}: the configured sources are ${configured.join(', ') || 'none'}`);
    if (configured.length === 0) {
      out('No feed sources: the basin package has no feeds.json, or it lists none (docs/feeds.md "Kept current").');
      return;
    }
    const reports = await refreshFeeds(db, { sources: values.source, fetch });
    for (const report of reports) printReport(report);
    const failed = reports.filter((report) => report.error !== null).length;
    if (failed > 0) {
      out(`${failed} of ${reports.length} sources failed.`);
      process.exitCode = 1;
    }
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Refreshing the feeds failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
