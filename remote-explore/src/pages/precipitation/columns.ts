import { valueStatusColumn } from '@basin/shared';
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
export function precipitationColumns(labels: LocationLabels): ResultsTableColumn<PrecipitationRow>[] {
  return [
    { key: 'location_name', title: 'Location', format: (_name, row) => labelOf(labels, row) },
    { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
    numeric('daily_precip', 'Daily precipitation'),
    numeric('cumulative', 'Cumulative over the period'),
    numeric('total_7day', '7-day total'),
    numeric('total_30day', '30-day total'),
    numeric('total_ytd', 'Water-year-to-date total'),
    { key: 'result_unit_name', title: 'Unit' },
    valueStatusColumn(),
  ];
}
