// NOAA NCEI GHCN-Daily "daily-summaries" CSV: what the Access Data Service
// (https://www.ncei.noaa.gov/access/services/data/v1?dataset=daily-summaries&...), Climate Data Online
// and the per-station files (https://www.ncei.noaa.gov/data/daily-summaries/access/<STATION>.csv) give.
// One line per station and day; each element is a column (PRCP, SNOW, TMAX, ...) with its
// <ELEMENT>_ATTRIBUTES column beside it. Only the daily precipitation total (PRCP) is read: the other
// elements are other columns of the same lines, so no line is dropped by leaving them out.
import { calendarDate, cellAt, isoDate, parseDecimal, readFeedTable } from './common';
import type { FeedProblem, FeedReadResult } from './types';
import { reportMessage } from '../../i18n/apiMessages';

/**
 * The units the file's values are in. The file does not say: the caller knows what it asked for.
 * 'standard' (inches) and 'metric' (millimetres) are the service's `units` parameter; 'stored' is
 * GHCN-Daily's own tenths of a millimetre, what the service gives without `units` and what the
 * per-station access files hold (read as millimetres).
 */
export type GhcnUnits = 'standard' | 'metric' | 'stored';

const UNIT: Record<GhcnUnits, { unit: string; scale: number }> = {
  standard: { unit: 'in', scale: 1 },
  metric: { unit: 'mm', scale: 1 },
  stored: { unit: 'mm', scale: 10 },
};

/** Old Climate Data Online files name stations 'GHCND:USC00051778' and dates '20110101'. */
const CDO_STATION_PREFIX = /^GHCND:/i;
/** What old Climate Data Online files write for an element not observed that day. */
const CDO_MISSING = '-9999';

function dayOf(text: string): string | null {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return compact ? calendarDate(Number(compact[1]), Number(compact[2]), Number(compact[3])) : isoDate(text);
}

/**
 * PRCP_ATTRIBUTES is 'MFLAG,QFLAG,SFLAG[,TIME]' (the GHCN-Daily readme's measurement, quality and source
 * flags and the observation time). Each flag is kept with its kind ('M:T', 'Q:I', 'S:7'); a trace (MFLAG
 * 'T') also gets the plain 'T' every precipitation feed uses for a trace. The time is no qualifier.
 */
function flagsOf(attributes: string): { trace: boolean; qualityFlag: string; qualifiers: string[] } {
  const [measurement = '', quality = '', source = ''] = attributes.split(',').map((flag) => flag.trim());
  const trace = measurement === 'T';
  const qualifiers = [
    ...(trace ? ['T'] : []),
    ...[['M', measurement], ['Q', quality], ['S', source]].filter(([, flag]) => flag !== '').map(([kind, flag]) => `${kind}:${flag}`),
  ];
  return { trace, qualityFlag: quality, qualifiers };
}

export function readGhcnDaily(text: string, units: GhcnUnits): FeedReadResult {
  const { unit, scale } = UNIT[units];
  return readFeedTable(text, { required: ['STATION', 'DATE', 'PRCP'], optional: ['PRCP_ATTRIBUTES'] }, (record, columns) => {
    const { line } = record;
    const station = cellAt(record, columns.STATION).replace(CDO_STATION_PREFIX, '');
    const date = cellAt(record, columns.DATE);
    const day = dayOf(date);
    const amount = cellAt(record, columns.PRCP);
    const attributes = cellAt(record, columns.PRCP_ATTRIBUTES);
    const missing = amount === '' || amount === CDO_MISSING;
    const number = missing ? null : parseDecimal(amount);
    const problems: FeedProblem[] = [];
    if (station === '') problems.push({ line, column: 'STATION', reason: reportMessage('import.feed.emptyStation') });
    if (!day) problems.push({ line, column: 'DATE', reason: reportMessage('import.feed.notADate', { text: date }) });
    if (!missing && (number === null || number < 0)) problems.push({ line, column: 'PRCP', reason: reportMessage('import.feed.notAnAmount', { text: amount }) });
    if (problems.length > 0 || !day) return problems;
    // A day with neither a value nor flags is a day without a PRCP observation: no row, and nothing lost.
    if (missing && attributes === '') return null;
    const { trace, qualityFlag, qualifiers } = flagsOf(attributes);
    return {
      site: `GHCND-${station}`,
      parameter: 'PRCP',
      time: day,
      kind: 'daily',
      value: trace ? 0 : number === null ? null : number / scale,
      unit,
      qualifiers,
      // GHCN-Daily has no approval step: a value that failed a quality check (a QFLAG) is the nearest it
      // has to one that is not final.
      status: qualityFlag === '' ? 'approved' : 'provisional',
      statistic: null,
      line,
    };
  });
}
