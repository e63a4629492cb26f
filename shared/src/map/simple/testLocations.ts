// Test fixtures of the simpler map: complete MapLocation rows with overridable fields.
import type { MapLocation } from '@basin/api/schemas';

export function makeLocation(overrides: Partial<MapLocation> & Pick<MapLocation, 'locationid' | 'location_name'>): MapLocation {
  return {
    location_desc: overrides.location_name,
    location_type: 'Surface Water',
    county: 'Arapahoe',
    huc_8: null,
    huc_12: null,
    parameter_groups: [],
    location_geometry: { type: 'Point', coordinates: [overrides.longitude_dd ?? -104.85, overrides.latitude_dd ?? 39.6] },
    latitude_dd: 39.6,
    longitude_dd: -104.85,
    telem: false,
    active: true,
    is_ccbwqa: true,
    recordcount_alldata: 10,
    recordcount_baseflow: 5,
    recordcount_stormflow: 5,
    parameterid_array_alldata: [],
    parameterid_array_baseflow: [],
    parameterid_array_stormflow: [],
    parameter_group_fav: null,
    summary_benchmark_scale_median: null,
    por_start: null,
    por_end: null,
    notes: null,
    ...overrides,
  };
}

export const CC10 = makeLocation({ locationid: 68, location_name: 'CC-10', location_desc: 'Cherry Creek at Arapahoe Road', latitude_dd: 39.59312, longitude_dd: -104.8345 });
export const CT2 = makeLocation({ locationid: 83, location_name: 'CT-2', latitude_dd: 39.62, longitude_dd: -104.83 });
export const CCR1 = makeLocation({ locationid: 79, location_name: 'CCR1', location_type: 'Reservoir', latitude_dd: 39.645, longitude_dd: -104.855 });
export const WEATHER = makeLocation({ locationid: 155, location_name: 'Weather station', location_type: 'Weather', latitude_dd: 39.5, longitude_dd: -104.8 });
