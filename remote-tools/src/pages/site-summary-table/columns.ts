import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { SiteSummaryRow } from '@basin/api/schemas';

/** Five decimals (about a metre) is all a coordinate needs here; it stays a number so it sorts as one. */
const roundCoordinate = (value: unknown) => Math.round(Number(value) * 1e5) / 1e5;

/** The 11 columns of the site summary row (spec 02 §3). Dates are ISO (YYYY-MM-DD), so they sort as text. */
export const SITE_SUMMARY_COLUMNS: ResultsTableColumn<SiteSummaryRow>[] = [
  { key: 'is_ccbwqa', title: 'CCBWQA Location', format: (isCcbwqa) => (isCcbwqa ? 'Yes' : 'No') },
  { key: 'location_descrip', title: 'Location' },
  { key: 'location_type', title: 'Location Type' },
  { key: 'param_descrip', title: 'Parameter' },
  { key: 'param_group', title: 'Parameter Group' },
  { key: 'huc_8', title: 'HUC 8' },
  { key: 'por_start', title: 'First Sample' },
  { key: 'por_end', title: 'Last Sample' },
  { key: 'years', title: 'Years of Data' },
  { key: 'loc_lat', title: 'Latitude', format: roundCoordinate },
  { key: 'loc_lon', title: 'Longitude', format: roundCoordinate },
];
