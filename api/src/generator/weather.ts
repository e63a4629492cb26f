// Daily precipitation: about 15-17 inches a year, mostly from May-August thunderstorms. The basin
// series drives storm sampling and the telemetry hydrographs; the two gauges see it with local noise.
import { dateParts, isoDate, waterYearEnd, waterYearStart } from './calendar';
import { FIRST_WATER_YEAR, LAST_WATER_YEAR } from './locations';
import { Random } from './prng';
import type { ValueStatus } from '../feeds/readers/types';

// By month (Jan..Dec): chance of a wet day and mean depth of a wet day (inches).
const WET_DAY_CHANCE = [0.1, 0.11, 0.16, 0.2, 0.27, 0.3, 0.33, 0.31, 0.2, 0.14, 0.11, 0.1];
const WET_DAY_MEAN_IN = [0.1, 0.12, 0.16, 0.22, 0.3, 0.33, 0.3, 0.3, 0.24, 0.16, 0.12, 0.1];

export interface Weather {
  firstDay: number;
  /** Basin-average precipitation per day from firstDay. */
  basin: Float64Array;
  /** Days with a storm large enough to sample (at least 0.5 in, April-October). */
  stormDays: number[];
}

export function generateWeather(seed: string | number): Weather {
  const random = new Random(seed, 'weather');
  const firstDay = waterYearStart(FIRST_WATER_YEAR);
  const lastDay = waterYearEnd(LAST_WATER_YEAR);
  const basin = new Float64Array(lastDay - firstDay + 1);
  const stormDays: number[] = [];
  let wetYesterday = false;
  for (let day = firstDay; day <= lastDay; day++) {
    const { month } = dateParts(day);
    const chance: number = (WET_DAY_CHANCE[month - 1] ?? 0.1) * (wetYesterday ? 1.5 : 0.9);
    const inches: number = random.chance(chance) ? Math.round(random.exponential(WET_DAY_MEAN_IN[month - 1] ?? 0.1) * 100) / 100 : 0;
    wetYesterday = inches > 0;
    basin[day - firstDay] = inches;
    if (inches >= 0.5 && month >= 4 && month <= 10) stormDays.push(day);
  }
  return { firstDay, basin, stormDays };
}

/** A gauge's daily totals: the basin series with gauge-specific local variation. */
/** Days at the end of the rain record that are provisional. */
export const PROVISIONAL_PRECIPITATION_DAYS = 60;

export function* gaugePrecipitation(seed: string | number, weather: Weather, locationId: number): Generator<[number, string, number, ValueStatus, null]> {
  const random = new Random(seed, 'gauge', locationId);
  for (let index = 0; index < weather.basin.length; index++) {
    const basinInches = weather.basin[index] ?? 0;
    const local = basinInches > 0 ? basinInches * Math.exp(0.35 * random.normal()) : random.chance(0.02) ? 0.01 : 0;
    // The last weeks are provisional, as a rain gauge's newest reports are until they are reviewed.
    const provisional = index >= weather.basin.length - PROVISIONAL_PRECIPITATION_DAYS;
    yield [locationId, isoDate(weather.firstDay + index), Math.round(local * 100) / 100, provisional ? 'provisional' : 'approved', null];
  }
}
