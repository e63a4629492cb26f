import type { BenchmarkClass } from '@basin/api/domain';
import type { MapLocation } from '@basin/api/schemas';
import { locationTypeLabel, parameterGroupName, tokens, type LocationType, type Translate } from '@basin/shared';
import { categoryPalette, type BenchmarkPaletteEntry } from './benchmarks';
import type { ColorBy } from './modes';

export interface LegendEntry {
  label: string;
  color: string;
}

export interface LocationColoring {
  colorOf: (location: MapLocation) => string;
  legend: LegendEntry[];
}

function byCategory(locations: readonly MapLocation[], categoryOf: (location: MapLocation) => string | null, noValue: string): LocationColoring {
  const categories = [...new Set(locations.map((location) => categoryOf(location) ?? noValue))].sort();
  const palette = categoryPalette(categories.length);
  const colors = new Map(categories.map((category, index) => [category, palette[index] ?? tokens.benchmarkColors[0]]));
  return {
    colorOf: (location) => colors.get(categoryOf(location) ?? noValue) ?? tokens.benchmarkColors[0],
    legend: categories.map((label) => ({ label, color: colors.get(label)! })),
  };
}

/**
 * How the map colours its locations: by type (fixed colours), by benchmark class of the selected
 * parameters (graph mode), or by a category with the palette of up to 20 colours.
 */
export function locationColoring(
  colorBy: ColorBy,
  locations: readonly MapLocation[],
  benchmark: { classes: ReadonlyMap<number, BenchmarkClass>; palette: readonly BenchmarkPaletteEntry[] },
  /** The page's translator: the legend's names of types, of groups and of locations without a value. */
  t: Translate,
): LocationColoring {
  const noValue = t('map.colors.notRecorded');
  switch (colorBy) {
    case 'wqData': {
      const colorOfClass = (cls: number) => benchmark.palette.find((entry) => entry.value === cls)?.color ?? tokens.benchmarkColors[0];
      return {
        colorOf: (location) => colorOfClass(benchmark.classes.get(location.locationid) ?? 0),
        legend: benchmark.palette.map((entry) => ({ label: entry.label, color: entry.color })),
      };
    }
    case 'county':
      return byCategory(locations, (location) => location.county, noValue);
    case 'parameterGroupFav':
      return byCategory(locations, (location) => (location.parameter_group_fav_id === null ? null : parameterGroupName(t, location.parameter_group_fav_id, location.parameter_group_fav)), noValue);
    default:
      return {
        colorOf: (location) => tokens.locationTypeColors[location.location_type as LocationType] ?? tokens.benchmarkColors[0],
        legend: Object.entries(tokens.locationTypeColors).map(([type, color]) => ({ label: locationTypeLabel(t, type), color })),
      };
  }
}
