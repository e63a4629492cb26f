import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, formatValue } from '@basin/shared/analysis';
import type { DepthProfileTableRow } from './data';

/**
 * The raw table: date (MM-DD-YYYY), depth, value with its unit in the title, the legend's class and,
 * for temperature and oxygen, the depth line of that date (`lineTitle`).
 */
export function depthProfileColumns(t: Translate, units: string | undefined, lineTitle: string | null): ResultsTableColumn<DepthProfileTableRow>[] {
  return [
    { key: 'rdate', title: t('wqUpdate.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || a.depth_value - b.depth_value },
    { key: 'depth_value', title: t('wqUpdate.column.depthM') },
    { key: 'rvalue_converted', title: units ? t('wqUpdate.column.valueUnits', { units }) : t('wqUpdate.column.value') },
    { key: 'colour_class', title: t('wqUpdate.depth.column.colourClass') },
    ...(lineTitle
      ? [{ key: 'line_depth' as const, title: lineTitle, format: (depth: unknown) => (typeof depth === 'number' ? formatValue(depth) : t('wqUpdate.depth.column.none')) }]
      : []),
  ];
}
