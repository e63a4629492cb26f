// Imports Water Quality Portal files (issue 18) and the authority's lab results: station files first
// (their sites), then the result files, all in one transaction. A row waiting for a value the portal
// does not know (a site, characteristic, unit, flow condition or depth category) is held for staff
// (heldRows.ts) and mapped again, by the same path, once that value is known (pending.ts, or a later
// import's station file). Rejected rows are reported with file, line, column and reason; with
// `strict` any of them (and with `dryRun` always) rolls everything back. In the transaction, after an
// import that added results: the periods of record of the touched sites follow and the import notes
// its dates (db/derivedData.ts). After the commit, in transactions of their own: the foreign keys a
// large import added back unchecked are checked, the series views are rebuilt and the water-quality
// summaries of those dates invalidated, then the record counts of Query & Download are rebuilt
// (docs/import.md). So the import's transaction, and the locks it holds, do not last through the
// rebuilds; until they are done, readers see the new results with the series of before (for a moment),
// and exact record counts (stale counts are counted from results, only slower).
import { withoutConstraints } from '../../db/bulkLoad';
import { noteResultsWritten, rebuildAfterResultWrites } from '../../db/derivedData';
import type { Database } from '../../db/types';
import type { PoolClient } from 'pg';
import type { PendingKind, PendingValueCount } from '../../schemas/import';
import { AUTHORITY_ORGANIZATION } from '../vocabulary';
import { ImportCatalog } from './catalog';
import {
  dataRowBatches, heldColumns, locationReader, readHeader, resultReader, stationReader,
  type FileHeader, type ImportFile, type ResultField, type ResultFileKind, type RowReader, type StationField,
} from './files';
import { importDetectionLimits, type DetectionLimitCounts } from './detectionLimits';
import { heldRowBatch, HeldRowWriter, updateHeldRows } from './heldRows';
import { finishImportRecord, startImportRecord, type ImportCaller } from './history';
import { ResultLoader } from './loader';
import { readFile } from 'node:fs/promises';
import { readFeed, type FeedReadOptions } from '../../feeds/formats';
import { feedOutcome, feedRowOfHeld, heldFeedFields, type FeedOutcome } from '../../feeds/importRows';
import { FeedValueWriter, type FeedValueCounts } from '../../feeds/values';
import { addPending, resultRecord, parseNumber, type Held, type KnownSite, type PendingValue, type ResultRecord } from './resultRow';
import { reportMessage } from '../../i18n/apiMessages';

export type { ImportFile } from './files';

export interface RejectedRow {
  file: string;
  /** Line in the file; the header is line 1. */
  line: number;
  column: string;
  reason: string;
}

export interface ImportReport {
  files: { name: string; kind: FileHeader['kind']; rows: number }[];
  added: number;
  alreadyPresent: number;
  /** Rows of result files held for review: a value they carry is unknown (pendingValues); they load once staff resolve it. */
  pending: number;
  rejected: number;
  /** The values this import's held rows wait for, with their counts of rows (most first). */
  pendingValues: PendingValueCount[];
  /** Rows held by earlier imports that this one mapped again (a value of theirs became known: a station file's site). */
  heldRowsRetried: HeldRowsRetried;
  /**
   * Rows of result files kept as non-detects whose detection limit is unknown (a narrowResult 'Not
   * Detected' row has neither value nor limit), added or present already: stored without a value, left
   * out of the statistics that need one until a detection-limit file fills them in.
   */
  nonDetectsWithoutLimit: number;
  /** Results given a detection limit by a ResultDetectionQuantitationLimit file. */
  detectionLimitsFilled: number;
  /** Of which non-detects whose limit was unknown: they now have their limit as their value. */
  nonDetectsLimitFilled: number;
  /** Rows of detection-limit files not used: the result's limit was known already, another of its limits was chosen, or an upper limit. */
  detectionLimitsNotUsed: number;
  /** Values of gauge and rain-gauge feeds (docs/feeds.md): added, revised by the agency since stored, or stored the same already. */
  feedValues: FeedValueCounts;
  /** The first `maxReported` rejected rows (of the files, then of held rows mapped again). */
  rejectedRows: RejectedRow[];
  sitesCreated: number;
  organizationsCreated: number;
  /** False when nothing was kept: a dry run, or `strict` with rejected rows. */
  committed: boolean;
  /** Until the import committed. */
  milliseconds: number;
  /** After the commit, checking the foreign keys of a large import and, when it added results, rebuilding the series views and invalidating the summaries. */
  refreshMilliseconds: number;
  /** After that, rebuilding the record counts of Query & Download (0 when nothing was added). */
  countsMilliseconds: number;
  /**
   * Why the work after the commit stopped, or null. The import is committed all the same; until that
   * work is done the series views are behind (the API's next start or the next import does it).
   */
  afterCommitError: string | null;
}

