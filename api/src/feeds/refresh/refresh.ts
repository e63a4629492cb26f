// Keeps the configured feeds current (docs/feeds.md "Kept current", `npm run refresh-feeds`): each source
// in feed_sources is asked for the period window.ts chooses, its answer goes through the import as a
// feed file would (importFiles: values added or revised, unknown sites and parameters held for staff),
// and what the run saw is remembered in feed_source_state. One import per source, so a source that fails
// (no answer, an HTTP error, an answer that is not its format, an import that fails) changes nothing of
// its own, is reported, and the other sources still load.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db/types';
import type { PendingValueCount } from '../../schemas/import';
import { importFiles, type ImportFile, type RejectedRow } from '../../wqx/import/importer';
import { FEED_FORMAT_NAMES, feedFormatOf, readFeed, type FeedFormat } from '../formats';
import type { FeedRow } from '../readers/types';
import { DEFAULT_FETCH_SETTINGS, fetchPages, type FetchSettings } from './fetchPages';
import { formatPeriod, readFeedSources, refreshSettings, requestUrl, shownUrl, type FeedSource } from './sources';
import { instantOf, requestWindow, revisionsDue, type SourceHistory } from './window';

/** Rejected rows and pending values a report lists (all are counted). */
const LISTED = 20;
/** The start of a page that feedFormatOf reads (files.ts reads as much of a file). */
const HEAD_CHARACTERS = 64 * 1024;

const FILE_EXTENSIONS: Readonly<Record<FeedFormat, string>> = {
  nwisRdb: 'rdb',
  usgsWaterDataContinuous: 'json',
  usgsWaterDataDaily: 'json',
  ghcnDaily: 'csv',
  cocorahs: 'csv',
  plainCsv: 'csv',
};

export interface RefreshCounts {
  /** Values the portal did not have. */
  added: number;
  /** Values the agency changed since they were stored (a provisional value approved), replaced. */
  revised: number;
  /** Values stored the same already. */
  unchanged: number;
  /** Values held for staff: their site, parameter or unit is unknown to the portal. */
  pending: number;
  /** Values refused, each with its reason (rejectedRows). */
  rejected: number;
}

/** What one run did with one source: stored as its last report, printed by the CLI. */
export interface SourceReport {
  source: string;
  format: FeedFormat;
  /** The period asked for, as the URL wrote it. */
  start: string;
  end: string;
  /** Whether the run reached back for revisions (window.ts). */
  revisions: boolean;
  url: string;
  /** Pages the service answered with. */
  pages: number;
  /** Null when the source failed. */
  counts: RefreshCounts | null;
  /** Why the source failed, or null. */
  error: string | null;
  pendingValues: PendingValueCount[];
  rejectedRows: RejectedRow[];
  /** The newest value of the answer (ISO), or null when it had none. */
  newestValue: string | null;
  /** When the run started (ISO). */
  ranAt: string;
}

export interface RefreshOptions {
  /** The run's time (tests set it). */
  now?: Date;
  fetch?: Partial<FetchSettings>;
  /** Only these sources (ids); all when absent. */
  sources?: readonly string[];
}

/** The source as configured at a run: another format, URL or set of sites starts it over. */
interface Configured {
  format: string;
  url: string;
  sites: string[];
}

interface StoredState {
  newest_by_site: Record<string, string>;
  revisions_checked_at: Date | null;
  configured: Configured | null;
}

/** What the earlier runs saw: the newest value of each site their answers named, when revisions were last sought. */
interface SeenHistory {
  newestBySite: Record<string, string>;
  revisionsCheckedAt: Date | null;
}

const configuredOf = (source: FeedSource): Configured => ({ format: source.format, url: source.url, sites: [...source.sites] });
const sameConfiguration = (a: Configured | null, b: Configured) => a !== null && a.format === b.format && a.url === b.url && a.sites.join('\u0000') === b.sites.join('\u0000');

/** The earlier runs' history; null for a source new to the refresher, or configured otherwise since. */
async function seenHistory(db: Database, source: FeedSource): Promise<SeenHistory | null> {
  const { rows } = await db.query<StoredState>('SELECT newest_by_site, revisions_checked_at, configured FROM feed_source_state WHERE source_id = $1', [source.id]);
  const state = rows[0];
  if (!state || !sameConfiguration(state.configured, configuredOf(source))) return null;
  return { newestBySite: state.newest_by_site, revisionsCheckedAt: state.revisions_checked_at };
}

/** The portal's locations of the feed's site identifiers ($1): by identifier, or by the alias staff gave one. */
const SITE_LOCATIONS = `sites AS (
  SELECT i.identifier AS site, i.location_id FROM location_identifiers i WHERE i.identifier = ANY($1::text[])
  UNION
  SELECT s.site, a.target::integer FROM unnest($1::text[]) AS s(site)
    JOIN import_aliases a ON a.kind = 'site' AND lower(trim(a.value)) = lower(trim(s.site)) AND a.target ~ '^[0-9]+$'
)`;

