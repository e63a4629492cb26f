// Reading WQP downloads: the kind of a file from its header, then its rows one at a time (CSV or TSV,
// streamed: a file of a million rows is never held in memory).
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import Papa from 'papaparse';
import { DETECTION_LIMIT_COLUMNS, LAB_RESULT_COLUMNS, LEGACY_RESULT_COLUMNS, STATION_COLUMNS, WQX3_LOCATION_COLUMNS, WQX3_RESULT_COLUMNS } from '../vocabulary';
import { FieldError } from '../../apiProblem';
import { restoredCell } from '../../downloads/csv';
import { feedFormatOf, type FeedFormat } from '../../feeds/formats';

/**
 * Results of the WQP `narrowResult` / `resultPhysChem` profiles, WQP `station` files, WQX 3.0 `narrow`
 * results, WQP `ResultDetectionQuantitationLimit` files (the limits of results, by ResultIdentifier), the
 * authority's lab results; and the gauge and rain-gauge feeds (kind 'feed', its format in `feed`:
 * feeds/formats.ts).
 */
export type FileKind = 'legacyResult' | 'station' | 'wqx3Narrow' | 'detectionLimit' | 'labResult' | 'feed';
/** The kinds of file that carry results. */
export type ResultFileKind = 'legacyResult' | 'wqx3Narrow' | 'labResult';

export type ResultField = keyof typeof LEGACY_RESULT_COLUMNS;
export type StationField = keyof typeof STATION_COLUMNS;
export type DetectionLimitField = keyof typeof DETECTION_LIMIT_COLUMNS;

const RESULT_COLUMNS_OF_KIND = { legacyResult: LEGACY_RESULT_COLUMNS, wqx3Narrow: WQX3_RESULT_COLUMNS, labResult: LAB_RESULT_COLUMNS } as const satisfies Record<ResultFileKind, unknown>;

export interface ImportFile {
  /** The name the report uses (the upload's file name or the path given). */
  name: string;
  path: string;
}

export interface FileHeader {
  kind: FileKind;
  /** The format of a feed file. */
  feed?: FeedFormat;
  delimiter: string;
  columns: string[];
  bytes: number;
}

const BOM = '\uFEFF';
const HEADER_BYTES = 64 * 1024;

/** Kind of a file from its header columns; null when it is none of the five. */
export function kindOfHeader(columns: readonly string[]): FileKind | null {
  const has = (column: string | null) => column !== null && columns.includes(column);
  const needed = (names: readonly (string | null)[]) => names.every(has);
  const resultEssentials = (kind: keyof typeof RESULT_COLUMNS_OF_KIND) => {
    const c = RESULT_COLUMNS_OF_KIND[kind];
    return [c.location, c.startDate, c.characteristic, c.value, c.unit];
  };
  if (needed(resultEssentials('wqx3Narrow'))) return 'wqx3Narrow';
  if (needed(resultEssentials('legacyResult'))) return 'legacyResult';
  if (needed(resultEssentials('labResult'))) return 'labResult';
  if (needed([STATION_COLUMNS.location, STATION_COLUMNS.latitude, STATION_COLUMNS.longitude])) return 'station';
  // After the result kinds: a resultPhysChem header has these columns too, beside its results.
  const limits = DETECTION_LIMIT_COLUMNS;
  if (needed([limits.organization, limits.resultIdentifier, limits.type, limits.value, limits.unit])) return 'detectionLimit';
  return null;
}

/** Reads a file's first line: its delimiter (tab or comma) and kind. Throws FieldError naming the file. */
export async function readHeader(file: ImportFile): Promise<FileHeader> {
  const handle = await open(file.path, 'r');
  let text: string;
  let bytes: number;
  try {
    bytes = (await handle.stat()).size;
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEADER_BYTES, 0);
    text = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  const firstLine = (text.startsWith(BOM) ? text.slice(1) : text).split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes('\t') ? '\t' : ',';
  const columns = (Papa.parse<string[]>(firstLine, { delimiter }).data[0] ?? []).map((column) => column.trim());
  const kind = kindOfHeader(columns);
  const feed = kind ? null : feedFormatOf(text);
  if (feed) return { kind: 'feed', feed, delimiter, columns, bytes };
  if (!kind) {
    throw new FieldError('files', 'import.unknownFileKind', { file: file.name, header: JSON.stringify(columns.slice(0, 4).join(',')) });
  }
  return { kind, delimiter, columns, bytes };
}

