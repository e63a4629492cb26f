import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { CorrelationPoint } from '@basin/api/schemas';
import { displayDate, resultCell } from '@basin/shared/analysis';

/** The raw table: every same-date pair with its location's fit; the parameter titles carry their units. */
export function correlationColumns(p1Name: string, p2Name: string): ResultsTableColumn<CorrelationPoint>[] {
  const optional = (value: unknown, digits: number) => (typeof value === 'number' ? Number(value.toFixed(digits)) : '');
  return [
    { key: 'location_name', title: 'Location' },
    { key: 'rdate', title: 'Date', format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
    { key: 'p1_value', title: p1Name, format: (value, row) => resultCell(Number(value), row.p1_nondetect) },
    { key: 'p2_value', title: p2Name, format: (value, row) => resultCell(Number(value), row.p2_nondetect) },
    { key: 'fitted', title: `Fitted ${p2Name}`, format: (value) => optional(value, 4) },
    { key: 'ci_lower', title: '95 % band, lower', format: (value) => optional(value, 4) },
    { key: 'ci_upper', title: '95 % band, upper', format: (value) => optional(value, 4) },
    { key: 'outlier', title: 'Outlier', format: (outlier) => (outlier ? 'Yes' : 'No') },
    { key: 'r_squared', title: 'r²', format: (value) => optional(value, 3) },
    { key: 'n', title: 'n' },
  ];
}