/**
 * The newest value stored at each of the sites that are the portal's (a reading of any parameter, or a
 * day's rain at its 00:00 UTC); null for such a site with none. Sites the portal does not know are left
 * out: their values wait for staff.
 */
async function storedNewest(db: Database, sites: readonly string[]): Promise<Map<string, number | null>> {
  const { rows } = await db.query<{ site: string; newest: Date | null }>(
    `WITH ${SITE_LOCATIONS}
     SELECT s.site, greatest(
       -- Each parameter's newest reading through the primary key, rather than every reading of the site.
       (SELECT max(latest.reading_time) FROM parameters p CROSS JOIN LATERAL (
          SELECT t.reading_time FROM telemetry_readings t WHERE t.location_id = s.location_id AND t.parameter_id = p.id ORDER BY t.reading_time DESC LIMIT 1) latest),
       (SELECT (max(r.precip_date)::text || 'T00:00:00Z')::timestamptz FROM precipitation r WHERE r.location_id = s.location_id)
     ) AS newest
     FROM sites s`,
    [sites],
  );
  const newest = new Map<string, number | null>();
  for (const row of rows) {
    const time = row.newest?.getTime() ?? null;
    const before = newest.get(row.site);
    newest.set(row.site, before === undefined || before === null ? time : time === null ? before : Math.max(before, time));
  }
  return newest;
}

/** The history a window is chosen from: each site's newest value seen, unless less of it is still stored (a package load removed values). */
async function windowHistory(db: Database, seen: SeenHistory): Promise<SourceHistory> {
  const stored = await storedNewest(db, Object.keys(seen.newestBySite));
  const newestBySite = Object.fromEntries(
    Object.entries(seen.newestBySite).map(([site, time]): [string, string | null] => {
      const kept = stored.get(site);
      if (kept === undefined) return [site, time];
      return [site, kept === null ? null : new Date(Math.min(instantOf(time), kept)).toISOString()];
    }),
  );
  return { newestBySite, revisionsCheckedAt: seen.revisionsCheckedAt };
}

/** The oldest provisional or estimated value stored since `floor` at the source's sites (a gauge's reading or a rain gauge's day). */
async function oldestUnapproved(db: Database, sites: readonly string[], floor: Date): Promise<Date | null> {
  const { rows } = await db.query<{ oldest: Date | null }>(
    `WITH ${SITE_LOCATIONS}
     SELECT least(
       (SELECT min(reading_time) FROM telemetry_readings
         WHERE location_id IN (SELECT location_id FROM sites) AND status <> 'approved' AND reading_time >= $2::timestamptz),
       (SELECT (min(precip_date)::text || 'T00:00:00Z')::timestamptz FROM precipitation
         WHERE location_id IN (SELECT location_id FROM sites) AND status <> 'approved' AND precip_date >= ($2::timestamptz AT TIME ZONE 'UTC')::date)
     ) AS oldest`,
    [sites, floor.toISOString()],
  );
  return rows[0]?.oldest ?? null;
}

/** The sites' newest values, with the rows of this answer. */
function newestBySite(before: Readonly<Record<string, string>>, rows: readonly FeedRow[]): Record<string, string> {
  const newest = new Map(Object.entries(before).map(([site, time]) => [site, instantOf(time)]));
  for (const row of rows) {
    const time = instantOf(row.time);
    if (Number.isFinite(time) && time > (newest.get(row.site) ?? -Infinity)) newest.set(row.site, time);
  }
  return Object.fromEntries([...newest].map(([site, time]) => [site, new Date(time).toISOString()]));
}

/** A source's answer: its pages that hold anything, each checked to be the source's format. */
function answerPages(source: FeedSource, pages: readonly string[]): { text: string; rows: FeedRow[] }[] {
  const ghcnUnits = source.options.ghcnUnits;
  const answered = pages.map((text, index) => ({ text, page: index + 1, read: readFeed(text, source.format, { ghcnUnits }) }));
  // An empty page, or one without rows or problems, is an answer of nothing new (a header alone, an empty FeatureCollection).
  const holding = answered.filter(({ text, read }) => text.trim() !== '' && read.rows.length + read.problems.length > 0);
  for (const { text, page } of holding) {
    const format = feedFormatOf(text.slice(0, HEAD_CHARACTERS));
    if (format !== source.format) {
      const what = format ? FEED_FORMAT_NAMES[format] : 'of no feed format';
      throw new Error(`page ${page} of the answer is not ${FEED_FORMAT_NAMES[source.format]} but ${what}: it starts ${JSON.stringify(text.trim().slice(0, 80))}`);
    }
  }
  return holding.map(({ text, read }) => ({ text, rows: read.rows }));
}

