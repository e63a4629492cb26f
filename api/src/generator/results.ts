// Water-quality results: sampling schedules per program and value models per parameter, with
// seasonal cycles, reservoir stratification in depth profiles, storm versus base flow, non-detects
// (stored at the detection limit) and a few real trends.
import { dateParts, dayNumber, daysInMonth, isoDate, seasonal, waterYearEnd, waterYearStart } from './calendar';
import { FlowCondition, Source } from './catalog';
import type { Site } from './locations';
import { Random } from './prng';
import type { Weather } from './weather';

/** Column order of the rows yielded here (see the results table in load.ts). */
export type ResultRow = [
  locationId: number,
  parameterId: number,
  sampleDate: string,
  sampleTime: string | null,
  value: number,
  depthM: number | null,
  flowConditionId: number | null,
  nondetect: boolean,
  detectionLimit: number | null,
  organizationId: number,
  sourceId: number,
  taxa: string | null,
  flag: string | null,
];

/** Reporting precision (decimals) per parameter; values are rounded to it. */
const DECIMALS: Record<number, number> = {
  2: 2, 3: 2, 6: 2, 7: 2, 8: 1, 10: 1, 42: 0, 1902: 0, 1892: 2, 24: 1, 25: 1, 73: 0, 30: 1, 638: 1, 27: 0,
  19: 1, 634: 1, 20: 0, 50: 0, 53: 0, 652: 0, 680: 0, 100138: 1, 100139: 1, 100140: 1,
};

/** Laboratory detection limits (same unit as the parameter). */
const DETECTION_LIMIT: Record<number, number> = {
  28: 5, 47: 5, 16: 2, 29: 50, 45: 50, 1: 10, 9: 10, 11: 50, 24: 0.5, 25: 0.5, 73: 1, 30: 2, 638: 2,
  652: 10, 680: 1, 19: 0.5, 634: 0.5,
};

const MOLAR_N_TO_P = 30.97 / 14.007;

function round(value: number, parameterId: number): number {
  const factor = 10 ** (DECIMALS[parameterId] ?? 0);
  return Math.round(value * factor) / factor;
}

/** One sampling visit: where, when, at which depth, under which flow. */
interface Visit {
  site: Site;
  date: string;
  time: string;
  flowConditionId: number | null;
  sourceId: number;
}

class Emitter {
  constructor(
    private readonly random: Random,
    private readonly rows: ResultRow[],
  ) {}

  /** Adds one result; values under the detection limit become non-detects at the limit. */
  add(visit: Visit, parameterId: number, trueValue: number, depth: number | null = null): void {
    const limit = DETECTION_LIMIT[parameterId] ?? null;
    const nondetect = limit !== null && trueValue < limit;
    const value = nondetect ? limit : round(trueValue, parameterId);
    const flag = this.random.chance(0.01) ? 'J' : null; // estimated value, as labs report now and then
    this.rows.push([
      visit.site.id, parameterId, visit.date, visit.time, value, depth, visit.flowConditionId, nondetect, limit,
      visit.site.organizationId, visit.sourceId, null, flag,
    ]);
  }
}

/** Log-normal value: median x seasonal wave x trend x noise. */
function lognormal(random: Random, median: number, sd: number, extraLog = 0): number {
  return median * Math.exp(sd * random.normal() + extraLog);
}

/** Real trends in a few series (log units per year); most series are flat. */
function trendPerYear(seed: string | number, site: Site, parameterId: number): number {
  if (site.name.startsWith('CT') && (parameterId === 28 || parameterId === 47 || parameterId === 16)) return -0.03;
  if (site.program.startsWith('reservoir') && parameterId === 24) return 0.012;
  const random = new Random(seed, 'trend', site.id, parameterId);
  return random.chance(0.08) ? random.pick([-0.025, 0.02]) : 0;
}

function clockTime(random: Random, fromHour: number, toHour: number): string {
  const minutes = random.int(fromHour * 60, toHour * 60);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;
}

// ---------------------------------------------------------------------------------------------
// Streams

const STREAM_FULL = [2, 8, 3, 7, 1902, 10, 28, 47, 16, 29, 45, 1, 9, 11, 46, 30, 638, 27, 73, 19, 634, 20, 50, 53, 100138, 100139, 100140];
const STREAM_BASIC = new Set([2, 8, 3, 7, 1902, 28, 29, 9, 30, 73]);

