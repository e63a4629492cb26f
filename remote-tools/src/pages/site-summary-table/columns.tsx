import { Link } from 'react-router-dom';
import { sitePath } from '@basin/shared/links';
import { formatDayMDY } from '@basin/shared/analysis';
import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { SiteSummaryRow } from '@basin/api/schemas';

/** Five decimals (about a metre) is all a coordinate needs here; it stays a number so it sorts as one. */
const roundCoordinate = (value: unknown) => Math.round(Number(value) * 1e5) / 1e5;

/**
 * The 11 columns of the site summary row (spec 02 §3). Dates show as MM-DD-YYYY and sort by the API's ISO day.
 * The location links to its site page. On a phone each row is a card named by its location, with the
 * parameter and its period listed and the rest under "More details".
 */
export const SITE_SUMMARY_COLUMNS: ResultsTableColumn<SiteSummaryRow>[] = [
  { key: 'is_ccbwqa', title: 'CCBWQA Location', format: (isCcbwqa) => (isCcbwqa ? 'Yes' : 'No'), card: 'more' },
  {
    key: 'location_descrip',
    title: 'Location',
    card: 'title',
    render: (name, row) => <Link to={sitePath(row.locationid)}>{String(name)}</Link>,
  },
  { key: 'location_type', title: 'Location Type', card: 'more' },
  { key: 'param_descrip', title: 'Parameter' },
  { key: 'param_group', title: 'Parameter Group', card: 'more' },
  { key: 'huc_8', title: 'HUC 8', card: 'more' },
  { key: 'por_start', title: 'First Sample', format: (day) => formatDayMDY(String(day)), sorter: (a, b) => a.por_start.localeCompare(b.por_start) },
  { key: 'por_end', title: 'Last Sample', format: (day) => formatDayMDY(String(day)), sorter: (a, b) => a.por_end.localeCompare(b.por_end) },
  { key: 'years', title: 'Years of Data' },
  { key: 'loc_lat', title: 'Latitude', format: roundCoordinate, card: 'more' },
  { key: 'loc_lon', title: 'Longitude', format: roundCoordinate, card: 'more' },
];
