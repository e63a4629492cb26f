export { ResultsTable, DEFAULT_PAGE_SIZES, type ResultsTableColumn, type ResultsTableProps } from './ResultsTable';
export { toCsv, toTsv, neutraliseFormula, downloadCsv } from './csv';
export { filterRows } from './filterRows';