export interface ImportOptions {
  /** Any rejected row changes nothing. */
  strict?: boolean;
  /** Reports what would happen and changes nothing. */
  dryRun?: boolean;
  /** Rejected rows listed in the report (all are counted). */
  maxReported?: number;
  /** Imports of more bytes load without the row-by-row foreign key checks (default 16 MB; see BULK_IMPORT_BYTES). */
  bulkBytes?: number;
  /** Called every few thousand rows with the rows read so far. */
  onProgress?: (rows: number) => void;
  /** Who runs it: once it commits, the import is in the history (history.ts), its results and held rows carry its id. */
  caller?: ImportCaller;
  /** How feed files are read (a GHCN-Daily file's units). */
  feed?: FeedReadOptions;
}

const PROGRESS_EVERY = 50_000;
/** pg_advisory_xact_lock key of imports and their undos (routes/(staff)/imports/_id/undo) ('WQPI'); migrations hold their own (db/migrate.ts). */
export const IMPORT_LOCK_KEY = 0x57515049;
/**
 * Imports of more bytes drop the foreign keys of results and add them back NOT VALID: finishResultWrites
 * (db/derivedData.ts) checks each once over the table after the commit, instead of five lookups per row
 * (three quarters of the insert) or five passes inside the transaction. Dropping them locks results
 * against readers until the import commits, so smaller imports (the staff API's) keep them.
 */
const BULK_IMPORT_BYTES = 16 * 1024 * 1024;
const DEFAULT_MAX_REPORTED = 1000;

/** Thrown inside the transaction to roll it back while keeping the report. */
class Rollback extends Error {}

/** A row of results that is neither loaded nor held: why. */
interface Failure {
  column: string;
  reason: string;
}

/** How a result file's rows are read: its kind, its result columns and (WQX 3.0) its location columns. */
interface ResultReaders {
  kind: ResultFileKind;
  read: RowReader<ResultField>;
  readLocation: RowReader<StationField> | null;
}

const readersOf = (header: { kind: ResultFileKind; columns: readonly string[] }): ResultReaders => ({
  kind: header.kind,
  read: resultReader(header),
  readLocation: locationReader(header),
});

/** Rows held by earlier imports, mapped again: how they ended. */
export interface HeldRowsRetried {
  /** Results added. */
  loaded: number;
  alreadyPresent: number;
  /** Rejected now (an alias made a value known that does not convert, ...): listed with the rejected rows. */
  rejected: number;
  /** Still waiting for a value. */
  stillPending: number;
}

/** One import's (or one resolution's) work inside its transaction: the catalog, the loaders and what happened to each row. */
export class ImportRun {
  readonly rejectedRows: RejectedRow[] = [];
  rejected = 0;
  rowsRead = 0;
  nonDetectsWithoutLimit = 0;
  readonly limits: DetectionLimitCounts = { filled: 0, nonDetectsFilled: 0, notUsed: 0, firstDate: null, lastDate: null };
  /** The rows of this run's files held for review. */
  readonly held: HeldRowWriter;
  /** Rows held by earlier imports are loaded apart, so the files' counts stay their own. */
  readonly heldLoader: ResultLoader;
  readonly retried: HeldRowsRetried = { loaded: 0, alreadyPresent: 0, rejected: 0, stillPending: 0 };
  /** Feed values, of the files and of held rows alike. */
  readonly feedValues: FeedValueWriter;

