// Builders of API rows for the logic modules' tests: every field filled with a plausible value, so a
// test states only what it is about.
import type { MapLocation, WqSummaryRow } from '@basin/api/schemas';

export function makeLocation(overrides: Partial<MapLocation> & { locationid: number }): MapLocation {
  return {
    location_name: `Site ${overrides.locationid}`,
    location_desc: `Monitoring site ${overrides.locationid}`,
    location_type: 'Surface Water',
    county: 'Arapahoe',
    huc_8: '10190003',
    huc_12: '101900030101',
    parameter_groups: ['Nutrients'],
    location_geometry: { type: 'Point', coordinates: [-104.8, 39.5] },
    latitude_dd: 39.5,
    longitude_dd: -104.8,
    telem: false,
    active: true,
    is_ccbwqa: true,
    recordcount_alldata: 10,
    recordcount_baseflow: 6,
    recordcount_stormflow: 4,
    parameterid_array_alldata: [28, 29],
    parameterid_array_baseflow: [28, 29],
    parameterid_array_stormflow: [28],
    parameter_group_fav: 'Nutrients',
    summary_benchmark_scale_median: null,
    por_start: '2011-10-01',
    por_end: '2021-09-30',
    notes: null,
    ...overrides,
  };
}

type FlowFields = Pick<WqSummaryRow, { [K in keyof WqSummaryRow]: K extends `${'alldata' | 'baseflow' | 'stormflow'}_${string}` | `has_${string}` ? K : never }[keyof WqSummaryRow]>;

function emptyFlows(): FlowFields {
  const flow = <F extends 'alldata' | 'baseflow' | 'stormflow'>(name: F) => ({
    [`has_${name}`]: false,
    [`${name}_bmk_median`]: null,
    [`${name}_bmk_pctile`]: null,
    [`${name}_median`]: null,
    [`${name}_pctile`]: null,
    [`${name}_trend_dynamic`]: null,
    [`${name}_sen_slope`]: null,
    [`${name}_trend_p`]: null,
    [`${name}_trend_p_corrected`]: null,
    [`${name}_recordcount`]: 0,
    [`${name}_nondetects`]: 0,
    [`${name}_por_start`]: null,
    [`${name}_por_end`]: null,
  });
  return { ...flow('alldata'), ...flow('baseflow'), ...flow('stormflow') } as FlowFields;
}

export function makeSummaryRow(overrides: Partial<WqSummaryRow> & { locationid: number; parameter_index: number }): WqSummaryRow {
  return {
    location_name: `Site ${overrides.locationid}`,
    parameter: `Parameter ${overrides.parameter_index}`,
    param_abbrev: `P${overrides.parameter_index}`,
    unit_name: 'micrograms per litre',
    units: 'µg/L',
    ...emptyFlows(),
    fullpor_start: '2011-10-01',
    fullpor_end: '2021-09-30',
    bmk_line0: null,
    bmk_line1: null,
    bmk_line2: null,
    bmk_line3: null,
    bmk_color0: null,
    bmk_color1: null,
    bmk_color2: null,
    bmk_color3: null,
    bmk_color4: null,
    ...overrides,
  };
}
