// What the feed readers share: a delimited file cut into records with the 1-based line each starts on,
// columns found by name, and the few value rules every feed has (numbers, dates, instants, a status from
// qualifier codes). Small on purpose: each reader keeps its own format's rules.
import Papa from 'papaparse';
import type { FeedProblem, FeedReadResult, FeedRow, ValueStatus } from './types';
import { reportMessage } from '../../i18n/apiMessages';

/** One record of a delimited file: its cells and the line it starts on. */
export interface TableRecord {
  line: number;
  cells: string[];
}

/** The header (the first record) and the data records after it. */
interface Table {
  header: TableRecord;
  records: TableRecord[];
}

/** A line is data unless it is blank or a comment ('#' first). */
const isData = (text: string): boolean => text.trim() !== '' && !text.trimStart().startsWith('#');

/**
 * The records of a delimited text with the line each starts on. A line is parsed on its own unless a
 * quoted field runs on (an odd number of quotes so far), when the next lines join it, so line numbers
 * stay the file's own. A record whose cell count is not the header's is a problem, not a row: its
 * values would land in the wrong columns.
 */
function readTable(text: string, delimiter: ',' | '\t' = ','): { table: Table | null; problems: FeedProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const records: TableRecord[] = [];
  const problems: FeedProblem[] = [];
  let pending: TableRecord | null = null;
  let pendingText = '';
  const finish = (record: TableRecord, recordText: string) => {
    record.cells = Papa.parse<string[]>(recordText, { delimiter }).data[0] ?? [''];
    records.push(record);
  };
  for (const [index, lineText] of lines.entries()) {
    if (!pending && !isData(lineText)) continue;
    pendingText = pending ? `${pendingText}\n${lineText}` : lineText;
    pending ??= { line: index + 1, cells: [] };
    if ((pendingText.match(/"/g)?.length ?? 0) % 2 === 1) continue;
    finish(pending, pendingText);
    pending = null;
  }
  if (pending) {
    const last = lines.length - (lines.at(-1) === '' ? 1 : 0);
    problems.push({ line: pending.line, reason: reportMessage('import.feed.unclosedQuote', { first: String(pending.line), last: String(last) }) });
  }
  const [header, ...data] = records;
  if (!header) return { table: null, problems: [{ line: 1, reason: reportMessage('import.feed.noHeader') }, ...problems] };
  const width = header.cells.length;
  const fitting = data.filter((record) => {
    if (record.cells.length === width) return true;
    problems.push({ line: record.line, reason: reportMessage('import.feed.lineWidth', { fields: record.cells.length, width }) });
    return false;
  });
  return { table: { header, records: fitting }, problems };
}

/**
 * Where each named column is in a header (names compared without case or surrounding blanks); the
 * required names the header lacks are reported together, as one problem at the header's line.
 */
function findColumns<Name extends string>(
  header: TableRecord,
  required: readonly Name[],
  optional: readonly Name[] = [],
): { columns: Record<Name, number>; problem: FeedProblem | null } {
  const positions = new Map(header.cells.map((cell, index) => [cell.trim().toLowerCase(), index] as const));
  const columns = {} as Record<Name, number>;
  for (const name of [...required, ...optional]) columns[name] = positions.get(name.toLowerCase()) ?? -1;
  const missing = required.filter((name) => columns[name] < 0);
  const problem = missing.length > 0 ? { line: header.line, reason: reportMessage('import.feed.missingColumns', { count: missing.length, columns: missing.join(', ') }) } : null;
  return { columns, problem };
}

/**
 * A feed's rows and problems from a delimited text: the header must name the required columns, and each
 * data record becomes a row, its problems, or nothing (null: a line that holds no value of the feed,
 * such as a GHCN-Daily day without precipitation). Problems come in line order.
 */
export function readFeedTable<Name extends string>(
  text: string,
  layout: { required: readonly Name[]; optional?: readonly Name[]; delimiter?: ',' | '\t' },
  readRecord: (record: TableRecord, columns: Record<Name, number>) => FeedRow | FeedProblem[] | null,
): FeedReadResult {
  const { table, problems } = readTable(text, layout.delimiter);
  if (!table) return { rows: [], problems };
  const { columns, problem } = findColumns(table.header, layout.required, layout.optional);
  if (problem) return { rows: [], problems: [problem, ...problems] };
  const rows: FeedRow[] = [];
  for (const record of table.records) {
    const result = readRecord(record, columns);
    if (Array.isArray(result)) problems.push(...result);
    else if (result) rows.push(result);
  }
  return { rows, problems: problems.sort((a, b) => a.line - b.line) };
}

/** A cell's text without surrounding blanks; '' for a column the file does not have. */
export const cellAt = (record: TableRecord, position: number): string => (position >= 0 ? (record.cells[position] ?? '').trim() : '');

/** A plain decimal number ('0.75', '-17', '1e-3'); null for anything else, so '12 in' or '' is never read as a number. */
export function parseDecimal(text: string): number | null {
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text) ? Number(text) : null;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** A calendar date 'YYYY-MM-DD' that exists (no 2021-02-30); null otherwise. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** An ISO 8601 date 'YYYY-MM-DD', checked to exist; null otherwise. */
export function isoDate(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return match ? calendarDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/**
 * An ISO 8601 instant in UTC, 'YYYY-MM-DDTHH:MM:SSZ' (fractions of a second dropped), from a date-time
 * with 'Z' or an offset ('+01:00', '-0600'). 'local' when the text is a date-time without an offset (it
 * names no instant); null when it is no date-time at all.
 */
export function utcInstant(text: string): string | 'local' | null {
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i.exec(text);
  if (!match) return null;
  const [, date = '', hours = '', minutes = '', seconds = '00', zone] = match;
  if (!isoDate(date) || Number(hours) > 23 || Number(minutes) > 59 || Number(seconds) > 59) return null;
  if (!zone) return 'local';
  const offset = /^[+-]/.test(zone) ? `${zone.slice(0, 3)}:${zone.slice(-2)}` : 'Z';
  if (offset !== 'Z' && (Number(offset.slice(1, 3)) > 23 || Number(offset.slice(4)) > 59)) return null;
  const instant = new Date(`${date}T${hours}:${minutes}:${seconds}${offset}`);
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/**
 * How far the agency stands behind a value, from its qualifier codes as USGS gives them: 'e' or 'E'
 * estimated, 'P' provisional, 'A' approved. An estimate is the weakest claim, so it wins over 'P'
 * ('P, e' is an estimated, provisional value). With none of these codes: `unmarked`, which is the
 * format's rule (an NWIS value without A is not approved; the portal's plain CSV says P when it means it).
 */
export function statusFromQualifiers(qualifiers: readonly string[], unmarked: ValueStatus = 'approved'): ValueStatus {
  if (qualifiers.some((code) => code === 'e' || code === 'E')) return 'estimated';
  if (qualifiers.includes('P')) return 'provisional';
  return qualifiers.includes('A') ? 'approved' : unmarked;
}
