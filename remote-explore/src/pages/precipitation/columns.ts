import { valueStatusColumn, type Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate } from '@basin/shared/analysis';
import { labelOf, threeDecimals, type LocationLabels, type PrecipitationRow } from './data';

type NumberKey = 'daily_precip' | 'cumulative' | 'total_7day' | 'total_30day' | 'total_ytd';
const numeric = (key: NumberKey, title: string): ResultsTableColumn<PrecipitationRow> => ({
  key,
  title,
  format: (value) => threeDecimals(Number(value)),
  sorter: (a, b) => a[key] - b[key],
});

/**
 * The table: the chart's rows (daily and cumulative) with the API's 7-day, 30-day and water-year totals;
 * inches with 3 decimals; each day's status last (issue 31).
 */
export function precipitationColumns(t: Translate, labels: LocationLabels): ResultsTableColumn<PrecipitationRow>[] {
  return [
    { key: 'location_name', title: t('explore.column.location'), format: (_name, row) => labelOf(labels, row) },
    { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
    numeric('daily_precip', t('explore.precipitation.column.daily')),
    numeric('cumulative', t('explore.precipitation.column.cumulative')),
    numeric('total_7day', t('explore.precipitation.column.total7day')),
    numeric('total_30day', t('explore.precipitation.column.total30day')),
    numeric('total_ytd', t('explore.precipitation.column.totalYtd')),
    { key: 'result_unit_name', title: t('explore.column.unit') },
    valueStatusColumn(),
  ];
}