  private constructor(
    readonly client: PoolClient,
    readonly catalog: ImportCatalog,
    readonly loader: ResultLoader,
    private readonly options: ImportOptions,
  ) {
    this.heldLoader = new ResultLoader(client);
    this.feedValues = new FeedValueWriter(client);
    const idle = () => Promise.all([this.loader.idle(), this.heldLoader.idle()]).then(() => undefined);
    this.held = new HeldRowWriter(client, idle);
    catalog.beforeWrite = idle;
  }

  /** Reads the catalog (after whatever the transaction wrote before). */
  static async start(client: PoolClient, options: ImportOptions): Promise<ImportRun> {
    return new ImportRun(client, await ImportCatalog.load(client), new ResultLoader(client), options);
  }

  get loaders(): ResultLoader[] {
    return [this.loader, this.heldLoader];
  }

  private list(file: string, line: number, column: string, reason: string): void {
    if (this.rejectedRows.length < (this.options.maxReported ?? DEFAULT_MAX_REPORTED)) this.rejectedRows.push({ file, line, column, reason });
  }

  reject(file: string, line: number, column: string, reason: string): void {
    this.rejected += 1;
    this.list(file, line, column, reason);
  }

  readonly counted = (): void => {
    this.rowsRead += 1;
    if (this.rowsRead % PROGRESS_EVERY === 0) this.options.onProgress?.(this.rowsRead);
  };

  /** A site from a station row (or a WQX 3.0 row's Location columns); undefined when it is unknown and its coordinates do not parse. */
  private async siteOf(row: readonly string[], read: RowReader<StationField>): Promise<KnownSite | undefined> {
    const identifier = read(row, 'location');
    const known = this.catalog.site(identifier);
    if (known) return known;
    const latitude = parseNumber(read(row, 'latitude'));
    const longitude = parseNumber(read(row, 'longitude'));
    if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
    return this.catalog.createSite({
      identifier,
      organization: read(row, 'organization'),
      name: read(row, 'name'),
      type: read(row, 'type'),
      latitude,
      longitude,
      huc8: read(row, 'huc8'),
      county: read(row, 'county'),
    });
  }

  async stations(file: ImportFile, header: FileHeader): Promise<number> {
    const read = stationReader(header);
    let rows = 0;
    for await (const batch of dataRowBatches(file, header)) {
      for (const { line, row } of batch) {
        rows += 1;
        this.counted();
        if (!read(row, 'location')) {
          this.reject(file.name, line, read.columnName('location'), reportMessage('import.row.noSiteIdentifier'));
          continue;
        }
        if (!(await this.siteOf(row, read))) this.reject(file.name, line, read.columnName('latitude'), reportMessage('import.row.coordinates'));
      }
    }
    return rows;
  }

  /** One row of results: its result, the values it waits for, or why it is rejected. */
  private async outcomeOf(row: readonly string[], { kind, read, readLocation }: ResultReaders): Promise<ResultRecord | Held | Failure> {
    const pending: PendingValue[] = [];
    const identifier = read(row, 'location');
    if (!identifier) return { column: read.columnName('location'), reason: reportMessage('import.row.noSite') };
    let site = this.catalog.site(identifier, kind === 'labResult');
    if (!site && readLocation) site = await this.siteOf(row, readLocation);
    if (!site) addPending(pending, 'site', identifier, read.columnName('location'));
    const characteristic = read(row, 'characteristic');
    if (!characteristic) return { column: read.columnName('characteristic'), reason: reportMessage('import.row.noCharacteristic') };
    const fraction = read(row, 'sampleFraction');
    const parameterId = this.catalog.parameterOf(characteristic, fraction);
    if (parameterId === undefined) addPending(pending, 'characteristic', characteristic, read.columnName('characteristic'), fraction);
    // The lab format is the authority's own.
    const organization = kind === 'labResult' ? AUTHORITY_ORGANIZATION : read(row, 'organization');
    if (!organization) return { column: read.columnName('organization'), reason: reportMessage('import.row.noOrganization') };
    const organizationId = this.catalog.knownOrganization(organization) ?? (await this.catalog.organization(organization, read(row, 'organizationName')));
    const parameter = parameterId === undefined ? undefined : { id: parameterId, unit: this.catalog.parameterUnits.get(parameterId) ?? '' };
    const outcome = resultRecord(row, read, { site, parameter, organizationId, lookups: this.catalog, pending });
    return 'field' in outcome ? { column: read.columnName(outcome.field), reason: outcome.reason } : outcome;
  }

