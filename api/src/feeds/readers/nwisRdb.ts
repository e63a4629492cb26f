// USGS NWIS RDB reader (issue 31): the tab-separated files of the instantaneous-values (iv) and
// daily-values (dv) services. A file is one or more blocks, each a `#` header, a column-name line, a
// type line ('5s 15s 20d 6s 14n 10s') and data lines; each value column (`69928_00060` for iv,
// `149640_00060_00003` for dv) is followed by its `_cd` qualifier column.
import { isoDate, parseDecimal, statusFromQualifiers, utcInstant } from './common';
import type { FeedProblem, FeedReadResult, FeedRow } from './types';
import { reportMessage } from '../../i18n/apiMessages';

/** The unit of the parameter codes the portal knows; any other code keeps '' and the loader holds it as pending. */
const UNIT_BY_PARAMETER: Readonly<Record<string, string>> = {
  '00060': 'ft3/s',
  '00065': 'ft',
  '00010': 'degC',
  '00095': 'uS/cm',
  '63680': 'FNU',
  '00045': 'in',
};

// The fixed UTC offset (hours) of each tz_cd NWIS writes. A fixed table, not a zone database, on purpose:
// tz_cd names the offset in force at that reading, which is what keeps the repeated hour of the autumn
// DST change apart (01:15 MDT and 01:15 MST are an hour apart). GST is Guam (NWIS's use), CST US Central.
const UTC_OFFSET_HOURS: Readonly<Record<string, number>> = {
  UTC: 0, GMT: 0,
  AST: -4, ADT: -3, EST: -5, EDT: -4, CST: -6, CDT: -5, MST: -7, MDT: -6, PST: -8, PDT: -7,
  AKST: -9, AKDT: -8, HST: -10, SST: -11, GST: 10, ChST: 10,
};

/** NWIS codes that say why a value is missing (ice, equipment, season, discontinued, backwater, ...). */
const NO_VALUE_CODES = new Set([
  'Ice', 'Eqp', 'Ssn', 'Dis', 'Bkw', 'Mnt', 'Rat', 'Zfl', 'Fld', 'Pr', 'Tst', 'Dry', '***', '--',
]);

const SERIES_COLUMN = /^(\d+)_(\d{5})(?:_(\d{5}))?$/;
const TYPE_CELL = /^\d*[sdn]$/i;

interface Series {
  column: string;
  valueAt: number;
  qualifiersAt: number | undefined;
  parameter: string;
  statistic: string | null;
}

/** What one column-name line says: where the fields are, and which series the block holds. */
interface Block {
  columns: string[];
  agencyAt: number;
  siteAt: number;
  datetimeAt: number;
  /** The tz_cd column: present in iv files (instantaneous), absent in dv files (daily). */
  tzAt: number | undefined;
  series: Series[];
}

export function readNwisRdb(text: string): FeedReadResult {
  const rows: FeedRow[] = [];
  const problems: FeedProblem[] = [];
  let block: Block | undefined;
  let awaitingTypeLine = false;

  text.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((content, index) => {
    const line = index + 1;
    if (content.trim() === '' || content.startsWith('#')) return;
    const cells = content.split('\t');

    // A column-name line opens a block; files holding several sites may repeat header and columns per site.
    if (cells[0] === 'agency_cd') {
      const read = readColumnLine(cells);
      if (typeof read === 'string') problems.push({ line, reason: read });
      block = typeof read === 'string' ? undefined : read;
      awaitingTypeLine = true;
      return;
    }
    if (awaitingTypeLine) {
      awaitingTypeLine = false;
      if (cells.every((cell) => TYPE_CELL.test(cell.trim()))) {
        if (block && cells.length !== block.columns.length) {
          problems.push({ line, reason: reportMessage('import.feed.rdbTypeLine', { cells: cells.length, columns: block.columns.length }) });
        }
        return;
      }
      // Not a type line: said, then read as data so that nothing on it is lost.
      problems.push({ line, reason: reportMessage('import.feed.rdbNoTypeLine') });
    }
    if (!block) {
      problems.push({ line, reason: reportMessage('import.feed.rdbNoColumnNames') });
      return;
    }
    readDataLine(block, cells, line, rows, problems);
  });
  return { rows, problems };
}