async function saveSuccess(db: Database, source: FeedSource, now: Date, seen: SeenHistory | null, revisions: boolean, newest: Record<string, string>, report: SourceReport): Promise<void> {
  const times = Object.values(newest).map(instantOf);
  await db.query(
    `INSERT INTO feed_source_state (source_id, last_run_at, last_success_at, newest_value_at, newest_by_site, revisions_checked_at, configured, last_report)
     SELECT $1, $2, $2, $3, $4, $5, $6, $7 WHERE EXISTS (SELECT 1 FROM feed_sources WHERE id = $1)
     ON CONFLICT (source_id) DO UPDATE SET
       last_run_at = EXCLUDED.last_run_at, last_success_at = EXCLUDED.last_success_at, newest_value_at = EXCLUDED.newest_value_at,
       newest_by_site = EXCLUDED.newest_by_site, revisions_checked_at = EXCLUDED.revisions_checked_at,
       configured = EXCLUDED.configured, last_report = EXCLUDED.last_report`,
    [
      source.id, now, times.length > 0 ? new Date(Math.max(...times)) : null, JSON.stringify(newest),
      revisions ? now : (seen?.revisionsCheckedAt ?? null), JSON.stringify(configuredOf(source)), JSON.stringify(report),
    ],
  );
}

/** A failed run changes nothing the next run reads but its report. */
async function saveFailure(db: Database, source: FeedSource, now: Date, report: SourceReport): Promise<void> {
  await db.query(
    `INSERT INTO feed_source_state (source_id, last_run_at, last_report)
     SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM feed_sources WHERE id = $1)
     ON CONFLICT (source_id) DO UPDATE SET last_run_at = EXCLUDED.last_run_at, last_report = EXCLUDED.last_report`,
    [source.id, now, JSON.stringify(report)],
  );
}

async function refreshSource(db: Database, source: FeedSource, now: Date, fetchSettings: FetchSettings): Promise<SourceReport> {
  const settings = refreshSettings(source);
  const seen = await seenHistory(db, source);
  const history = seen && (await windowHistory(db, seen));
  const { due, floor } = revisionsDue(settings, history, now);
  const oldest = history && due && floor ? await oldestUnapproved(db, Object.keys(history.newestBySite), floor) : null;
  const window = requestWindow(settings, history, now, oldest);
  const period = formatPeriod(window.start, window.end, settings.times);
  const url = requestUrl(source, period);
  const report: SourceReport = {
    source: source.id, format: source.format, ...period, revisions: window.revisions, url: shownUrl(url), pages: 0,
    counts: null, error: null, pendingValues: [], rejectedRows: [], newestValue: null, ranAt: now.toISOString(),
  };
  let folder: string | undefined;
  try {
    const pages = await fetchPages(url, source.format, fetchSettings);
    report.pages = pages.length;
    const answer = answerPages(source, pages);
    folder = await mkdtemp(path.join(tmpdir(), `feed-${source.id}-`));
    const files: ImportFile[] = [];
    for (const [index, { text }] of answer.entries()) {
      const name = `${source.id}${answer.length > 1 ? `-${index + 1}` : ''}.${FILE_EXTENSIONS[source.format]}`;
      await writeFile(path.join(folder, name), text);
      files.push({ name, path: path.join(folder, name) });
    }
    const imported = files.length > 0 ? await importFiles(db, files, { feed: { ghcnUnits: source.options.ghcnUnits }, maxReported: LISTED }) : null;
    const rows = answer.flatMap((page) => page.rows);
    const newest = newestBySite(seen?.newestBySite ?? {}, rows);
    const answerNewest = rows.map((row) => instantOf(row.time)).filter(Number.isFinite);
    Object.assign(report, {
      counts: { ...(imported?.feedValues ?? { added: 0, revised: 0, unchanged: 0 }), pending: imported?.pending ?? 0, rejected: imported?.rejected ?? 0 },
      pendingValues: imported?.pendingValues.slice(0, LISTED) ?? [],
      rejectedRows: imported?.rejectedRows ?? [],
      newestValue: answerNewest.length > 0 ? new Date(Math.max(...answerNewest)).toISOString() : null,
    });
    await saveSuccess(db, source, now, seen, window.revisions, newest, report);
  } catch (error) {
    report.error = error instanceof Error ? error.message : String(error);
    await saveFailure(db, source, now, report);
  } finally {
    if (folder) await rm(folder, { recursive: true, force: true });
  }
  return report;
}

/** Refreshes every configured source (or those named), one after the other; a failing source does not stop the others. */
export async function refreshFeeds(db: Database, options: RefreshOptions = {}): Promise<SourceReport[]> {
  const now = options.now ?? new Date();
  const fetchSettings = { ...DEFAULT_FETCH_SETTINGS, ...options.fetch };
  const sources = (await readFeedSources(db)).filter((source) => !options.sources || options.sources.includes(source.id));
  const reports: SourceReport[] = [];
  for (const source of sources) reports.push(await refreshSource(db, source, now, fetchSettings));
  return reports;
}
