import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, resultCell } from '@basin/shared/analysis';
import type { ComparisonTableRow } from './data';

/** The raw table: every result of both axes' answers ('< 2.5' for a non-detect, its detection limit). */
export const comparisonColumns: ResultsTableColumn<ComparisonTableRow>[] = [
  { key: 'axis', title: 'Axis' },
  { key: 'location_descrip', title: 'Location' },
  { key: 'param_descrip', title: 'Parameter' },
  { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
  { key: 'result_value', title: 'Value', format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'result_unit', title: 'Unit' },
  { key: 'flow_conditions_display', title: 'Flow condition' },
  { key: 'depth_value', title: 'Depth (m)' },
  { key: 'depth_category', title: 'Depth category' },
  { key: 'location_type', title: 'Location type' },
];
