import type { ResultsTableColumn } from '@basin/shared/results-table';
import type { SiteSummaryRow } from '@basin/api/schemas';

const coordinate = (value: unknown) => (typeof value === 'number' ? value.toFixed(5) : '');

/** The 11 columns of the site summary row (spec 02 §3). */
export const SITE_SUMMARY_COLUMNS: ResultsTableColumn<SiteSummaryRow>[] = [
  { key: 'is_ccbwqa', title: 'CCBWQA', render: (value) => (value ? 'Yes' : 'No') },
  { key: 'location_descrip', title: 'Location' },
  { key: 'location_type', title: 'Location Type' },
  { key: 'param_descrip', title: 'Parameter' },
  { key: 'param_group', title: 'Parameter Group' },
  { key: 'huc_8', title: 'HUC-8' },
  { key: 'por_start', title: 'Record Start' },
  { key: 'por_end', title: 'Record End' },
  { key: 'years', title: 'Years of Data' },
  { key: 'loc_lat', title: 'Latitude', render: coordinate },
  { key: 'loc_lon', title: 'Longitude', render: coordinate },
];
