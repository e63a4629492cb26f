// `@basin/shared/results-table`: its own shared module, so pages without a table do not load antd Table.
export { ResultsTable, DEFAULT_PAGE_SIZES, DEFAULT_PAGE_SIZE, type ResultsTableProps } from './ResultsTable';
export type { ResultsTableColumn } from './columns';
export { toCsv, toTsv, neutraliseFormula, downloadCsv } from './csv';
