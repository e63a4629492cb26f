import type { ComparisonRecord, CorrelationPoint, DepthProfileRow, InflowComparisonRow, RatioRow, ResultRow, SimpleOption, YearlyStandardRow } from '../../schemas';
import { generateDataset } from '../../generator';
import { testEngines, TEST_SCALE, TEST_SEED } from '../../test-support/databases';
import { useSeededApp } from '../../test-support/seededApp';

/** A result the generator wrote (columns of the results table, see generator/dataset.ts). */
interface Generated {
  location: number;
  parameter: number;
  date: string;
  value: number;
  depth: number | null;
  nondetect: boolean;
}
let generatedCache: Generated[] | undefined;
/** The generator's results for some locations and parameters: what the API must answer from. */
function generated(locations: number[], parameters: number[]): Generated[] {
  return everyGenerated().filter((row) => locations.includes(row.location) && parameters.includes(row.parameter));
}
function everyGenerated(): Generated[] {
  generatedCache ??= [...(generateDataset({ seed: TEST_SEED, scale: TEST_SCALE }).find((table) => table.table === 'results')?.batches() ?? [])]
    .flat()
    .map((row) => ({
      location: row[0] as number,
      parameter: row[1] as number,
      date: row[2] as string,
      value: row[4] as number,
      depth: row[5] as number | null,
      nondetect: row[7] as boolean,
    }));
  return generatedCache;
}
/** The location and parameter with the most non-detects in the test dataset (reservoir stations first). */
function mostNondetects(): { location: number; parameter: number; count: number } {
  const counts = new Map<string, number>();
  for (const row of everyGenerated()) if (row.nondetect) counts.set(`${row.location}:${row.parameter}`, (counts.get(`${row.location}:${row.parameter}`) ?? 0) + 1);
  const [key, count] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
  const [location, parameter] = key.split(':').map(Number) as [number, number];
  return { location, parameter, count };
}
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const photic = (row: Generated) => row.depth === null || row.depth <= 3;

