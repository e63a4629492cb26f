// Imports Water Quality Portal files (issue 18): station files first (their sites), then the result
// files, all in one transaction. Rejected rows are reported with file, line, column and reason; with
// `strict` any of them (and with `dryRun` always) rolls everything back. In the transaction, after an
// import that added results: the periods of record of the touched sites follow and the import notes
// its dates (db/derivedData.ts). After the commit, in transactions of their own: the foreign keys a
// large import added back unchecked are checked, the series views are rebuilt and the water-quality
// summaries of those dates invalidated, then the record counts of Query & Download are rebuilt
// (docs/import.md). So the import's transaction, and the locks it holds, do not last through the
// rebuilds; until they are done, readers see the new results with the series of before (for a moment),
// and exact record counts (stale counts are counted from results, only slower).
import { withoutConstraints } from '../../db/bulkLoad';
import { finishResultWrites, noteResultsWritten } from '../../db/derivedData';
import type { Database } from '../../db/types';
import type { PoolClient } from 'pg';
import { ImportCatalog, type KnownSite } from './catalog';
import { dataRowBatches, readHeader, resultReader, stationReader, type FileHeader, type ImportFile, type RowReader, type StationField } from './files';
import { importDetectionLimits, type DetectionLimitCounts } from './detectionLimits';
import { ResultLoader } from './loader';
import { resultRecord, parseNumber, type Rejection } from './resultRow';

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
  rejected: number;
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
  /** The first `maxReported` rejected rows. */
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
}

const PROGRESS_EVERY = 50_000;
/** pg_advisory_xact_lock key of imports ('WQPI'); migrations hold their own (db/migrate.ts). */
const IMPORT_LOCK_KEY = 0x57515049;
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

class ImportRun {
  readonly rejectedRows: RejectedRow[] = [];
  rejected = 0;
  rowsRead = 0;
  nonDetectsWithoutLimit = 0;
  readonly limits: DetectionLimitCounts = { filled: 0, nonDetectsFilled: 0, notUsed: 0, firstDate: null, lastDate: null };

  constructor(
    private readonly catalog: ImportCatalog,
    readonly loader: ResultLoader,
    private readonly options: ImportOptions,
  ) {}

  reject(file: string, line: number, column: string, reason: string): void {
    this.rejected += 1;
    if (this.rejectedRows.length < (this.options.maxReported ?? DEFAULT_MAX_REPORTED)) this.rejectedRows.push({ file, line, column, reason });
  }

  readonly counted = (): void => {
    this.rowsRead += 1;
    if (this.rowsRead % PROGRESS_EVERY === 0) this.options.onProgress?.(this.rowsRead);
  };

  /** A site from a station row (or a WQX 3.0 row's Location columns); a rejection when its coordinates do not parse. */
  private async siteOf(row: readonly string[], read: RowReader<StationField>): Promise<KnownSite | Rejection> {
    const identifier = read(row, 'location');
    const known = this.catalog.site(identifier);
    if (known) return known;
    const latitude = parseNumber(read(row, 'latitude'));
    const longitude = parseNumber(read(row, 'longitude'));
    if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
      return { field: 'location', reason: `unknown site '${identifier}' (not in the portal or a station file, and no coordinates)` };
    }
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
          this.reject(file.name, line, read.columnName('location'), 'no site identifier');
          continue;
        }
        const site = await this.siteOf(row, read);
        if ('reason' in site) this.reject(file.name, line, read.columnName('latitude'), 'unparseable coordinates');
      }
    }
    return rows;
  }

  async results(file: ImportFile, header: FileHeader): Promise<number> {
    const read = resultReader(header);
    const readLocation = header.kind === 'wqx3Narrow' ? stationReader(header) : null;
    const column = (field: Rejection['field']) => read.columnName(field);
    let rows = 0;
    for await (const batch of dataRowBatches(file, header)) {
      for (const { line, row } of batch) {
        rows += 1;
        this.counted();
        const identifier = read(row, 'location');
        let site: KnownSite | Rejection | undefined = this.catalog.site(identifier);
        if (!site) {
          site = readLocation && identifier ? await this.siteOf(row, readLocation) : { field: 'location', reason: `unknown site '${identifier}' (not in the portal or a station file)` };
        }
        if ('reason' in site) {
          this.reject(file.name, line, column(site.field), site.reason);
          continue;
        }
        const characteristic = read(row, 'characteristic');
        const fraction = read(row, 'sampleFraction');
        const parameterId = this.catalog.parameterOf(characteristic, fraction);
        if (parameterId === undefined) {
          this.reject(file.name, line, column('characteristic'), `unknown characteristic '${characteristic}'${fraction ? ` (fraction '${fraction}')` : ''}`);
          continue;
        }
        const organization = read(row, 'organization');
        if (!organization) {
          this.reject(file.name, line, column('organization'), 'no organization');
          continue;
        }
        const organizationId = this.catalog.knownOrganization(organization) ?? (await this.catalog.organization(organization, read(row, 'organizationName')));
        const record = resultRecord(row, read, { site, organizationId, parameterId, parameterUnit: this.catalog.parameterUnits.get(parameterId) ?? '' });
        if ('reason' in record) this.reject(file.name, line, column(record.field), record.reason);
        else {
          if (record.value === null) this.nonDetectsWithoutLimit += 1;
          const sending = this.loader.add(record);
          if (sending) await sending;
        }
      }
    }
    await this.loader.flush();
    return rows;
  }

  /** A detection-limit file, after every result file of the run (their results are stored by then). */
  async detectionLimits(client: PoolClient, file: ImportFile, header: FileHeader): Promise<number> {
    await this.loader.idle();
    return importDetectionLimits(client, file, header, (line, column, reason) => this.reject(file.name, line, column, reason), this.limits, this.counted);
  }
}

