import type { InflowComparisonRow } from '@basin/api/schemas';
import { FLOW_CONDITION_LABELS, type FlowCondition } from '@basin/api/domain';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { MONTH_ABBREVIATIONS } from '@basin/shared/analysis';

/** The raw table: the monthly means behind one site's bars. */
export const inflowColumns: ResultsTableColumn<InflowComparisonRow>[] = [
  { key: 'location_name', title: 'Location' },
  { key: 'year', title: 'Year' },
  { key: 'month', title: 'Month', format: (month) => MONTH_ABBREVIATIONS[Number(month) - 1] ?? String(month), sorter: (a, b) => a.year - b.year || a.month - b.month },
  { key: 'parameter', title: 'Parameter' },
  { key: 'rvalue', title: 'Monthly mean', format: (value) => Math.round(Number(value) * 100) / 100 },
  { key: 'unit_name', title: 'Unit' },
  { key: 'flow_conditions', title: 'Flow condition', format: (flow) => FLOW_CONDITION_LABELS[flow as FlowCondition] ?? String(flow) },
];