function streamVisit(emit: Emitter, random: Random, visit: Visit, dayOfYear: number, waterYear: number, trends: (id: number) => number): void {
  const { site } = visit;
  const storm = visit.flowConditionId === FlowCondition.Storm;
  const wanted = (id: number) => site.program === 'stream-full' || STREAM_BASIC.has(id);
  const years = waterYear - 2009;
  const f = site.concentrationFactor;
  const trend = (id: number) => trends(id) * Math.max(years + 8, 0); // trends start around 2001

  const flow = site.baseFlow * Math.exp(0.4 * seasonal(dayOfYear, 140) + 0.3 * random.normal()) * (storm ? random.between(5, 60) : 1);
  const temp = Math.max(0.2, 12 + 9 * seasonal(dayOfYear, 200) + 1.5 * random.normal());
  const oxygen = Math.max(2, (14.6 - 0.38 * temp) * random.between(0.8, 1.02));
  const tp = lognormal(random, 190 * f, 0.3, 0.1 * seasonal(dayOfYear, 200) + trend(28)) * (storm ? random.between(2, 7) : 1);
  const tdp = tp * (storm ? random.between(0.15, 0.35) : random.between(0.45, 0.75));
  const srp = tdp * random.between(0.6, 0.9);
  const tn = lognormal(random, 1500 * f, 0.25, trend(29)) * (storm ? random.between(1.1, 1.8) : 1);
  const tdn = tn * (storm ? random.between(0.5, 0.7) : random.between(0.75, 0.9));
  const nitrate = tdn * random.between(0.35, 0.6);
  const ammonia = lognormal(random, 60, 0.6);
  const tss = lognormal(random, 15 * f, 0.7) * (storm ? random.between(8, 40) : 1);
  const toc = lognormal(random, 5, 0.25) * (storm ? 2 : 1);
  const dilution = storm ? random.between(0.45, 0.7) : 1;

  const values: Array<[number, number]> = [
    [2, flow],
    [8, temp],
    [3, oxygen],
    [7, 7.9 + 0.2 * random.normal()],
    [1902, lognormal(random, 850, 0.15, 0.1 * seasonal(dayOfYear, 30)) * dilution],
    [10, lognormal(random, 6, 0.5, 0.3 * seasonal(dayOfYear, 150)) * (storm ? random.between(5, 30) : 1)],
    [28, tp],
    [47, tdp],
    [16, srp],
    [29, tn],
    [45, tdn],
    [1, ammonia],
    [9, nitrate],
    [11, Math.max(tn - nitrate, ammonia)],
    [46, ammonia + nitrate],
    [30, tss],
    [638, tss * random.between(0.15, 0.3)],
    [27, lognormal(random, 600, 0.15) * dilution],
    [73, lognormal(random, 120, 0.9, 0.8 * seasonal(dayOfYear, 210)) * (storm ? random.between(10, 50) : 1)],
    [19, toc],
    [634, toc * random.between(0.7, 0.9)],
    [20, lognormal(random, 160, 0.1) * dilution],
    [50, lognormal(random, 90, 0.25, 0.25 * seasonal(dayOfYear, 45)) * dilution],
    [53, lognormal(random, 120, 0.2) * dilution],
    [100138, (tn / tp) * MOLAR_N_TO_P],
    [100139, (tdn / tdp) * MOLAR_N_TO_P],
    [100140, ((ammonia + nitrate) / srp) * MOLAR_N_TO_P],
  ];
  for (const [id, value] of values) if (wanted(id)) emit.add(visit, id, value);
}

// ---------------------------------------------------------------------------------------------
// Reservoir

const MAX_DEPTH_M: Record<number, number> = { 79: 8, 80: 7, 81: 6 };

/** Summer stratification strength: 0 when mixed (spring, autumn, winter), up to 1 in midsummer. */
function stratification(dayOfYear: number): number {
  return dayOfYear > 120 && dayOfYear < 270 ? Math.sin((Math.PI * (dayOfYear - 120)) / 150) : 0;
}

/** Year-to-year swings of algal growth, shared by every reservoir location. */
function bloomYearFactor(seed: string | number, waterYear: number): number {
  return Math.exp(0.25 * new Random(seed, 'bloom-year', waterYear).normal());
}

