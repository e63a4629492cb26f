import { cellValue, type ResultsTableColumn } from './columns';

/** Rows whose text in one of the given (visible) columns contains the search text, case-insensitively. */
export function filterRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly ResultsTableColumn<Row>[],
  search: string,
): readonly Row[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows.filter((row) => columns.some((column) => String(cellValue(row, column)).toLowerCase().includes(needle)));
}

/** What is typed in the per-column filters, by column key (see `ResultsTableColumn.filterable`). */
export type ColumnFilters = Readonly<Record<string, string>>;

/**
 * Rows whose text in every filtered column contains that column's filter text, case-insensitively.
 * Only the given (visible, filterable) columns count: a hidden column's filter is set aside.
 */
export function filterRowsByColumns<Row extends object>(
  rows: readonly Row[],
  columns: readonly ResultsTableColumn<Row>[],
  filters: ColumnFilters,
): readonly Row[] {
  const active = columns
    .filter((column) => column.filterable)
    .map((column) => ({ column, needle: (filters[column.key] ?? '').trim().toLowerCase() }))
    .filter(({ needle }) => needle !== '');
  if (active.length === 0) return rows;
  return rows.filter((row) => active.every(({ column, needle }) => String(cellValue(row, column)).toLowerCase().includes(needle)));
}
