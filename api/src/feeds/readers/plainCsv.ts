// The portal's own plain CSV, for any feed without a reader of its own: a header naming
// site, time, parameter, value, unit and (optionally) qualifier, in any order and any case, the fields
// separated by commas or by tabs. One line is one value:
//   site,time,parameter,value,unit,qualifier
//   USGS-06713500,2026-03-08T09:15:00-07:00,00060,112,ft3/s,P
//   COCORAHS-CO-DG-12,2026-03-08,PRCP,0.31,in,
import { cellAt, isoDate, parseDecimal, readFeedTable, statusFromQualifiers, utcInstant } from './common';
import type { FeedProblem, FeedReadResult, FeedRow } from './types';
import { reportMessage } from '../../i18n/apiMessages';

const REQUIRED = ['site', 'time', 'parameter', 'value', 'unit'] as const;

/** Tab-separated when the header line has a tab and no comma. */
function delimiterOf(text: string): ',' | '\t' {
  const header = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '' && !line.trimStart().startsWith('#')) ?? '';
  return header.includes('\t') && !header.includes(',') ? '\t' : ',';
}

/** A date is a daily value; a date-time is a reading, and must say its offset to name an instant. */
function timeOf(text: string): Pick<FeedRow, 'time' | 'kind'> | string {
  const day = isoDate(text);
  if (day) return { time: day, kind: 'daily' };
  const instant = utcInstant(text);
  if (instant === 'local') return reportMessage('import.feed.timeNeedsOffset');
  return instant ? { time: instant, kind: 'instantaneous' } : reportMessage('import.feed.notADateOrTime', { text });
}

export function readPlainCsv(text: string): FeedReadResult {
  return readFeedTable(text, { required: REQUIRED, optional: ['qualifier'], delimiter: delimiterOf(text) }, (record, columns) => {
    const { line } = record;
    const cell = (name: (typeof REQUIRED)[number] | 'qualifier') => cellAt(record, columns[name]);
    const site = cell('site');
    const parameter = cell('parameter');
    const unit = cell('unit');
    const valueText = cell('value');
    const time = timeOf(cell('time'));
    const value = valueText === '' ? null : parseDecimal(valueText);
    const problems: FeedProblem[] = [];
    for (const [column, text] of [['site', site], ['parameter', parameter], ['unit', unit]] as const) {
      if (text === '') problems.push({ line, column, reason: reportMessage('import.feed.emptyColumn', { column }) });
    }
    if (typeof time === 'string') problems.push({ line, column: 'time', reason: time });
    if (valueText !== '' && value === null) problems.push({ line, column: 'value', reason: reportMessage('import.feed.notANumber', { text: valueText }) });
    if (problems.length > 0 || typeof time === 'string') return problems;
    const qualifiers = cell('qualifier').split(/[;,]/).map((code) => code.trim()).filter((code) => code !== '');
    return {
      site,
      parameter,
      ...time,
      value,
      unit,
      qualifiers,
      status: statusFromQualifiers(qualifiers),
      statistic: null,
      line,
    };
  });
}
