import type { ReactNode } from 'react';

export interface ResultsTableColumn<Row extends object> {
  key: keyof Row & string;
  title: string;
  /**
   * Text form of a cell: what is shown, searched, sorted, copied and exported, so all five agree
   * (e.g. a boolean shown as 'Yes'/'No'). Default: the raw value.
   */
  format?: (value: Row[keyof Row & string], row: Row) => string | number;
  /** Rich cell content (a link, a tag); search, sort, copy and export still use the text form. */
  render?: (value: Row[keyof Row & string], row: Row) => ReactNode;
  /** true (default): sort by the text form, numbers numerically; false: not sortable; a function: own order. */
  sorter?: boolean | ((a: Row, b: Row) => number);
  width?: number;
  /**
   * A per-column filter: a labelled text box above the table keeps the rows whose text form in this
   * column contains what is typed (case-insensitively), on top of the global search. Default false.
   */
  filterable?: boolean;
  /**
   * Its place on a phone's row card (tables with `cards`): 'title' names the card, 'main' (default) is
   * listed, 'more' is behind the card's "More details" disclosure.
   */
  card?: 'title' | 'main' | 'more';
}

/** The text form of one cell (see `format`); null and undefined become ''. */
export function cellValue<Row extends object>(row: Row, column: ResultsTableColumn<Row>): string | number {
  const value = row[column.key];
  if (column.format) return column.format(value, row);
  if (typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value);
}
