import type { Translate } from '@basin/shared';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate, parameterCell, resultCell } from '@basin/shared/analysis';
import type { DrilldownTableRow, TrackerTableRow, YearlyTableRow } from './data';

const oneDecimal = (value: unknown) => (typeof value === 'number' ? value.toFixed(1) : '');
const significant = (value: unknown) => (typeof value === 'number' ? Number(value.toPrecision(4)) : '');

/** The yearly means' raw table: a row per station and year, of the one parameter chosen. */
export function yearlyColumns(t: Translate, meanTitle: string, parameterid: number): ResultsTableColumn<YearlyTableRow>[] {
  return [
    { key: 'year', title: t('wqUpdate.column.year'), sorter: (a, b) => a.year - b.year || a.locationid - b.locationid },
    { key: 'location', title: t('wqUpdate.column.location') },
    { key: 'parameter', title: t('wqUpdate.column.parameter'), format: parameterCell(t, parameterid) },
    { key: 'rvalue', title: meanTitle, format: significant },
    { key: 'unit_name', title: t('wqUpdate.column.unit') },
    { key: 'chlora_standard', title: t('wqUpdate.column.standard'), format: (value) => (typeof value === 'number' ? value : '') },
  ];
}

/** The drill-down's raw table: every result (date MM-DD-YYYY, '< DL' for a non-detect). */
export function drilldownColumns(t: Translate): ResultsTableColumn<DrilldownTableRow>[] {
  return [
    { key: 'rdate', title: t('wqUpdate.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) || a.locationid - b.locationid },
    { key: 'location_name', title: t('wqUpdate.column.location') },
    { key: 'parameter', title: t('wqUpdate.column.parameter'), format: parameterCell(t) },
    { key: 'rvalue_converted', title: t('wqUpdate.column.value'), format: (value, row) => resultCell(Number(value), row.nondetect) },
    { key: 'unit_name', title: t('wqUpdate.column.unit') },
    { key: 'depth_value', title: t('wqUpdate.column.depthM') },
  ];
}

/** The standard tracker's seasons as a table, newest first. */
export function trackerColumns(t: Translate): ResultsTableColumn<TrackerTableRow>[] {
  return [
    { key: 'year', title: t('wqUpdate.reservoir.column.growingSeason'), sorter: (a, b) => a.year - b.year },
    { key: 'mean_reported', title: t('wqUpdate.reservoir.column.meanUgL'), format: oneDecimal },
    { key: 'samples', title: t('wqUpdate.reservoir.column.results') },
    { key: 'nondetects', title: t('wqUpdate.reservoir.column.nondetects') },
    { key: 'verdict', title: t('wqUpdate.reservoir.column.verdict') },
  ];
}
