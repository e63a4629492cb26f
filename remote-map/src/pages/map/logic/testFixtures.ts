// Builders of summary rows for the logic modules' tests, every field filled with a plausible value, so a
// test states only what it is about (locations: makeLocation in @basin/shared/map/test-locations).
import type { DailyPoint, WqSummaryRow } from '@basin/api/schemas';

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
    [`${name}_nondetects_limit_unknown`]: 0,
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
    bmk_less_than_range: false,
    ...overrides,
  };
}

/** A daily result of chlorophyll-a at CC-10 (the map's results panel), with the fields a test cares about. */
export function makeDailyPoint(overrides: Partial<DailyPoint> = {}): DailyPoint {
  return {
    collect_date: '2020-05-05',
    parameterid: 28,
    result: 150,
    units: 'µg/L',
    location_name: 'CC-10',
    organization: null,
    nondetect: false,
    flow_conditions: null,
    status: 'approved',
    ...overrides,
  };
}