/** Reads the columns of one row by field name (a missing column reads as ''); names a field's column for the report. */
export interface RowReader<Field extends string> {
  (row: readonly string[], field: Field): string;
  columnName(field: Field): string;
}

/**
 * `restore`: the file is a WQX 3.0 file as the portal exports it, whose formula-like text cells carry a
 * leading apostrophe (downloads/csv.ts); it is dropped, so an identifier reads back as it was stored.
 */
function readerOf<Field extends string>(columns: readonly string[], names: Readonly<Record<Field, string | null>>, restore: boolean): RowReader<Field> {
  const index = {} as Record<Field, number>;
  for (const field of Object.keys(names) as Field[]) {
    const name = names[field];
    index[field] = name === null ? -1 : columns.indexOf(name);
  }
  const read = (row: readonly string[], field: Field) => {
    const at = index[field];
    const text = at < 0 ? '' : (row[at] ?? '').trim();
    return restore ? restoredCell(text) : text;
  };
  return Object.assign(read, { columnName: (field: Field) => names[field] ?? field });
}

/** The columns a reader of results reads, by kind: a held row keeps them (heldRows.ts). */
type ResultHeader = { kind: ResultFileKind; columns: readonly string[] };

export function resultReader(header: ResultHeader): RowReader<ResultField> {
  return readerOf(header.columns, RESULT_COLUMNS_OF_KIND[header.kind], header.kind === 'wqx3Narrow');
}

export function detectionLimitReader(header: FileHeader): RowReader<DetectionLimitField> {
  return readerOf(header.columns, DETECTION_LIMIT_COLUMNS, false);
}

/** A WQX 3.0 file's rows also place their sites (its Location columns); other result files do not. */
export function locationReader(header: ResultHeader): RowReader<StationField> | null {
  return header.kind === 'wqx3Narrow' ? stationReader(header) : null;
}

/**
 * The columns of a result file a held row keeps (what resultReader and locationReader read), so it can
 * be mapped again as it was read.
 */
export function heldColumns(header: ResultHeader): string[] {
  const named = new Set<string | null>([...Object.values(RESULT_COLUMNS_OF_KIND[header.kind]), ...(header.kind === 'wqx3Narrow' ? Object.values(WQX3_LOCATION_COLUMNS) : [])]);
  return header.columns.filter((column) => named.has(column));
}

export function stationReader(header: { kind: FileKind; columns: readonly string[] }): RowReader<StationField> {
  return readerOf(header.columns, header.kind === 'wqx3Narrow' ? WQX3_LOCATION_COLUMNS : STATION_COLUMNS, header.kind === 'wqx3Narrow');
}

/**
 * The data rows of a file with their line numbers (the header is line 1), in batches as papaparse parses
 * them, one per chunk of text read: half the time of its stream of one object per row on a 74-column
 * file. Reading pauses while parsed batches wait for the consumer, so a large file is not held in memory.
 */
/** Text read (and parsed) at a time: larger than the stream's 64 KiB, fewer pauses and batches. */
const READ_CHUNK_BYTES = 1024 * 1024;

export async function* dataRowBatches(file: ImportFile, header: FileHeader): AsyncGenerator<Array<{ line: number; row: string[] }>> {
  const input = createReadStream(file.path, { encoding: 'utf8', highWaterMark: READ_CHUNK_BYTES });
  const parsed: string[][][] = [];
  let finished = false;
  let failure: unknown = null;
  let wake = () => {};
  const end = (error: unknown = null) => {
    failure ??= error;
    finished = true;
    wake();
  };
  Papa.parse<string[]>(input, {
    delimiter: header.delimiter,
    chunk: (results) => {
      parsed.push(results.data);
      input.pause();
      wake();
    },
    complete: () => end(),
    error: (error: Error) => end(error),
  });
  input.on('error', (error) => end(error));
  let line = 0;
  try {
    for (;;) {
      const rows = parsed.shift();
      if (rows) {
        const batch: Array<{ line: number; row: string[] }> = [];
        for (const row of rows) {
          line += 1;
          if (line > 1 && !(row.length === 1 && row[0] === '')) batch.push({ line, row });
        }
        if (batch.length > 0) yield batch;
        continue;
      }
      if (failure) throw failure;
      if (finished) return;
      const more = new Promise<void>((resolve) => (wake = resolve));
      input.resume();
      await more;
    }
  } finally {
    input.destroy();
  }
}