describe.each(testEngines())('analysis pages API on %s', (engine) => {
  const appOf = useSeededApp(engine);

  const get = async <T>(url: string) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  it('serves one comparison axis within the dates', async () => {
    const records = await get<ComparisonRecord[]>('/ts-compare-daily-data/28/68,83/2015-10-01/2021-09-30');
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.parameterid === 28 && [68, 83].includes(record.locationid))).toBe(true);
    expect(records.every((record) => record.rdate >= '2015-10-01' && record.rdate <= '2021-09-30')).toBe(true);
    expect(records[0]).toMatchObject({ param_group: expect.any(String), location_type: 'Surface Water' });
  });

  it('serves the year comparison rows with depths', async () => {
    const rows = await get<ResultRow[]>('/results-simple/year-comparison?locationid=79&parameterid=8');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.depth_value !== null && row.depth_value > 3)).toBe(true);
    expect(rows[0]!.year).toBe(Number(rows[0]!.rdate.slice(0, 4)));
  });

  it('pairs two parameters on the same dates', async () => {
    const points = await get<CorrelationPoint[]>('/results-simple/correlation-graph?locationids=79,80&p1=28&p2=24');
    expect(points.length).toBeGreaterThan(0);
    expect(points[0]).toMatchObject({ p1_value: expect.any(Number), p2_value: expect.any(Number) });
  });

  it('gives yearly growing-season means with the chlorophyll standard only for chlorophyll-a', async () => {
    const chlorophyll = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=2010&end_year=2025');
    expect(chlorophyll.length).toBeGreaterThan(0);
    expect(chlorophyll.every((row) => row.chlora_standard === 18)).toBe(true);
    const phosphorus = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=28&start_year=2010&end_year=2025');
    expect(phosphorus.every((row) => row.chlora_standard === undefined)).toBe(true);
  });

  it('gives yearly means of the whole year with season=annual (summer stays the default)', async () => {
    const summer = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=1992&end_year=2026');
    expect(await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=1992&end_year=2026&season=summer')).toEqual(summer);
    const annual = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=1992&end_year=2026&season=annual');
    expect(annual.every((row) => row.date_time.endsWith('-12-31') && row.chlora_standard === 18)).toBe(true);
    const last = annual.filter((row) => row.locationid === 80).at(-1)!;
    const year = last.date_time.slice(0, 4);
    const values = generated([80], [24])
      .filter((row) => photic(row) && row.date.startsWith(year))
      .map((row) => (row.nondetect ? row.value / 2 : row.value));
    expect(last.rvalue).toBeCloseTo(mean(values), 9);
  });

  it('keeps only July-September for the summer drill-down', async () => {
    const summer = await get<ResultRow[]>('/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=summer&locationIds=79,80,81');
    expect(summer.length).toBeGreaterThan(0);
    expect(summer.every((row) => [7, 8, 9].includes(row.month))).toBe(true);
    const annual = await get<ResultRow[]>('/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=annual&locationIds=79,80,81');
    expect(annual.length).toBeGreaterThan(summer.length);
  });

  it('serves the watershed inflow rows of a parameter group', async () => {
    const rows = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2010-01-01&end_date=2025-12-31&locationIds=68,83');
    expect(new Set(rows.map((row) => row.parameterid))).toEqual(new Set([29, 45]));
  });

  it('compares monthly inflow means, with base flow a subset of all', async () => {
    // The two most recent years with total nitrogen at both inflow sites (the small test dataset is sparse).
    const samples = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29&start_date=1990-01-01&end_date=2026-12-31&locationIds=68,83');
    const years = [...new Set(samples.map((row) => row.year))].sort().slice(-2);
    const all = await get<InflowComparisonRow[]>(`/wq-inflow-comparison?parameterid=29&years=${years.join(',')}&flowcond=3`);
    const base = await get<InflowComparisonRow[]>(`/wq-inflow-comparison?parameterid=29&years=${years.join(',')}&flowcond=2`);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => [68, 83].includes(row.locationid) && years.includes(row.year))).toBe(true);
    expect(base.length).toBeLessThanOrEqual(all.length);
    const month = all[0]!;
    const monthValues = samples.filter((row) => row.locationid === month.locationid && row.year === month.year && row.month === month.month);
    expect(month.rvalue).toBeCloseTo(monthValues.reduce((sum, row) => sum + row.rvalue, 0) / monthValues.length, 6);
  });

  it('serves the depth profile and its parameter list', async () => {
    const rows = await get<DepthProfileRow[]>('/depth-profile-graph-data?start_date=2019-10-01&end_date=2021-09-30&locationid=80&parameterid=8');
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.depth_value)).size).toBeGreaterThan(3);
    expect(await get<DepthProfileRow[]>('/depth-profile?start_date=2019-10-01&end_date=2021-09-30&locationid=80&parameterid=8')).toEqual(rows);
    const parameters = await get<SimpleOption[]>('/depth-profile/list-parameters-dropdown-depth-profile-active');
    expect(parameters.map((option) => option.value)).toContain(8);
  });

  it('computes molar nutrient ratios', async () => {
    const rows = await get<RatioRow[]>('/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2010-01-01&end_date=2025-12-31&locationid=80');
    const withRatio = rows.find((row) => row.tn_tp !== null)!;
    expect(withRatio).toBeDefined();
    // The limitation follows the thresholds the page draws: below 20 nitrogen, above 50 phosphorus, between co-limited.
    for (const row of rows) {
      const expected = row.tn_tp === null ? null : row.tn_tp < 20 ? 'Nitrogen' : row.tn_tp > 50 ? 'Phosphorus' : 'Co-limited or unclear';
      expect(row.lmt).toBe(expected);
    }
  });

  describe('known values of the generated dataset', () => {
    it('comparison axis: every result of the parameter at the locations in the dates', async () => {
      const records = await get<ComparisonRecord[]>('/ts-compare-daily-data/28/68,83/2015-10-01/2021-09-30');
      const expected = generated([68, 83], [28]).filter((row) => row.date >= '2015-10-01' && row.date <= '2021-09-30');
      expect(records.length).toBe(expected.length);
      expect(records.map((record) => record.result_value).sort()).toEqual(expected.map((row) => row.value).sort());
      expect(records[0]).toMatchObject({ param_descrip: 'Total phosphorus', param_group: 'Nutrients', result_unit: 'µg/L' });
      expect(records.find((record) => record.locationid === 68)!.location_descrip).toMatch(/^CC-10/);
    });

    it('year comparison: the values of CCR-1 total nitrogen, by date and depth', async () => {
      const rows = await get<ResultRow[]>('/results-simple/year-comparison?locationid=79&parameterid=29');
      const key = (date: string, depth: number | null, value: number) => `${date}|${depth}|${value}`;
      expect(rows.map((row) => key(row.rdate, row.depth_value, row.rvalue_converted)).sort()).toEqual(
        generated([79], [29]).map((row) => key(row.date, row.depth, row.value)).sort(),
      );
      expect(rows[0]).toMatchObject({ unit_name: 'µg/L', location_name: 'CCR-1', parameter: 'Total nitrogen', month: Number(rows[0]!.rdate.slice(5, 7)) });
    });

    it('correlation: daily photic means paired by date, with the least-squares line of each location', async () => {
      const points = await get<CorrelationPoint[]>('/results-simple/correlation-graph?locationids=79,80&p1=28&p2=24');
      const source = generated([79], [28, 24]).filter(photic);
      const daily = (parameter: number) => {
        const byDate = new Map<string, number[]>();
        for (const row of source.filter((r) => r.parameter === parameter)) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.value]);
        return new Map([...byDate].map(([date, values]) => [date, mean(values)]));
      };
      const [tp, chla] = [daily(28), daily(24)];
      const dates = [...tp.keys()].filter((date) => chla.has(date)).sort();
      const at79 = points.filter((point) => point.locationid === 79);
      expect(at79.map((point) => point.rdate)).toEqual(dates);
      at79.forEach((point) => {
        expect(point.p1_value).toBeCloseTo(tp.get(point.rdate)!, 9);
        expect(point.p2_value).toBeCloseTo(chla.get(point.rdate)!, 9);
      });
      // Slope = Sxy / Sxx, computed here independently; the fitted line passes through the means.
      const xs = at79.map((point) => point.p1_value);
      const ys = at79.map((point) => point.p2_value);
      const [mx, my] = [mean(xs), mean(ys)];
      const slope = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0) / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
      expect(at79[0]!.slope).toBeCloseTo(slope, 9);
      expect(at79[0]!.intercept! + slope * mx).toBeCloseTo(my, 6);
      expect(at79[0]!.n).toBe(at79.length);
      at79.forEach((point) => {
        expect(point.fitted).toBeCloseTo(point.intercept! + point.slope! * point.p1_value, 9);
        expect(point.ci_lower!).toBeLessThan(point.fitted!);
        expect(point.ci_upper!).toBeGreaterThan(point.fitted!);
      });
      const kept = await get<CorrelationPoint[]>('/results-simple/correlation-graph?locationids=79&p1=28&p2=24&exclude_outliers=true');
      const outliers = at79.filter((point) => point.outlier).length;
      expect(kept.length).toBe(at79.length - outliers);
      expect(kept.every((point) => !point.outlier && point.n === kept.length)).toBe(true);
    });

    describe('non-detects', () => {
      const key = (date: string, depth: number | null, value: number, nondetect: boolean) => `${date}|${depth}|${value}|${nondetect}`;

      it('year comparison, drill-down and watershed rows carry the stored nondetect flag', async () => {
        const { location, parameter, count } = mostNondetects();
        expect(count).toBeGreaterThan(0);
        const source = generated([location], [parameter]);
        const rows = await get<ResultRow[]>(`/results-simple/year-comparison?locationid=${location}&parameterid=${parameter}`);
        expect(rows.map((row) => key(row.rdate, row.depth_value, row.rvalue, row.nondetect)).sort()).toEqual(
          source.map((row) => key(row.date, row.depth, row.value, row.nondetect)).sort(),
        );
        expect(rows.filter((row) => row.nondetect)).toHaveLength(count);
        for (const url of [
          `/results-simple/wq-parameter-viewer/drilldown?parameterid=${parameter}&start_date=1990-01-01&end_date=2026-12-31&season=annual&locationIds=${location}`,
          `/results-simple/ccr-inflow?parameterGroup=${parameter}&start_date=1990-01-01&end_date=2026-12-31&locationIds=${location}`,
        ]) {
          const same = await get<ResultRow[]>(url);
          expect(same.map((row) => key(row.rdate, row.depth_value, row.rvalue, row.nondetect)).sort()).toEqual(
            rows.map((row) => key(row.rdate, row.depth_value, row.rvalue, row.nondetect)).sort(),
          );
        }
        // Detected results say false, not null or absent.
        const detected = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2010-01-01&end_date=2025-12-31&locationIds=68,83');
        expect(detected.every((row) => typeof row.nondetect === 'boolean')).toBe(true);
      });

      it('comparison records carry nondetect, and the flag text says so', async () => {
        const { location, parameter, count } = mostNondetects();
        const records = await get<ComparisonRecord[]>(`/ts-compare-daily-data/${parameter}/${location}/1990-01-01/2026-12-31`);
        expect(records.map((record) => key(record.rdate, record.depth_value, record.result_value, record.nondetect)).sort()).toEqual(
          generated([location], [parameter]).map((row) => key(row.date, row.depth, row.value, row.nondetect)).sort(),
        );
        expect(records.filter((record) => record.nondetect)).toHaveLength(count);
        for (const record of records) expect(record.nondetect).toBe(record.flag?.includes('Not detected') ?? false);
      });

      it('correlation: p1_nondetect / p2_nondetect when every result of the day is a non-detect', async () => {
        const { location, parameter } = mostNondetects();
        const other = parameter === 28 ? 29 : 28;
        const source = generated([location], [parameter, other]).filter(photic);
        const daily = (p: number) => {
          const byDate = new Map<string, boolean[]>();
          for (const row of source.filter((r) => r.parameter === p)) byDate.set(row.date, [...(byDate.get(row.date) ?? []), row.nondetect]);
          return new Map([...byDate].map(([date, flags]) => [date, flags.every(Boolean)]));
        };
        const [first, second] = [daily(parameter), daily(other)];
        const points = await get<CorrelationPoint[]>(`/results-simple/correlation-graph?locationids=${location}&p1=${parameter}&p2=${other}`);
        const dates = [...first.keys()].filter((date) => second.has(date)).sort();
        expect(points.map((point) => point.rdate)).toEqual(dates);
        for (const point of points) {
          expect(point.p1_nondetect).toBe(first.get(point.rdate));
          expect(point.p2_nondetect).toBe(second.get(point.rdate));
        }
        expect(points.some((point) => point.p1_nondetect)).toBe(true);
        // Swapped axes swap the flags.
        const swapped = await get<CorrelationPoint[]>(`/results-simple/correlation-graph?locationids=${location}&p1=${other}&p2=${parameter}`);
        expect(swapped.map((point) => [point.rdate, point.p1_nondetect, point.p2_nondetect])).toEqual(points.map((point) => [point.rdate, point.p2_nondetect, point.p1_nondetect]));
      });
    });

    it('yearly standard: the July-September photic mean of chlorophyll-a at CCR-1', async () => {
      const rows = await get<YearlyStandardRow[]>('/avg-yearly-standard-graph?parameterid=24&start_year=1992&end_year=2026');
      const samples = generated([79], [24]).filter((row) => photic(row) && ['07', '08', '09'].includes(row.date.slice(5, 7)));
      const years = [...new Set(samples.map((row) => row.date.slice(0, 4)))].sort();
      const at79 = rows.filter((row) => row.locationid === 79);
      expect(at79.map((row) => row.date_time)).toEqual(years.map((year) => `${year}-09-30`));
      const year = years.at(-1)!;
      const values = samples.filter((row) => row.date.startsWith(year)).map((row) => (row.nondetect ? row.value / 2 : row.value));
      expect(at79.at(-1)).toMatchObject({ location: 'CCR-1', parameter: 'Chlorophyll-a', unit_name: 'µg/L', chlora_standard: 18 });
      expect(at79.at(-1)!.rvalue).toBeCloseTo(mean(values), 9);
    });

    it('depth profile: the value of one date and depth at CCR-2', async () => {
      const rows = await get<DepthProfileRow[]>('/depth-profile-graph-data?start_date=1990-01-01&end_date=2026-12-31&locationid=80&parameterid=8');
      const expected = generated([80], [8]).filter((row) => row.depth !== null);
      const sample = expected[Math.floor(expected.length / 2)]!;
      const sameCell = expected.filter((row) => row.date === sample.date && row.depth === sample.depth).map((row) => row.value);
      const row = rows.find((r) => r.rdate === sample.date && r.depth_value === sample.depth)!;
      expect(row).toMatchObject({ unit_name: '°C' });
      expect(row.rvalue_converted).toBeCloseTo(mean(sameCell), 9);
      expect(rows.length).toBe(new Set(expected.map((r) => `${r.date}|${r.depth}`)).size);
    });

    it('nutrient ratios: molar TN:TP of one sampling day at CCR-2', async () => {
      const rows = await get<RatioRow[]>('/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=1990-01-01&end_date=2026-12-31&locationid=80');
      const samples = generated([80], [29, 28, 24]).filter(photic);
      const day = rows.find((row) => row.tn_tp !== null)!;
      const onDay = (parameter: number) => mean(samples.filter((row) => row.date === day.rdate && row.parameter === parameter).map((row) => row.value));
      expect(day.tn_tp).toBeCloseTo((onDay(29) / onDay(28)) * (30.97 / 14.007), 9);
      expect(day.location_name).toBe('CCR-2');
      // A day with chlorophyll but no nitrogen or phosphorus has null ratios.
      expect(rows.every((row) => row.tn_tp === null || typeof row.tn_tp === 'number')).toBe(true);
    });
  });

  it('caps id lists at 200 ids', async () => {
    const list = (length: number) => Array.from({ length }, (_, i) => i + 1).join(',');
    const tooLong = await appOf().inject({ method: 'GET', url: `/api/ts-compare-daily-data/28/${list(201)}/2015-10-01/2021-09-30` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ error: 'Bad Request', field: 'locationIds' });
    const allowed = await appOf().inject({ method: 'GET', url: `/api/ts-compare-daily-data/28/${Array(200).fill(68).join(',')}/2015-10-01/2021-09-30` });
    expect(allowed.statusCode).toBe(200);
  });

  it('accepts repeated query parameters as a list', async () => {
    const joined = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2010-01-01&end_date=2025-12-31&locationIds=68,83');
    const repeated = await get<ResultRow[]>('/results-simple/ccr-inflow?parameterGroup=29&parameterGroup=45&start_date=2010-01-01&end_date=2025-12-31&locationIds=68&locationIds=83');
    expect(repeated).toEqual(joined);
  });

  it.each([
    ['/ts-compare-daily-data/28/68/0000-01-01/2021-09-30', 'startDate'],
    ['/ts-compare-daily-data/28/68/2021-02-30/2021-09-30', 'startDate'],
    ['/ts-compare-daily-data/99999999999/68/2015-10-01/2021-09-30', 'parameterId'],
    ['/ts-compare-daily-data/28/68,99999999999/2015-10-01/2021-09-30', 'locationIds'],
    ['/results-simple/year-comparison?locationid=79&parameterid=99999999999', 'parameterid'],
    ['/results-simple/correlation-graph?locationids=79&p1=28&p2=24&exclude_outliers=maybe', 'exclude_outliers'],
    ['/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2020-01-01&end_date=2019-12-31&locationIds=68,83', 'end_date'],
    ['/results-simple/ccr-inflow?parameterGroup=29,45&start_date=2020-01-01&locationIds=68,83', 'end_date'],
    ['/wq-inflow-comparison?parameterid=29&years=24&flowcond=3', 'years'],
    ['/wq-inflow-comparison?parameterid=29&years=2024&flowcond=abc', 'flowcond'],
    ['/depth-profile?start_date=2019-10-01&end_date=2021-09-30&locationid=80&parameterid=99999999999', 'parameterid'],
    ['/depth-profile?start_date=2019-10-01&end_date=2019-09-30&locationid=80&parameterid=8', 'end_date'],
    ['/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2010-1-1&end_date=2025-12-31&locationid=80', 'start_date'],
    ['/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=annual&locationIds=79,,80', 'locationIds'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field, message: expect.any(String) });
  });

  it.each([
    ['/ts-compare-daily-data/28/68/2021-09-30/2015-10-01', 'endDate'],
    ['/ts-compare-daily-data/x/68/2015-10-01/2021-09-30', 'parameterId'],
    ['/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=2015-01-01&end_date=2020-12-31&season=winter&locationIds=79', 'season'],
    ['/avg-yearly-standard-graph?parameterid=24&start_year=2015&end_year=2020&season=winter', 'season'],
    ['/wq-inflow-comparison?parameterid=29&years=2019&flowcond=5', 'flowcond'],
    ['/depth-profile-graph-data?start_date=2019-10-01&end_date=2021-09-30&locationid=68&parameterid=8', 'locationid'],
    ['/avg-yearly-standard-graph?parameterid=24&start_year=2020&end_year=2010', 'end_year'],
    ['/results-simple/correlation-graph?locationids=79;80&p1=28&p2=24', 'locationids'],
    ['/results-simple/year-comparison?locationid=abc&parameterid=8', 'locationid'],
    ['/results-simple/year-comparison?locationid=79&parameterid=424242', 'parameterid'],
    ['/ts-compare-daily-data/28/68,999999/2015-10-01/2021-09-30', 'locationIds'],
    ['/results-simple/correlation-graph?locationids=79&p1=28&p2=777777', 'p2'],
    ['/depth-profile-additional-ratio-graph-data-crosstabbed?start_date=2010-01-01&end_date=2025-12-31&locationid=55555', 'locationid'],
  ])('rejects %s naming %s', async (url, field) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request', field });
  });

  // A rule the schema cannot say (date order, known ids) answers with exactly this body (plugins/errors.ts).
  it.each([
    ['/ts-compare-daily-data/28/68/2021-09-30/2015-10-01', '{"error":"Bad Request","message":"must not be before startDate","field":"endDate"}'],
    ['/avg-yearly-standard-graph?parameterid=24&start_year=2020&end_year=2010', '{"error":"Bad Request","message":"must not be before start_year","field":"end_year"}'],
    ['/depth-profile?start_date=2019-10-01&end_date=2019-09-30&locationid=80&parameterid=8', '{"error":"Bad Request","message":"must not be before start_date","field":"end_date"}'],
    ['/ts-compare-daily-data/28/68,999999,999998/2015-10-01/2021-09-30', '{"error":"Bad Request","message":"unknown location ids: 999998, 999999","field":"locationIds"}'],
    ['/results-simple/correlation-graph?locationids=79&p1=28&p2=777777', '{"error":"Bad Request","message":"unknown parameter ids: 777777","field":"p2"}'],
  ])('answers %s with the body %s', async (url, body) => {
    const response = await appOf().inject({ method: 'GET', url: `/api${url}` });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe(body);
  });
});
