import type { FlowCondition } from '@basin/api/domain';
import { flowConditionLabel, locationTypeLabel, type Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, parameterCell, resultCell } from '@basin/shared/analysis';
import type { ComparisonTableRow } from './data';

/** The data service's depth categories (api/src/db/resultDetails.ts), in the page's language. */
const DEPTH_CATEGORY_KEYS: Record<string, string> = { 'Photic zone': 'explore.timeSeries.depthCategory.photic', 'Below photic zone': 'explore.timeSeries.depthCategory.belowPhotic' };

/** The raw table: every result of both axes' answers ('< 2.5' for a non-detect, its detection limit); the domain's words in the page's language. */
export const comparisonColumns = (t: Translate): ResultsTableColumn<ComparisonTableRow>[] => [
  { key: 'axis', title: t('explore.timeSeries.column.axis') },
  { key: 'location_descrip', title: t('explore.column.location') },
  { key: 'param_descrip', title: t('explore.column.parameter'), format: parameterCell(t) },
  { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
  { key: 'result_value', title: t('explore.column.value'), format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'result_unit', title: t('explore.column.unit') },
  {
    key: 'flow_conditions_display',
    title: t('explore.timeSeries.column.flowCondition'),
    format: (name, row) => (row.flow_conditions === null ? String(name ?? '') : flowConditionLabel(t, row.flow_conditions as FlowCondition)),
  },
  { key: 'depth_value', title: t('explore.column.depth') },
  { key: 'depth_category', title: t('explore.timeSeries.column.depthCategory'), format: (category) => (typeof category === 'string' && DEPTH_CATEGORY_KEYS[category] ? t(DEPTH_CATEGORY_KEYS[category]) : String(category ?? '')) },
  { key: 'location_type', title: t('explore.timeSeries.column.locationType'), format: (type) => locationTypeLabel(t, String(type)) },
];
