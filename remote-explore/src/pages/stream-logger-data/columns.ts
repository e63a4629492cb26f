import { valueStatusColumn, type Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { StreamLoggerDailyStat } from '@basin/api/schemas';
import { displayDate, parameterCell } from '@basin/shared/analysis';

/** Daily statistics to 2 decimals: the loggers read to 0.01 (a number, so it sorts and exports as one). */
export const statCell = (value: unknown) => (typeof value === 'number' ? Number(value.toFixed(2)) : '');

/**
 * The daily statistics table of one parameter (spec 02 §2 "Table with column filtering"): every column
 * has its filter; Status last (issue 31).
 */
export const streamLoggerColumns = (t: Translate, parameterId: number): ResultsTableColumn<StreamLoggerDailyStat>[] => [
  { key: 'location_name', title: t('explore.column.location'), filterable: true },
  { key: 'parameter', title: t('explore.column.parameter'), format: parameterCell(t, parameterId), filterable: true },
  { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate), filterable: true },
  { key: 'daily_average', title: t('explore.streamLogger.column.average'), format: statCell, filterable: true },
  { key: 'daily_min', title: t('explore.streamLogger.column.minimum'), format: statCell, filterable: true },
  { key: 'daily_max', title: t('explore.streamLogger.column.maximum'), format: statCell, filterable: true },
  { key: 'result_unit_name', title: t('explore.column.unit'), filterable: true },
  valueStatusColumn({ filterable: true }),
];

export const streamLoggerRowKey = (row: StreamLoggerDailyStat) => `${row.locationid}-${row.rdate}`;
