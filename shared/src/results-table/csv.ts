import Papa from 'papaparse';

/**
 * A text cell that a spreadsheet would run as a formula (=, +, -, @, tab, carriage return) gets a
 * leading apostrophe. Numbers, negative ones included, stay numbers.
 */
export function neutraliseFormula(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface CsvColumn {
  key: string;
  title: string;
}

/** CSV text of the rows with a header of column titles, every cell spreadsheet-safe. */
export function toCsv(rows: readonly object[], columns: readonly CsvColumn[]): string {
  const data = rows.map((row) =>
    columns.map((column) => neutraliseFormula((row as Record<string, unknown>)[column.key] ?? '')),
  );
  return Papa.unparse({ fields: columns.map((column) => column.title), data }, { newline: '\r\n' });
}

/** Tab-separated text for the clipboard (pastes into a spreadsheet as cells). */
export function toTsv(rows: readonly object[], columns: readonly CsvColumn[]): string {
  const clean = (value: unknown) => String(neutraliseFormula(value ?? '')).replace(/[\t\r\n]+/g, ' ');
  const lines = [columns.map((column) => clean(column.title)).join('\t')];
  for (const row of rows) lines.push(columns.map((column) => clean((row as Record<string, unknown>)[column.key])).join('\t'));
  return lines.join('\n');
}

export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