function reservoirVisit(emit: Emitter, random: Random, visit: Visit, dayOfYear: number, waterYear: number, seed: string | number, trends: (id: number) => number): void {
  const { site } = visit;
  const strat = stratification(dayOfYear);
  const lateSummer = strat * Math.min(1, Math.max(0, (dayOfYear - 150) / 60)); // anoxia builds up
  const years = waterYear - 2009;
  const chl = lognormal(random, 10.5 * bloomYearFactor(seed, waterYear), 0.45, 0.75 * seasonal(dayOfYear, 215) + trends(24) * years);
  const secchi = Math.min(3.2, Math.max(0.3, 2.4 / (chl / 8) ** 0.35 * Math.exp(0.12 * random.normal())));

  // Depth profile every metre (temperature, oxygen, pH, conductance, ORP).
  if (site.program === 'reservoir-station') {
    const maxDepth = MAX_DEPTH_M[site.id] ?? 7;
    const surfaceTemp = Math.max(1, 13 + 11 * seasonal(dayOfYear, 205) + 0.8 * random.normal());
    const surfaceOxygen = 9 + 1.5 * strat - 0.15 * (surfaceTemp - 10) + 0.4 * random.normal();
    const conductance = 900 + 25 * random.normal();
    for (let depth = 0; depth <= maxDepth; depth++) {
      const relative = depth / maxDepth;
      const oxygen = Math.max(0.1, surfaceOxygen - lateSummer * (surfaceOxygen - 0.6) * relative ** 2 + 0.15 * random.normal());
      emit.add(visit, 8, surfaceTemp - strat * 7 * relative ** 1.3 + 0.1 * random.normal(), depth);
      emit.add(visit, 3, oxygen, depth);
      emit.add(visit, 7, 8.3 + 0.5 * strat - 0.9 * strat * relative + 0.05 * random.normal(), depth);
      emit.add(visit, 1902, conductance + 3 * depth + 5 * random.normal(), depth);
      emit.add(visit, 42, 320 + 20 * random.normal() - (oxygen < 1.5 ? 250 * (1.5 - oxygen) + 50 : 0), depth);
    }
    emit.add(visit, 6, secchi);
    emit.add(visit, 1892, secchi * random.between(2, 2.6));
  }

  // Photic-zone sample (1 m at the stations, the composite at location 120 has no depth) and, at the
  // stations, a bottom sample showing the internal loading of a stratified reservoir.
  const photicDepth = site.program === 'reservoir-station' ? 1 : null;
  const bottomDepth = MAX_DEPTH_M[site.id] ?? null;
  const samples: Array<[number | null, number]> = [[photicDepth, 0]];
  if (bottomDepth !== null) samples.push([bottomDepth, lateSummer]);
  for (const [depth, release] of samples) {
    const tp = lognormal(random, 80, 0.2, 0.2 * seasonal(dayOfYear, 230)) * (1 + 2.5 * release);
    const tdp = tp * random.between(0.35, 0.55);
    const srp = tdp * random.between(0.15, 0.45) * (1 + 3 * release);
    const tn = lognormal(random, 850, 0.15, 0.1 * seasonal(dayOfYear, 230)) * (1 + 0.4 * release);
    const tdn = tn * random.between(0.7, 0.85);
    const nitrate = lognormal(random, 80, 0.5, -1.3 * strat);
    const ammonia = lognormal(random, 40, 0.5) * (1 + 12 * release);
    const values: Array<[number, number]> = [
      [28, tp], [47, tdp], [16, srp], [29, tn], [45, tdn], [9, nitrate], [1, ammonia],
      [11, Math.max(tn - nitrate, ammonia)], [46, ammonia + nitrate],
      [100138, (tn / tp) * MOLAR_N_TO_P], [100139, (tdn / tdp) * MOLAR_N_TO_P], [100140, ((ammonia + nitrate) / srp) * MOLAR_N_TO_P],
    ];
    if (depth === photicDepth) {
      values.push([24, chl], [25, chl * random.between(0.15, 0.4)]);
      if (site.program === 'reservoir-station') {
        const tss = lognormal(random, 10, 0.4);
        const toc = lognormal(random, 6.5, 0.15);
        values.push(
          [30, tss], [638, tss * random.between(0.4, 0.6)], [27, lognormal(random, 560, 0.08)], [10, lognormal(random, 5, 0.4)],
          [19, toc], [634, toc * random.between(0.8, 0.92)], [20, lognormal(random, 165, 0.06)], [50, lognormal(random, 120, 0.1)],
          [53, lognormal(random, 150, 0.1)], [652, lognormal(random, 120, 0.4)], [680, lognormal(random, 50, 0.5)],
        );
      }
    } else {
      values.push([652, lognormal(random, 120, 0.4) * (1 + 4 * release)], [680, lognormal(random, 50, 0.5) * (1 + 15 * release)]);
    }
    for (const [id, value] of values) emit.add(visit, id, value, depth);
  }
}

// ---------------------------------------------------------------------------------------------
// Groundwater

