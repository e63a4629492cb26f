import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, resultCell } from '@basin/shared/analysis';
import type { YearComparisonTableRow } from './data';

/** The raw table: every result behind the bars (date MM-DD-YYYY, '< DL' for a non-detect, its detection limit). */
export const yearComparisonColumns: ResultsTableColumn<YearComparisonTableRow>[] = [
  { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || (a.depth_value ?? -1) - (b.depth_value ?? -1) },
  { key: 'location_name', title: 'Location' },
  { key: 'parameter', title: 'Parameter' },
  { key: 'rvalue_converted', title: 'Value', format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'unit_name', title: 'Unit' },
  { key: 'depth_value', title: 'Depth (m)' },
];
