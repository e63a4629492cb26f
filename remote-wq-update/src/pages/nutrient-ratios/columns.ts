import type { RatioRow } from '@basin/api/schemas';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate } from '@basin/shared/analysis';

/** A ratio or value with one decimal ('' where the day has none, as in the CSV). */
const oneDecimal = (value: unknown) => (typeof value === 'number' ? Math.round(value * 10) / 10 : '');

/** The raw table: the API's row of each sampling day. */
export const ratioColumns: ResultsTableColumn<RatioRow>[] = [
  { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
  { key: 'location_name', title: 'Location' },
  { key: 'tn_tp', title: 'TN:TP (molar)', format: oneDecimal },
  { key: 'tdn_tdp', title: 'TDN:TDP (molar)', format: oneDecimal },
  { key: 'tin_srp', title: 'TIN:SRP (molar)', format: oneDecimal },
  { key: 'chla', title: 'Chlorophyll-a (µg/L)', format: oneDecimal },
  { key: 'lmt', title: 'Limitation suggested by TN:TP' },
];
