import { datasetHash, generateDataset, type TableData } from '.';
import { generateSites } from './locations';
import { siteResults } from './results';
import { generateWeather } from './weather';

const SCALE = 0.05;

function tableRows(tables: TableData[], name: string): unknown[][] {
  const table = tables.find((t) => t.table === name);
  if (!table) throw new Error(`no table ${name}`);
  return [...table.batches()].flat();
}

describe('dataset generator', () => {
  const tables = generateDataset({ seed: 'jest', scale: SCALE });
  const results = tableRows(tables, 'results') as Array<[number, number, string, string | null, number, number | null, number | null, boolean, number | null]>;

  test('the same seed and scale give byte-identical data; another seed or scale does not', () => {
    const first = datasetHash({ seed: 'jest', scale: SCALE });
    expect(datasetHash({ seed: 'jest', scale: SCALE })).toEqual(first);
    expect(datasetHash({ seed: 'other', scale: SCALE }).hash).not.toBe(first.hash);
    expect(datasetHash({ seed: 'jest', scale: 0.04 }).hash).not.toBe(first.hash);
  });

  test('scale 0.05 gives about fifty thousand results', () => {
    expect(results.length).toBeGreaterThan(35_000);
    expect(results.length).toBeLessThan(65_000);
  });

  test('rejects a scale outside (0, 10]', () => {
    expect(() => generateDataset({ seed: 1, scale: 0 })).toThrow(RangeError);
    expect(() => generateDataset({ seed: 1, scale: 11 })).toThrow(RangeError);
  });

  test('grows linearly above scale 1 by replicating visits', () => {
    const site = generateSites('jest').find((candidate) => candidate.id === 68)!;
    const weather = generateWeather('jest');
    const atScale = (scale: number) => siteResults(site, { seed: 'jest', scale, weather }).length;
    const one = atScale(1);
    // Visits are drawn from the same random stream as the values, so schedules differ a little.
    expect(atScale(3) / one).toBeGreaterThan(2.7);
    expect(atScale(3) / one).toBeLessThan(3.3);
    expect(atScale(0.5)).toBeLessThan(one);
  });

  test('has the fixed locations of the spec and about 140 more, with unique ids', () => {
    const sites = generateSites('jest');
    const byId = new Map(sites.map((site) => [site.id, site]));
    expect(byId.size).toBe(sites.length);
    expect(sites.length).toBeGreaterThanOrEqual(140);
    expect(byId.get(79)?.name).toBe('CCR-1');
    expect(byId.get(120)?.name).toBe('CCR Composite');
    expect(byId.get(68)?.name).toBe('CC-10');
    expect(byId.get(83)?.name).toBe('CT-2');
    expect(byId.get(155)?.program).toBe('weather');
    expect(sites.some((site) => !site.isCcbwqa)).toBe(true);
    expect(sites.some((site) => !site.active)).toBe(true);
    expect(sites.filter((site) => site.telem && site.program.startsWith('stream')).length).toBeGreaterThanOrEqual(3);
    expect(sites.filter((site) => site.program === 'groundwater').length).toBeGreaterThan(10);
  });

  test('stores non-detects at the detection limit', () => {
    const nondetects = results.filter((row) => row[7]);
    expect(nondetects.length).toBeGreaterThan(0);
    for (const row of nondetects) expect(row[4]).toBe(row[8]);
  });

  test('samples reservoir profiles every metre and streams in storm and base flow', () => {
    const profileDepths = new Set(results.filter((row) => row[0] === 79 && row[1] === 8).map((row) => row[5]));
    expect([...profileDepths].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(results.filter((row) => row[0] === 79).every((row) => row[6] === null)).toBe(true);
    const inflowFlows = new Set(results.filter((row) => row[0] === 68).map((row) => row[6]));
    expect(inflowFlows).toEqual(new Set([1, 2]));
  });

  test('stratifies the reservoir in late summer: less oxygen at the bottom', () => {
    const augustOxygen = results.filter((row) => row[0] === 79 && row[1] === 3 && row[2].slice(5, 7) === '08');
    const mean = (depth: number) => {
      const values = augustOxygen.filter((row) => row[5] === depth).map((row) => row[4]);
      return values.reduce((sum, value) => sum + value, 0) / values.length;
    };
    expect(mean(8)).toBeLessThan(mean(0) - 3);
  });

  test('writes daily precipitation at both weather locations and telemetry at the gauges', () => {
    const precipitation = tableRows(tables, 'precipitation');
    expect(new Set(precipitation.map((row) => row[0]))).toEqual(new Set([155, 156]));
    const telemetry = tableRows(tables, 'telemetry_readings');
    expect(new Set(telemetry.map((row) => row[1]))).toEqual(new Set([2, 1901, 1906, 1907, 1908]));
  });
});
