import { locationTypeLabel, type Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, parameterCell, resultCell } from '@basin/shared/analysis';
import type { ComparisonTableRow } from './data';

/** The raw table: every result of both axes' answers ('< 2.5' for a non-detect, its detection limit). */
export const comparisonColumns = (t: Translate): ResultsTableColumn<ComparisonTableRow>[] => [
  { key: 'axis', title: t('explore.timeSeries.column.axis') },
  { key: 'location_descrip', title: t('explore.column.location') },
  { key: 'param_descrip', title: t('explore.column.parameter'), format: parameterCell(t) },
  { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
  { key: 'result_value', title: t('explore.column.value'), format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'result_unit', title: t('explore.column.unit') },
  { key: 'flow_conditions_display', title: t('explore.timeSeries.column.flowCondition') },
  { key: 'depth_value', title: t('explore.column.depth') },
  { key: 'depth_category', title: t('explore.timeSeries.column.depthCategory') },
  { key: 'location_type', title: t('explore.timeSeries.column.locationType'), format: (type) => locationTypeLabel(t, String(type)) },
];