/** In the import's transaction, once it added results: what must agree with them at once, and the note for after the commit. */
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

/** Imports the files in one transaction and reports what it did. FieldError for a file of no known kind. */
export async function importFiles(db: Database, files: readonly ImportFile[], options: ImportOptions = {}): Promise<ImportReport> {
  const started = Date.now();
  const headers = await Promise.all(files.map(async (file) => ({ file, header: await readHeader(file) })));
  // Station files first: result files refer to their sites. Detection-limit files last: they fill in results.
  const rank = (kind: FileHeader['kind']) => (kind === 'station' ? 0 : kind === 'detectionLimit' ? 2 : 1);
  const ordered = [...headers].sort((a, b) => rank(a.header.kind) - rank(b.header.kind));
  const fileReports: ImportReport['files'] = [];
  let run: ImportRun | undefined;
  let catalog: ImportCatalog | undefined;
  let committed = true;
  try {
    await db.transaction(async (client) => {
      // One import at a time: the next waits for this one's commit, so it sees the sites, organisations
      // and keys this one stored instead of racing it to store them again.
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
      const loader = new ResultLoader(client);
      catalog = await ImportCatalog.load(client);
      catalog.beforeWrite = () => loader.idle();
      const importRun = (run = new ImportRun(catalog, loader, options));
      const load = async () => {
        for (const { file, header } of ordered) {
          const rows =
            header.kind === 'station'
              ? await importRun.stations(file, header)
              : header.kind === 'detectionLimit'
                ? await importRun.detectionLimits(client, file, header)
                : await importRun.results(file, header);
          fileReports.push({ name: file.name, kind: header.kind, rows });
        }
      };
      if (headers.reduce((sum, { header }) => sum + header.bytes, 0) > (options.bulkBytes ?? BULK_IMPORT_BYTES)) await withoutConstraints(client, { tables: ['results'], indexes: false, keys: 'later' }, load);
      else await load();
      if (options.dryRun || (options.strict && importRun.rejected > 0)) throw new Rollback();
      if (loader.added > 0) await recordResultsAdded(client, loader);
      // Filled limits change values the summaries read (a non-detect of unknown limit gets one).
      const { firstDate, lastDate } = importRun.limits;
      if (firstDate !== null && lastDate !== null) await noteResultsWritten(client, firstDate, lastDate);
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    committed = false;
  }
  if (!run || !catalog) throw new Error('import did not start');
  const milliseconds = Date.now() - started;
  let refreshMilliseconds = 0;
  let countsMilliseconds = 0;
  let afterCommitError: string | null = null;
  if (committed) {
    try {
      // Even with no result added: a large import of station files alone also added the keys back unchecked.
      await finishResultWrites(db);
      refreshMilliseconds = Date.now() - started - milliseconds;
      if (run.loader.added > 0) {
        await db.query('SELECT refresh_result_counts()');
        countsMilliseconds = Date.now() - started - milliseconds - refreshMilliseconds;
      }
    } catch (error) {
      // The import stands: the report says so, and what is left is done at the API's next start or by the next import.
      afterCommitError = error instanceof Error ? error.message : String(error);
    }
  }
  return {
    files: fileReports,
    added: run.loader.added,
    alreadyPresent: run.loader.alreadyPresent,
    rejected: run.rejected,
    nonDetectsWithoutLimit: run.nonDetectsWithoutLimit,
    detectionLimitsFilled: run.limits.filled,
    nonDetectsLimitFilled: run.limits.nonDetectsFilled,
    detectionLimitsNotUsed: run.limits.notUsed,
    rejectedRows: run.rejectedRows,
    sitesCreated: catalog.createdSites.length,
    organizationsCreated: catalog.organizationsCreated,
    committed,
    milliseconds,
    refreshMilliseconds,
    countsMilliseconds,
    afterCommitError,
  };
}
