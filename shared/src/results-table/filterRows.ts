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
