// Test fixtures of the maps (the explorer's and the simpler one): complete MapLocation rows, every
// field filled with a plausible value, so a test states only what it is about.
// Tests outside shared import it as '@basin/shared/map/test-locations'.
import type { MapLocation } from '@basin/api/schemas';

export function makeLocation(overrides: Partial<MapLocation> & Pick<MapLocation, 'locationid'>): MapLocation {
  const longitude = overrides.longitude_dd ?? -104.8;
  const latitude = overrides.latitude_dd ?? 39.5;
  return {
    location_name: `Site ${overrides.locationid}`,
    location_desc: overrides.location_name ?? `Monitoring site ${overrides.locationid}`,
    location_type: 'Surface Water',
    county: 'Arapahoe',
    huc_8: '10190003',
    huc_12: '101900030101',
    parameter_groups: ['Nutrients'],
    // Groups given by name only are named as the data names them.
    parameter_group_ids: overrides.parameter_groups ? [] : [147],
    location_geometry: { type: 'Point', coordinates: [longitude, latitude] },
    latitude_dd: latitude,
    longitude_dd: longitude,
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
    parameter_group_fav_id: 147,
    summary_benchmark_scale_median: null,
    por_start: '2011-10-01',
    por_end: '2021-09-30',
    notes: null,
    ...overrides,
  };
}

/** The fields a popup shows only when recorded, left empty: the sites below show only what a test gives them. */
const UNRECORDED = { huc_8: null, huc_12: null, parameter_groups: [], parameter_group_ids: [], por_start: null, por_end: null, notes: null };

export const CC10 = makeLocation({ ...UNRECORDED, locationid: 68, location_name: 'CC-10', location_desc: 'Cherry Creek at Arapahoe Road', latitude_dd: 39.59312, longitude_dd: -104.8345 });
export const CT2 = makeLocation({ ...UNRECORDED, locationid: 83, location_name: 'CT-2', latitude_dd: 39.62, longitude_dd: -104.83 });
export const CCR1 = makeLocation({ ...UNRECORDED, locationid: 79, location_name: 'CCR1', location_type: 'Reservoir', latitude_dd: 39.645, longitude_dd: -104.855 });
export const WEATHER = makeLocation({ ...UNRECORDED, locationid: 155, location_name: 'Weather station', location_type: 'Weather', latitude_dd: 39.5, longitude_dd: -104.8 });
