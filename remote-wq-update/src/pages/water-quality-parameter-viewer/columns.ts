import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, resultCell } from '@basin/shared/analysis';
import type { DrilldownTableRow, TrackerTableRow, YearlyTableRow } from './data';

const oneDecimal = (value: unknown) => (typeof value === 'number' ? value.toFixed(1) : '');
const significant = (value: unknown) => (typeof value === 'number' ? Number(value.toPrecision(4)) : '');

/** The yearly means' raw table: a row per station and year. */
export function yearlyColumns(meanTitle: string): ResultsTableColumn<YearlyTableRow>[] {
  return [
    { key: 'year', title: 'Year', sorter: (a, b) => a.year - b.year || a.locationid - b.locationid },
    { key: 'location', title: 'Location' },
    { key: 'parameter', title: 'Parameter' },
    { key: 'rvalue', title: meanTitle, format: significant },
    { key: 'unit_name', title: 'Unit' },
    { key: 'chlora_standard', title: 'Standard', format: (value) => (typeof value === 'number' ? value : '') },
  ];
}

/** The drill-down's raw table: every result (date MM-DD-YYYY, '< DL' for a non-detect). */
export const drilldownColumns: ResultsTableColumn<DrilldownTableRow>[] = [
  { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || a.locationid - b.locationid },
  { key: 'location_name', title: 'Location' },
  { key: 'parameter', title: 'Parameter' },
  { key: 'rvalue_converted', title: 'Value', format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'unit_name', title: 'Unit' },
  { key: 'depth_value', title: 'Depth (m)' },
];

/** The standard tracker's seasons as a table, newest first. */
export const trackerColumns: ResultsTableColumn<TrackerTableRow>[] = [
  { key: 'year', title: 'Growing season', sorter: (a, b) => a.year - b.year },
  { key: 'mean_reported', title: 'Mean (µg/L)', format: oneDecimal },
  { key: 'samples', title: 'Results' },
  { key: 'nondetects', title: 'Non-detects' },
  { key: 'verdict', title: 'Against the standard' },
];
