import type { ConcentrationTableRow } from './data';
import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, parameterCell, resultCell } from '@basin/shared/analysis';
import { flowConditionLabel } from '../../i18n/words';

/** The raw table: every sample behind the points (MM-DD-YYYY, '< DL' for a non-detect). */
export const concentrationColumns = (t: Translate): ResultsTableColumn<ConcentrationTableRow>[] => [
  { key: 'rdate', title: t('wqUpdate.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || (a.rtime ?? '').localeCompare(b.rtime ?? '') },
  { key: 'rtime', title: t('wqUpdate.column.time') },
  { key: 'location_name', title: t('wqUpdate.column.location') },
  { key: 'parameter', title: t('wqUpdate.column.parameter'), format: parameterCell(t) },
  { key: 'rvalue_converted', title: t('wqUpdate.column.value'), format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'unit_name', title: t('wqUpdate.column.unit') },
  // The domain's labels, as in the legend (the database's own names are shorter: 'Storm', 'Base').
  { key: 'flow_conditions', title: t('wqUpdate.column.flowCondition'), format: (flow) => (flow === null ? '' : flowConditionLabel(t, Number(flow))) },
];
