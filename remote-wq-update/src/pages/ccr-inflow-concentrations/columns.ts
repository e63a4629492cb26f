import type { ConcentrationTableRow } from './data';
import { FLOW_CONDITION_LABELS, type FlowCondition } from '@basin/api/domain';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, resultCell } from '@basin/shared/analysis';

/** The raw table: every sample behind the points (MM-DD-YYYY, '< DL' for a non-detect). */
export const concentrationColumns: ResultsTableColumn<ConcentrationTableRow>[] = [
  { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || (a.rtime ?? '').localeCompare(b.rtime ?? '') },
  { key: 'rtime', title: 'Time' },
  { key: 'location_name', title: 'Location' },
  { key: 'parameter', title: 'Parameter' },
  { key: 'rvalue_converted', title: 'Value', format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'unit_name', title: 'Unit' },
  // The domain's labels, as in the legend (the database's own names are shorter: 'Storm', 'Base').
  { key: 'flow_conditions', title: 'Flow condition', format: (flow) => (flow === null ? '' : (FLOW_CONDITION_LABELS[flow as FlowCondition] ?? String(flow))) },
];
