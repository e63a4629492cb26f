import { nutrientLimitationLabel, type Translate } from '@basin/shared';
import type { RatioRow } from '@basin/api/schemas';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import { displayDate } from '@basin/shared/analysis';

/** A ratio or value with one decimal ('' where the day has none, as in the CSV). */
const oneDecimal = (value: unknown) => (typeof value === 'number' ? Math.round(value * 10) / 10 : '');

/** The raw table: the API's row of each sampling day. */
export function ratioColumns(t: Translate): ResultsTableColumn<RatioRow>[] {
  return [
    { key: 'rdate', title: t('wqUpdate.column.date'), format: (date) => displayDate(String(date)), sorter: (a, b) => a.rdate.localeCompare(b.rdate) },
    { key: 'location_name', title: t('wqUpdate.column.location') },
    { key: 'tn_tp', title: t('wqUpdate.ratios.molarLabel', { ratio: 'TN:TP' }), format: oneDecimal },
    { key: 'tdn_tdp', title: t('wqUpdate.ratios.molarLabel', { ratio: 'TDN:TDP' }), format: oneDecimal },
    { key: 'tin_srp', title: t('wqUpdate.ratios.molarLabel', { ratio: 'TIN:SRP' }), format: oneDecimal },
    { key: 'chla', title: t('wqUpdate.ratios.chlorophyllAxis'), format: oneDecimal },
    { key: 'lmt', title: t('wqUpdate.ratios.column.limitation'), format: (_limitation, row) => (row.lmt === null ? '' : nutrientLimitationLabel(t, row.lmt)) },
  ];
}
