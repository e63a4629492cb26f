// The results a saved download filter selects, as SQL over results r with its bind parameters: the one
// definition the record count (routes/(caller-dependent)/download-user-filters-recordcounts) and the export
// rows (./rows.ts) share, so a count is always the number of rows a download writes.
import type { SavedDownloadFilter } from '../schemas/downloads';

/**
 * The results a filter selects. Flow condition 3 ('all') takes every result; 1 and 2 take storm and
 * base samples only.
 */
export const SELECTION = `
  r.location_id = ANY($1::int[]) AND r.parameter_id = ANY($2::int[]) AND r.sample_date BETWEEN $3 AND $4
  AND (3 = ANY($5::int[]) OR r.flow_condition_id = ANY($5::int[]))`;

export const selectionParams = (filter: SavedDownloadFilter) => [filter.locations, filter.parameters, filter.start_date, filter.end_date, filter.flow_conditions];