/** The block a column-name line describes, or why it cannot be read. */
function readColumnLine(cells: string[]): Block | string {
  const columns = cells.map((cell) => cell.trim());
  const at = (name: string): number | undefined => {
    const index = columns.indexOf(name);
    return index < 0 ? undefined : index;
  };
  const agencyAt = at('agency_cd');
  const siteAt = at('site_no');
  const datetimeAt = at('datetime');
  if (agencyAt === undefined || siteAt === undefined || datetimeAt === undefined) {
    return reportMessage('import.feed.rdbColumnsLacking');
  }
  const series: Series[] = [];
  columns.forEach((column, valueAt) => {
    const match = SERIES_COLUMN.exec(column);
    if (!match) return;
    series.push({
      column,
      valueAt,
      qualifiersAt: at(`${column}_cd`),
      parameter: match[2] ?? '',
      statistic: match[3] ?? null,
    });
  });
  return { columns, agencyAt, siteAt, datetimeAt, tzAt: at('tz_cd'), series };
}

function readDataLine(block: Block, cells: string[], line: number, rows: FeedRow[], problems: FeedProblem[]): void {
  if (cells.length !== block.columns.length) {
    const firstMissing = block.columns[cells.length];
    problems.push({
      line,
      ...(firstMissing === undefined ? {} : { column: firstMissing }),
      reason: reportMessage('import.feed.rdbLineWidth', { cells: cells.length, columns: block.columns.length }),
    });
    return;
  }
  const cell = (at: number | undefined): string => (at === undefined ? '' : (cells[at] ?? '').trim());
  const agency = cell(block.agencyAt);
  const siteNo = cell(block.siteAt);
  if (!agency || !siteNo) {
    problems.push({ line, column: agency ? 'site_no' : 'agency_cd', reason: reportMessage('import.feed.empty') });
    return;
  }
  const time = block.tzAt === undefined ? readDate(cell(block.datetimeAt)) : readInstant(cell(block.datetimeAt), cell(block.tzAt));
  if ('reason' in time) {
    problems.push({ line, ...time });
    return;
  }

  // A series with an empty value and an empty qualifier has no value at this time: absence, not a loss,
  // so it gives no row; a line whose value cells are all empty, with no qualifiers, thus gives nothing.
  // An empty value with any qualifier is kept as a null row: its codes are what the feed says of that time.
  for (const series of block.series) {
    const raw = cell(series.valueAt);
    const codes = cell(series.qualifiersAt).split(/[\s,:]+/).filter(Boolean);
    if (raw === '' && codes.length === 0) continue;
    let value: number | null = null;
    const qualifiers = [...codes];
    const number = parseDecimal(raw);
    if (number !== null) {
      value = number;
    } else if (raw !== '') {
      // A word in the value cell ('Ice', '***') is itself the reason; without a reason here or in the
      // qualifiers, the cell is a malformed number.
      if (NO_VALUE_CODES.has(raw) && !qualifiers.includes(raw)) qualifiers.push(raw);
      if (!qualifiers.some((code) => NO_VALUE_CODES.has(code))) {
        problems.push({ line, column: series.column, reason: reportMessage('import.feed.rdbNotANumber', { text: raw }) });
        continue;
      }
    }
    rows.push({
      site: `${agency}-${siteNo}`,
      parameter: series.parameter,
      time: time.time,
      kind: block.tzAt === undefined ? 'daily' : 'instantaneous',
      value,
      unit: UNIT_BY_PARAMETER[series.parameter] ?? '',
      qualifiers,
      // NWIS: a value without A is not approved.
      status: statusFromQualifiers(qualifiers, 'provisional'),
      statistic: series.statistic,
      line,
    });
  }
}

type TimeOrProblem = { time: string } | { column: string; reason: string };

/** A dv date, kept as the date it is. */
function readDate(datetime: string): TimeOrProblem {
  return isoDate(datetime) ? { time: datetime } : { column: 'datetime', reason: reportMessage('import.feed.notADate', { text: datetime }) };
}

/** An iv local time and its tz_cd, as the ISO UTC instant it names: the local time with the code's offset. */
function readInstant(datetime: string, tzCode: string): TimeOrProblem {
  const offsetHours = UTC_OFFSET_HOURS[tzCode];
  const offset = `${offsetHours !== undefined && offsetHours < 0 ? '-' : '+'}${String(Math.abs(offsetHours ?? 0)).padStart(2, '0')}:00`;
  const instant = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(datetime) ? utcInstant(`${datetime}${offset}`) : null;
  if (instant === null || instant === 'local') {
    return { column: 'datetime', reason: reportMessage('import.feed.notALocalTime', { text: datetime }) };
  }
  if (offsetHours === undefined) return { column: 'tz_cd', reason: reportMessage('import.feed.unknownTimeZone', { code: tzCode }) };
  return { time: instant };
}
