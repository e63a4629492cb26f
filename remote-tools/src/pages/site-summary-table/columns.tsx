import { Link } from 'react-router-dom';
import { locationTypeLabel, parameterGroupName, parameterName, type Translate } from '@basin/shared';
import { sitePath } from '@basin/shared/links';
import { formatDayMDY } from '@basin/shared/analysis';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { SiteSummaryRow } from '@basin/api/schemas';

/** Five decimals (about a metre) is all a coordinate needs here; it stays a number so it sorts as one. */
const roundCoordinate = (value: unknown) => Math.round(Number(value) * 1e5) / 1e5;

/**
 * The 11 columns of the site summary row (spec 02 §3). Dates show as MM-DD-YYYY and sort by the API's ISO day.
 * The location links to its site page. On a phone each row is a card named by its location, with the
 * parameter and its period listed and the rest under "More details". A function of `t`: the titles follow the language.
 */
export const siteSummaryColumns = (t: Translate): ResultsTableColumn<SiteSummaryRow>[] => [
  { key: 'is_ccbwqa', title: t('tools.siteSummary.column.ccbwqa'), format: (isCcbwqa) => (isCcbwqa ? t('tools.siteSummary.yes') : t('tools.siteSummary.no')), card: 'more' },
  {
    key: 'location_descrip',
    title: t('tools.siteSummary.column.location'),
    card: 'title',
    render: (name, row) => <Link to={sitePath(row.locationid)}>{String(name)}</Link>,
  },
  { key: 'location_type', title: t('tools.siteSummary.column.locationType'), format: (type) => locationTypeLabel(t, String(type)), card: 'more' },
  { key: 'param_descrip', title: t('tools.siteSummary.column.parameter'), format: (name, row) => parameterName(t, row.parameterid, String(name)) },
  { key: 'param_group', title: t('tools.siteSummary.column.parameterGroup'), format: (name, row) => parameterGroupName(t, row.param_groupid, String(name)), card: 'more' },
  { key: 'huc_8', title: t('tools.siteSummary.column.huc8'), card: 'more' },
  { key: 'por_start', title: t('tools.siteSummary.column.firstSample'), format: (day) => formatDayMDY(String(day)), sorter: (a, b) => a.por_start.localeCompare(b.por_start) },
  { key: 'por_end', title: t('tools.siteSummary.column.lastSample'), format: (day) => formatDayMDY(String(day)), sorter: (a, b) => a.por_end.localeCompare(b.por_end) },
  { key: 'years', title: t('tools.siteSummary.column.years') },
  { key: 'loc_lat', title: t('tools.siteSummary.column.latitude'), format: roundCoordinate, card: 'more' },
  { key: 'loc_lon', title: t('tools.siteSummary.column.longitude'), format: roundCoordinate, card: 'more' },
];
