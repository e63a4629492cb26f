import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { CorrelationPoint } from '@basin/api/schemas';
import { displayDate, resultCell } from '@basin/shared/analysis';

/** The raw table: every same-date pair with its location's fit; the parameter titles carry their units. */
export function correlationColumns(t: Translate, p1Name: string, p2Name: string): ResultsTableColumn<CorrelationPoint>[] {
  const optional = (value: unknown, digits: number) => (typeof value === 'number' ? Number(value.toFixed(digits)) : '');
  return [
    { key: 'location_name', title: t('explore.column.location') },
    { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
    { key: 'p1_value', title: p1Name, format: (value, row) => resultCell(Number(value), row.p1_nondetect) },
    { key: 'p2_value', title: p2Name, format: (value, row) => resultCell(Number(value), row.p2_nondetect) },
    { key: 'fitted', title: t('explore.correlation.column.fitted', { parameter: p2Name }), format: (value) => optional(value, 4) },
    { key: 'ci_lower', title: t('explore.correlation.column.bandLower'), format: (value) => optional(value, 4) },
    { key: 'ci_upper', title: t('explore.correlation.column.bandUpper'), format: (value) => optional(value, 4) },
    { key: 'outlier', title: t('explore.correlation.column.outlier'), format: (outlier) => (outlier ? t('explore.yes') : t('explore.no')) },
    { key: 'r_squared', title: 'r²', format: (value) => optional(value, 3) },
    { key: 'n', title: 'n' },
  ];
}
