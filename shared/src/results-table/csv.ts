import Papa from 'papaparse';
import { saveBlob } from '../ui/saveBlob';
import { cellValue, type ResultsTableColumn } from './columns';

/**
 * A text cell that a spreadsheet would run as a formula (starting with =, +, -, @, tab or carriage
 * return) gets a leading apostrophe (CSV injection). Numbers, negative ones included, stay numbers.
 */
export function neutraliseFormula(value: string | number): string | number {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function spreadsheetCells<Row extends object>(rows: readonly Row[], columns: readonly ResultsTableColumn<Row>[]) {
  return rows.map((row) => columns.map((column) => neutraliseFormula(cellValue(row, column))));
}

/** CSV text (RFC 4180 quoting) with a header of column titles, every cell spreadsheet-safe. */
export function toCsv<Row extends object>(rows: readonly Row[], columns: readonly ResultsTableColumn<Row>[]): string {
  return Papa.unparse(
    { fields: columns.map((column) => column.title), data: spreadsheetCells(rows, columns) },
    { newline: '\r\n' },
  );
}

/**
 * Tab-separated text for the clipboard: it pastes into a spreadsheet as cells. Tabs and line breaks
 * inside a cell would split it, so they become spaces.
 */
export function toTsv<Row extends object>(rows: readonly Row[], columns: readonly ResultsTableColumn<Row>[]): string {
  const clean = (cell: string | number) => String(cell).replace(/[\t\r\n]+/g, ' ');
  return [columns.map((column) => column.title), ...spreadsheetCells(rows, columns)]
    .map((cells) => cells.map(clean).join('\t'))
    .join('\n');
}

/** Lets the browser save `csv` as `<fileName>.csv`. */
export function downloadCsv(csv: string, fileName: string): void {
  // The byte-order mark makes Excel read the file as UTF-8 (location names are not all ASCII).
  saveBlob(new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' }), fileName.endsWith('.csv') ? fileName : `${fileName}.csv`);
}
