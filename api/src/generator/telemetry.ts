// 15-minute telemetry of the stream gauges: flow responding to the day's thunderstorms (base flows
// of a few cfs, storm peaks of hundreds), stage from a rating curve, and at CC-10 the loggers'
// temperature, conductance and turbidity. Only the last years are kept (scaled) to bound the volume.
import { dateParts, isoDate, seasonal, waterYearEnd } from './calendar';
import { LAST_WATER_YEAR, type Site } from './locations';
import { Random } from './prng';
import type { Weather } from './weather';
import type { ValueStatus } from '../feeds/readers/types';

export type TelemetryRow = [locationId: number, parameterId: number, readingTime: string, value: number, status: ValueStatus, qualifiers: string];

/**
 * As at a USGS gauge, the newest readings are provisional until the agency reviews them (about the last
 * five months, a third of a shorter window), and within them a day now and then is estimated (a sensor
 * fouled, values filled in).
 */
const PROVISIONAL_DAYS = 150;
const ESTIMATED_EVERY_DAYS = 11;

export function provisionalDays(scale: number): number {
  return Math.min(PROVISIONAL_DAYS, Math.floor(telemetryWindowDays(scale) / 3));
}

const STEPS_PER_DAY = 96;
const FULL_WINDOW_DAYS = 3 * 365;
const LOGGER_SITE_ID = 68;
const RECESSION_PER_STEP = Math.exp(-1 / 32); // storm runoff recedes with an ~8-hour time constant
const RISE_STEPS = 4;

const SLOT_TIMES = Array.from({ length: STEPS_PER_DAY }, (_, slot) => {
  const minutes = slot * 15;
  return `T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`;
});

/** Days of 15-minute readings kept: the full window at scale 1 and above (replicates add results only). */
export function telemetryWindowDays(scale: number): number {
  return Math.max(2, Math.round(FULL_WINDOW_DAYS * Math.min(scale, 1)));
}

export function telemetrySites(sites: readonly Site[]): Site[] {
  return sites.filter((site) => site.telem && site.program.startsWith('stream'));
}

/** Readings of one gauge, in time order, in daily chunks (a day of every series at a time). */
export function* gaugeReadings(site: Site, weather: Weather, seed: string | number, scale: number): Generator<TelemetryRow[]> {
  const random = new Random(seed, 'telemetry', site.id);
  const lastDay = waterYearEnd(LAST_WATER_YEAR);
  const firstDay = lastDay - telemetryWindowDays(scale) + 1;
  const loggers = site.id === LOGGER_SITE_ID;
  let excess = 0; // storm runoff above base flow, cfs
  for (let day = firstDay; day <= lastDay; day++) {
    const rows: TelemetryRow[] = [];
    const { dayOfYear } = dateParts(day);
    const date = isoDate(day);
    const provisional = day > lastDay - provisionalDays(scale);
    const estimated = provisional && (lastDay - day) % ESTIMATED_EVERY_DAYS === 5;
    const status: ValueStatus = estimated ? 'estimated' : provisional ? 'provisional' : 'approved';
    const qualifiers = estimated ? 'P e' : provisional ? 'P' : 'A';
    const rain = weather.basin[day - weather.firstDay] ?? 0;
    const stormStart = rain > 0.2 ? random.int(14 * 4, 20 * 4) : -1;
    const stormPeak = rain > 0.2 ? site.baseFlow * 25 * rain ** 1.5 * random.between(0.5, 1.5) : 0;
    const base = site.baseFlow * Math.exp(0.4 * seasonal(dayOfYear, 140) + 0.1 * random.normal());
    for (let slot = 0; slot < STEPS_PER_DAY; slot++) {
      excess *= RECESSION_PER_STEP;
      if (stormStart >= 0 && slot >= stormStart && slot < stormStart + RISE_STEPS) excess += stormPeak / RISE_STEPS;
      const hour = slot / 4;
      const flow = base * (1 + 0.04 * Math.sin((2 * Math.PI * (hour - 6)) / 24)) + excess;
      const time = date + SLOT_TIMES[slot];
      rows.push([site.id, 2, time, Math.round(flow * 100) / 100, status, qualifiers]);
      rows.push([site.id, 1901, time, Math.round((0.2 + 0.6 * flow ** 0.38) * 100) / 100, status, qualifiers]);
      if (loggers) {
        const temperature = Math.max(0, 12 + 9 * seasonal(dayOfYear, 200) + 2.5 * Math.sin((2 * Math.PI * (hour - 10)) / 24));
        rows.push([site.id, 1906, time, Math.round(temperature * 10) / 10, status, qualifiers]);
        rows.push([site.id, 1907, time, Math.round(850 * (base / (base + excess)) ** 0.3), status, qualifiers]);
        rows.push([site.id, 1908, time, Math.round((4 + 0.8 * excess ** 0.8 + Math.abs(random.normal())) * 10) / 10, status, qualifiers]);
      }
    }
    yield rows;
  }
}

