// CoCoRaHS daily precipitation reports, as the export gives them in CSV
// (https://data.cocorahs.org/cocorahs/export/exportreports.aspx?ReportType=Daily&Format=CSV&dtf=1&...):
// ObservationDate, ObservationTime, EntryDateTime, StationNumber, StationName, Latitude, Longitude,
// TotalPrecipAmt, NewSnowDepth, NewSnowSWE, TotalSnowDepth, TotalSnowSWE, DateTimeStamp. The export
// writes ', ' between fields and quotes nothing. TotalPrecipAmt is the 24-hour total read at the
// observation time, in inches, dated by the day of the reading (ObservationDate);
// 'T' is a trace and 'NA' a report without a rain-gauge reading.
import { calendarDate, cellAt, isoDate, parseDecimal, readFeedTable } from './common';
import type { FeedProblem, FeedReadResult } from './types';
import { reportMessage } from '../../i18n/apiMessages';

/** The report's day: 'YYYY-MM-DD' (the export's dtf=1) or 'M/D/YYYY' (its default date format). */
function reportDay(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return us ? calendarDate(Number(us[3]), Number(us[1]), Number(us[2])) : isoDate(text);
}

/** The amount and its qualifiers: a trace is 0 with 'T'; 'NA' is kept as no value with 'NA'. */
function amountOf(text: string): { value: number | null; qualifiers: string[] } | null {
  if (text.toUpperCase() === 'T') return { value: 0, qualifiers: ['T'] };
  if (text.toUpperCase() === 'NA') return { value: null, qualifiers: ['NA'] };
  const value = parseDecimal(text);
  return value === null || value < 0 ? null : { value, qualifiers: [] };
}

export function readCocorahs(text: string): FeedReadResult {
  return readFeedTable(text, { required: ['ObservationDate', 'StationNumber', 'TotalPrecipAmt'] }, (record, columns) => {
    const { line } = record;
    const station = cellAt(record, columns.StationNumber);
    const date = cellAt(record, columns.ObservationDate);
    const day = reportDay(date);
    const total = cellAt(record, columns.TotalPrecipAmt);
    const amount = amountOf(total);
    const problems: FeedProblem[] = [];
    if (station === '') problems.push({ line, column: 'StationNumber', reason: reportMessage('import.feed.emptyStationNumber') });
    if (!day) problems.push({ line, column: 'ObservationDate', reason: reportMessage('import.feed.notADateUs', { text: date }) });
    if (!amount) problems.push({ line, column: 'TotalPrecipAmt', reason: reportMessage('import.feed.notAnAmountInches', { text: total }) });
    if (problems.length > 0 || !day || !amount) return problems;
    return {
      site: `COCORAHS-${station}`,
      parameter: 'PRCP',
      time: day,
      kind: 'daily',
      value: amount.value,
      unit: 'in',
      qualifiers: amount.qualifiers,
      // Volunteers' reports go out as entered: no one reviews them before the export, so none is final.
      status: 'provisional',
      statistic: null,
      line,
    };
  });
}