  /** Adds a result to a loader, waiting when that completes a batch. */
  private async load(loader: ResultLoader, record: ResultRecord): Promise<void> {
    if (record.value === null) this.nonDetectsWithoutLimit += 1;
    const sending = loader.add(record);
    if (sending) await sending;
  }

  async results(file: ImportFile, header: FileHeader & { kind: ResultFileKind }): Promise<number> {
    const readers = readersOf(header);
    const kept = heldColumns(header).map((column) => [column, header.columns.indexOf(column)] as const);
    let rows = 0;
    for await (const batch of dataRowBatches(file, header)) {
      for (const { line, row } of batch) {
        rows += 1;
        this.counted();
        const outcome = await this.outcomeOf(row, readers);
        if ('reason' in outcome) this.reject(file.name, line, outcome.column, outcome.reason);
        else if ('pending' in outcome) {
          const fields = Object.fromEntries(kept.map(([column, index]) => [column, row[index] ?? '']));
          await this.held.add({ kind: header.kind, file: file.name, line, fields, pending: outcome.pending });
        } else await this.load(this.loader, outcome);
      }
    }
    await this.loader.flush();
    await this.held.flush();
    return rows;
  }

  private async storeFeedValue(outcome: Extract<FeedOutcome, { reading: unknown } | { rain: unknown }>): Promise<void> {
    if ('reading' in outcome) await this.feedValues.addReading(outcome.reading);
    else await this.feedValues.addRain(outcome.rain);
  }

  /** A gauge or rain-gauge feed file (docs/feeds.md): read whole by its format's reader, its values stored, held or rejected. */
  async feed(file: ImportFile, header: FileHeader): Promise<number> {
    const { rows, problems } = readFeed(await readFile(file.path, 'utf8'), header.feed!, this.options.feed);
    for (const problem of problems) this.reject(file.name, problem.line, problem.column ?? '', problem.reason);
    for (const row of rows) {
      this.counted();
      const outcome = feedOutcome(row, this.catalog);
      if ('pending' in outcome) await this.held.add({ kind: 'feed', file: file.name, line: row.line, fields: heldFeedFields(row), pending: outcome.pending });
      else if ('reason' in outcome) this.reject(file.name, row.line, outcome.column, outcome.reason);
      else await this.storeFeedValue(outcome);
    }
    await this.held.flush();
    return rows.length + problems.length;
  }

  /**
   * Maps the rows held by earlier imports again (after staff resolved values, or a station file brought a
   * site): those whose values are all known load, or are rejected (and leave the held rows); the others
   * stay held, with what they still wait for.
   */
  async retryHeld(): Promise<void> {
    const readers = new Map<string, ResultReaders>();
    const heldReaders = (held: { kind: ResultFileKind; fields: Record<string, string> }) => {
      const columns = Object.keys(held.fields);
      const key = `${held.kind}\u0000${columns.join('\u0000')}`;
      let found = readers.get(key);
      if (!found) readers.set(key, (found = readersOf({ kind: held.kind, columns })));
      return found;
    };
    let last = '0';
    for (;;) {
      await Promise.all(this.loaders.map((loader) => loader.idle()));
      const batch = await heldRowBatch(this.client, last);
      if (batch.length === 0) break;
      const released: string[] = [];
      const stillHeld: { id: string; pending: PendingValue[] }[] = [];
      for (const held of batch) {
        last = held.id;
        const outcome = held.kind === 'feed' ? feedOutcome(feedRowOfHeld(held.fields, held.line), this.catalog) : await this.outcomeOf(Object.values(held.fields), heldReaders({ kind: held.kind, fields: held.fields }));
        if ('pending' in outcome) {
          stillHeld.push({ id: held.id, pending: outcome.pending });
          continue;
        }
        released.push(held.id);
        if ('reason' in outcome) {
          this.retried.rejected += 1;
          this.list(held.file, held.line, outcome.column, outcome.reason);
        } else if ('reading' in outcome || 'rain' in outcome) {
          this.retried.loaded += 1;
          await this.storeFeedValue(outcome);
        } else {
          // The result comes from the import that held the row (undone with it).
          this.heldLoader.importId = held.importId;
          await this.load(this.heldLoader, outcome);
        }
      }
      this.retried.stillPending += stillHeld.length;
      await Promise.all(this.loaders.map((loader) => loader.idle()));
      await updateHeldRows(this.client, released, stillHeld);
    }
    await this.heldLoader.flush();
    this.retried.loaded += this.heldLoader.added;
    this.retried.alreadyPresent = this.heldLoader.alreadyPresent;
  }