function groundwaterVisit(emit: Emitter, random: Random, visit: Visit, trends: (id: number) => number, waterYear: number): void {
  const f = visit.site.concentrationFactor;
  const years = waterYear - 2009;
  const values: Array<[number, number]> = [
    [9, lognormal(random, 2500 * f, 0.6, trends(9) * years)],
    [27, lognormal(random, 900 * f, 0.2)],
    [50, lognormal(random, 130 * f, 0.25)],
    [53, lognormal(random, 250 * f, 0.25)],
    [1902, lognormal(random, 1300 * f, 0.2)],
    [8, 13 + 1.5 * random.normal()],
    [7, 7.2 + 0.15 * random.normal()],
    [28, lognormal(random, 60, 0.5)],
    [16, lognormal(random, 45, 0.5)],
    [652, lognormal(random, 300, 1)],
    [680, lognormal(random, 400, 1)],
    [20, lognormal(random, 250, 0.15)],
  ];
  for (const [id, value] of values) emit.add(visit, id, value);
}

// ---------------------------------------------------------------------------------------------
// Schedules

/** Dates (day numbers) a program visits a site in a water year, with the flow condition. */
function* schedule(site: Site, waterYear: number, random: Random, weather: Weather): Generator<[number, number | null]> {
  const start = waterYearStart(waterYear);
  const end = waterYearEnd(waterYear);
  const monthDays = (visitsInMonth: (month: number) => number, spread: number) => {
    const days: number[] = [];
    for (let offset = 0; offset < 12; offset++) {
      const month = ((offset + 9) % 12) + 1;
      const year = month >= 10 ? waterYear - 1 : waterYear;
      const visits = visitsInMonth(month);
      for (let v = 0; v < visits; v++) {
        const target = Math.round(((v + 0.5) * daysInMonth(year, month)) / visits + random.between(-spread, spread));
        days.push(dayNumber(year, month, Math.min(Math.max(target, 1), daysInMonth(year, month))));
      }
    }
    return days;
  };
  switch (site.program) {
    case 'reservoir-station':
    case 'reservoir-composite':
      // Twice a month May-October, monthly otherwise.
      for (const day of monthDays((month) => (month >= 5 && month <= 10 ? 2 : 1), 3)) yield [day, null];
      return;
    case 'groundwater':
      for (const day of monthDays((month) => (month % 3 === 1 ? 1 : 0), 5)) yield [day, null];
      return;
    case 'stream-full':
    case 'stream-basic': {
      for (const day of monthDays(() => 1, 6)) yield [day, FlowCondition.Base];
      const stormChance = site.program === 'stream-full' ? 0.65 : 0.35;
      for (const day of weather.stormDays) {
        if (day >= start && day <= end && random.chance(stormChance)) yield [day, FlowCondition.Storm];
      }
      return;
    }
    case 'weather':
      return;
  }
}

export interface ResultOptions {
  seed: string | number;
  /**
   * Share of sampling visits kept: 1 is the full dataset (about a million results). Above 1 each visit
   * is repeated (replicate samples), so the data grow linearly for scaling tests.
   */
  scale: number;
  weather: Weather;
}

/** How many times a visit is sampled: kept with probability `scale` up to 1, then whole replicates. */
function visitCopies(keep: Random, scale: number): number {
  if (scale <= 1) return keep.chance(scale) ? 1 : 0;
  const whole = Math.floor(scale);
  return whole + (keep.chance(scale - whole) ? 1 : 0);
}

/** Every result of one site, in date order within each water year. */
export function siteResults(site: Site, { seed, scale, weather }: ResultOptions): ResultRow[] {
  const rows: ResultRow[] = [];
  const random = new Random(seed, 'results', site.id);
  const keep = new Random(seed, 'sample-selection', site.id);
  const emit = new Emitter(random, rows);
  const trendCache = new Map<number, number>();
  const trends = (parameterId: number) => {
    let trend = trendCache.get(parameterId);
    if (trend === undefined) trendCache.set(parameterId, (trend = trendPerYear(seed, site, parameterId)));
    return trend;
  };
  for (let waterYear = site.firstWaterYear; waterYear <= site.lastWaterYear; waterYear++) {
    const visits = [...schedule(site, waterYear, random, weather)].sort((a, b) => a[0] - b[0]);
    for (const [day, flowConditionId] of visits) {
      for (let copy = visitCopies(keep, scale); copy > 0; copy--) {
        const storm = flowConditionId === FlowCondition.Storm;
        const visit: Visit = {
          site,
          date: isoDate(day),
          time: storm ? clockTime(random, 0, 23) : clockTime(random, 8, 14),
          flowConditionId,
          sourceId: !site.isCcbwqa ? Source.Partner : storm ? Source.Storm : Source.Routine,
        };
        const { dayOfYear } = dateParts(day);
        if (site.program.startsWith('reservoir')) reservoirVisit(emit, random, visit, dayOfYear, waterYear, seed, trends);
        else if (site.program === 'groundwater') groundwaterVisit(emit, random, visit, trends, waterYear);
        else streamVisit(emit, random, visit, dayOfYear, waterYear, trends);
      }
    }
  }
  return rows;
}
