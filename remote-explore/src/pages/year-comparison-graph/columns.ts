import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, parameterCell, resultCell } from '@basin/shared/analysis';
import type { YearComparisonTableRow } from './data';

/** The raw table: every result behind the bars (date MM-DD-YYYY, '< DL' for a non-detect, its detection limit). */
export const yearComparisonColumns = (t: Translate): ResultsTableColumn<YearComparisonTableRow>[] => [
  { key: 'rdate', title: t('explore.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || (a.depth_value ?? -1) - (b.depth_value ?? -1) },
  { key: 'location_name', title: t('explore.column.location') },
  { key: 'parameter', title: t('explore.column.parameter'), format: parameterCell(t) },
  { key: 'rvalue_converted', title: t('explore.column.value'), format: (value, row) => resultCell(Number(value), row.nondetect) },
  { key: 'unit_name', title: t('explore.column.unit') },
  { key: 'depth_value', title: t('explore.column.depth') },
];