  /** Whether a value rows wait for is known now (then the held rows are worth mapping again). */
  async heldRowsResolvable(): Promise<boolean> {
    await this.loader.idle();
    const { rows } = await this.client.query<{ kind: PendingKind; value: string; fraction: string }>('SELECT kind, value, fraction FROM import_pending_values');
    const catalog = this.catalog;
    const known: Record<PendingKind, (value: string, fraction: string) => boolean> = {
      site: (value) => catalog.site(value) !== undefined || catalog.site(value, true) !== undefined,
      characteristic: (value, fraction) => catalog.parameterOf(value, fraction) !== undefined,
      unit: (value) => catalog.unit(value) !== undefined,
      flow_condition: (value) => catalog.flowCondition(value) !== undefined,
      depth_category: (value) => catalog.depthCategory(value) !== undefined,
    };
    return rows.some((row) => known[row.kind](row.value, row.fraction));
  }

  /** A detection-limit file, after every result file of the run (their results are stored by then). */
  async detectionLimits(file: ImportFile, header: FileHeader): Promise<number> {
    await this.loader.idle();
    return importDetectionLimits(this.client, file, header, (line, column, reason) => this.reject(file.name, line, column, reason), this.limits, this.counted);
  }
}

/** In the import's transaction, once a loader added results: what must agree with them at once, and the note for after the commit. */
async function recordResultsAdded(client: PoolClient, loader: ResultLoader): Promise<void> {
  // The published period of record of the touched sites covers their results.
  await client.query(
    `UPDATE locations l SET por_start = least(l.por_start, s.first), por_end = greatest(l.por_end, s.last)
       FROM (SELECT location_id, min(sample_date) AS first, max(sample_date) AS last FROM results WHERE location_id = ANY($1::int[]) GROUP BY location_id) s
      WHERE l.id = s.location_id`,
    [[...loader.touchedSites]],
  );
  if (loader.firstDate !== null && loader.lastDate !== null) await noteResultsWritten(client, loader.firstDate, loader.lastDate);
}

/** A run's end: whether it committed, and the timings of its transaction and of the work after the commit. */
export interface RunOutcome {
  run: ImportRun;
  committed: boolean;
  /** Until the run committed. */
  milliseconds: number;
  refreshMilliseconds: number;
  countsMilliseconds: number;
  afterCommitError: string | null;
}

/**
 * Runs `work` as an import: one at a time, in one transaction (rolled back for a dry run, or `strict` with
 * rejected rows), with what must follow results written, in the transaction and after its commit.
 * `prepare` runs in the transaction before the catalog is read (a resolution writes its aliases there).
 */
