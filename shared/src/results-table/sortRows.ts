import { cellValue, type ResultsTableColumn } from './columns';

export interface SortState {
  key: string;
  order: 'ascend' | 'descend';
}

function compareCells(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  // numeric: 'CC-2' before 'CC-10'.
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * The rows in the order the table shows them. The table sorts here rather than inside antd so that
 * copy and CSV export hand over the rows in the order the user sees.
 */
export function sortRows<Row extends object>(
  rows: readonly Row[],
  columns: readonly ResultsTableColumn<Row>[],
  sort: SortState | null,
): readonly Row[] {
  const column = sort && columns.find((candidate) => candidate.key === sort.key);
  if (!sort || !column || column.sorter === false) return rows;
  const compare =
    typeof column.sorter === 'function'
      ? column.sorter
      : (a: Row, b: Row) => compareCells(cellValue(a, column), cellValue(b, column));
  const direction = sort.order === 'ascend' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b));
}
