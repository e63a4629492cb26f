import type { InflowComparisonRow } from '@basin/api/schemas';
import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { monthAbbreviations, parameterCell } from '@basin/shared/analysis';
import { flowConditionLabel } from '../../i18n/words';

/** The raw table: the monthly means behind one site's bars. */
export function inflowColumns(t: Translate, parameterid: number): ResultsTableColumn<InflowComparisonRow>[] {
  const months = monthAbbreviations(t);
  return [
    { key: 'location_name', title: t('wqUpdate.column.location') },
    { key: 'year', title: t('wqUpdate.column.year') },
    { key: 'month', title: t('wqUpdate.column.month'), format: (month) => months[Number(month) - 1] ?? String(month), sorter: (a, b) => a.year - b.year || a.month - b.month },
    { key: 'parameter', title: t('wqUpdate.column.parameter'), format: parameterCell(t, parameterid) },
    { key: 'rvalue', title: t('wqUpdate.inflow.column.monthlyMean'), format: (value) => Math.round(Number(value) * 100) / 100 },
    { key: 'unit_name', title: t('wqUpdate.column.unit') },
    {
      key: 'flow_conditions',
      title: t('wqUpdate.column.flowCondition'),
      format: (flow) => flowConditionLabel(t, Number(flow)),
    },
  ];
}