export async function runImport(db: Database, options: ImportOptions, work: (run: ImportRun) => Promise<void>, prepare?: (client: PoolClient) => Promise<void>): Promise<RunOutcome> {
  const started = Date.now();
  let run: ImportRun | undefined;
  let committed = true;
  try {
    await db.transaction(async (client) => {
      // One import at a time: the next waits for this one's commit, so it sees the sites, organisations
      // and keys this one stored instead of racing it to store them again.
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      await prepare?.(client);
      const importRun = (run = await ImportRun.start(client, options));
      await work(importRun);
      await importRun.feedValues.finish();
      if (options.dryRun || (options.strict && importRun.rejected > 0)) throw new Rollback();
      for (const loader of importRun.loaders) if (loader.added > 0) await recordResultsAdded(client, loader);
      // Filled limits change values the summaries read (a non-detect of unknown limit gets one).
      const { firstDate, lastDate } = importRun.limits;
      if (firstDate !== null && lastDate !== null) await noteResultsWritten(client, firstDate, lastDate);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    committed = false;
  }
  if (!run) throw new Error('import did not start');
  const milliseconds = Date.now() - started;
  // The import stands whatever happens after its commit: the report says so, and what is left is done at the API's next start or by the next import.
  const after = committed
    ? await rebuildAfterResultWrites(db, { countsChanged: run.loaders.some((loader) => loader.added > 0) })
    : { refreshMilliseconds: 0, countsMilliseconds: 0, afterCommitError: null };
  return { run, committed, milliseconds, ...after };
}

/** Imports the files in one transaction and reports what it did. FieldError for a file of no known kind. */
export async function importFiles(db: Database, files: readonly ImportFile[], options: ImportOptions = {}): Promise<ImportReport> {
  const headers = await Promise.all(files.map(async (file) => ({ file, header: await readHeader(file) })));
  // Station files first: result files refer to their sites. Detection-limit files last: they fill in results.
  const rank = (kind: FileHeader['kind']) => (kind === 'station' ? 0 : kind === 'detectionLimit' ? 2 : 1);
  const ordered = [...headers].sort((a, b) => rank(a.header.kind) - rank(b.header.kind));
  const fileReports: ImportReport['files'] = [];
  const outcome = await runImport(db, options, async (run) => {
    // A dry run is rolled back whatever it writes: not recorded.
    const importId = options.caller && !options.dryRun ? await startImportRecord(run, options.caller) : null;
    const load = async () => {
      // Rows held before are mapped again after the station files (a site they bring may be one the rows
      // wait for) and before this run holds rows of its own.
      let retried = false;
      const retry = async () => {
        if (retried) return;
        retried = true;
        if (await run.heldRowsResolvable()) await run.retryHeld();
      };
      for (const { file, header } of ordered) {
        const { kind } = header;
        if (kind !== 'station') await retry();
        const rows =
          kind === 'station' ? await run.stations(file, header)
          : kind === 'detectionLimit' ? await run.detectionLimits(file, header)
          : kind === 'feed' ? await run.feed(file, header)
          : await run.results(file, { ...header, kind });
        fileReports.push({ name: file.name, kind, rows });
      }
      await retry();
    };
    if (headers.reduce((sum, { header }) => sum + header.bytes, 0) > (options.bulkBytes ?? BULK_IMPORT_BYTES)) await withoutConstraints(run.client, { tables: ['results'], indexes: false, keys: 'later' }, load);
    else await load();
    if (importId !== null) await finishImportRecord(run, importId, fileReports);
  });
  const { run } = outcome;
  return {
    files: fileReports,
    added: run.loader.added,
    alreadyPresent: run.loader.alreadyPresent,
    pending: run.held.held,
    rejected: run.rejected,
    pendingValues: run.held.pendingValues(),
    heldRowsRetried: run.retried,
    nonDetectsWithoutLimit: run.nonDetectsWithoutLimit,
    detectionLimitsFilled: run.limits.filled,
    nonDetectsLimitFilled: run.limits.nonDetectsFilled,
    detectionLimitsNotUsed: run.limits.notUsed,
    feedValues: { ...run.feedValues.counts },
    rejectedRows: run.rejectedRows,
    sitesCreated: run.catalog.createdSites.length,
    organizationsCreated: run.catalog.organizationsCreated,
    committed: outcome.committed,
    milliseconds: outcome.milliseconds,
    refreshMilliseconds: outcome.refreshMilliseconds,
    countsMilliseconds: outcome.countsMilliseconds,
    afterCommitError: outcome.afterCommitError,
  };
}
