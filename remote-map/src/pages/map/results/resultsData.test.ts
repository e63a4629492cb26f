import type { DailyPoint } from '@basin/api/schemas';
import { currentT, tokens } from '@basin/shared';
import { benchmarkPalette } from '../logic/benchmarks';
import { makeDailyPoint, makeSummaryRow } from '../logic/testFixtures';
import { timeLegend } from '@basin/shared/analysis';
import {
  analyticsRows,
  annualChartSeries,
  asStatusDay,
  benchmarkLines,
  chartBenchmarkLines,
  describeAnnualSeries,
  inFlow,
  resultAxisLabel,
  resultSeries,
  waterYearDate,
  waterYearLabel,
} from './resultsData';

const point = makeDailyPoint;

describe('results data', () => {
  it('keeps storm samples for stormflow, base samples for baseflow and every sample for all data', () => {
    const storm = point({ flow_conditions: 1 });
    const base = point({ flow_conditions: 2 });
    const none = point({ flow_conditions: null });
    expect([storm, base, none].filter((p) => inFlow(p, 'stormflow'))).toEqual([storm]);
    expect([storm, base, none].filter((p) => inFlow(p, 'baseflow'))).toEqual([base]);
    expect([storm, base, none].filter((p) => inFlow(p, 'alldata'))).toHaveLength(3);
  });

  it('charts each result with its status, so those not approved are drawn apart and named in the legend (issue 31)', () => {
    const points = [point({ collect_date: '2021-05-04' }), point({ collect_date: '2021-06-01', status: 'provisional', nondetect: true })];
    const series = resultSeries(currentT(), 28, points, 'µg/L');
    expect(series).toMatchObject({ key: '28', kind: 'line', units: 'µg/L' });
    expect(series.points).toEqual([
      { x: '2021-05-04', y: 150, nondetect: false, status: 'approved' },
      { x: '2021-06-01', y: 150, nondetect: true, status: 'provisional' },
    ]);
    expect(timeLegend([series]).map((item) => item.label)).toEqual(['Detected result (filled symbol)', 'Non-detect (< DL)', 'Provisional (subject to revision)']);
    expect(timeLegend([resultSeries(currentT(), 28, [points[0]!], 'µg/L')]).map((item) => item.label)).toEqual(['Detected result (filled symbol)']);
    // The status vocabulary reads a result's sample date as its day.
    expect(asStatusDay(points[1]!)).toMatchObject({ rdate: '2021-06-01', collect_date: '2021-06-01', status: 'provisional', parameterid: 28 });
  });

  it('orders the analytics rows as the parameters were selected and says when nothing was detected', () => {
    const rows = [
      makeSummaryRow({ locationid: 68, parameter_index: 28, parameter: 'Total phosphorus', baseflow_recordcount: 3, baseflow_nondetects: 3 }),
      makeSummaryRow({ locationid: 68, parameter_index: 29, parameter: 'Total nitrogen', baseflow_recordcount: 3, baseflow_nondetects: 1 }),
      makeSummaryRow({ locationid: 68, parameter_index: 73 }),
    ];
    const result = analyticsRows(rows, 68, [29, 28], 'baseflow', 'median', benchmarkPalette(undefined));
    expect(result.map((row) => [row.parameter, row.notDetected])).toEqual([
      ['Total nitrogen', false],
      ['Total phosphorus', true],
    ]);
    // No records at all is "no data", not "not detected".
    expect(analyticsRows(rows, 68, [73], 'baseflow', 'median', benchmarkPalette(undefined))[0]?.notDetected).toBe(false);
  });

  it('counts non-detects whose limit is unknown apart, and says not detected when they are all there is', () => {
    const rows = [
      makeSummaryRow({ locationid: 68, parameter_index: 28, parameter: 'Total phosphorus', alldata_recordcount: 0, alldata_nondetects: 0, alldata_nondetects_limit_unknown: 2 }),
      makeSummaryRow({ locationid: 68, parameter_index: 29, parameter: 'Total nitrogen', alldata_recordcount: 4, alldata_nondetects: 1, alldata_nondetects_limit_unknown: 1 }),
    ];
    const result = analyticsRows(rows, 68, [28, 29], 'alldata', 'median', benchmarkPalette(undefined));
    expect(result.map((row) => [row.parameter, row.recordCount, row.limitUnknown, row.notDetected])).toEqual([
      ['Total phosphorus', 0, 2, true],
      ['Total nitrogen', 4, 1, false],
    ]);
  });

  it('draws the benchmark and the secondary benchmark in the colours of the classes they start', () => {
    const row = makeSummaryRow({ locationid: 68, parameter_index: 28, bmk_line0: 0, bmk_line1: 127.5, bmk_line2: 170, bmk_line3: 340, bmk_color3: '#ff8800' });
    expect(benchmarkLines(currentT(), row)).toEqual([
      { key: 'benchmark', value: 170, color: '#ff8800', label: 'Benchmark (170 µg/L)' },
      { key: 'secondary-benchmark', value: 340, color: tokens.benchmarkColors[4], label: 'Secondary benchmark (340 µg/L)' },
    ]);
    expect(benchmarkLines(currentT(), makeSummaryRow({ locationid: 68, parameter_index: 29 }))).toEqual([]);
    expect(benchmarkLines(currentT(), undefined)).toEqual([]);
  });

  it("draws a chart's benchmark lines only when it shows one parameter", () => {
    const row = makeSummaryRow({ locationid: 68, parameter_index: 28, bmk_line0: 0, bmk_line1: 127.5, bmk_line2: 170, bmk_line3: null });
    const rowOf = (id: number) => (id === 28 ? row : undefined);
    const seriesOf = (id: number) => ({ key: String(id), label: `P${id}`, points: [] });
    expect(chartBenchmarkLines(currentT(), [seriesOf(28)], rowOf)).toEqual(benchmarkLines(currentT(), row));
    expect(chartBenchmarkLines(currentT(), [seriesOf(28)], rowOf)).toHaveLength(1);
    expect(chartBenchmarkLines(currentT(), [seriesOf(28), seriesOf(29)], rowOf)).toEqual([]);
    expect(chartBenchmarkLines(currentT(), [], rowOf)).toEqual([]);
  });

  it('labels the y axis with the unit the series share, or points to the legend', () => {
    expect(resultAxisLabel(currentT(), ['µg/L', 'µg/L', undefined])).toBe('Result (µg/L)');
    expect(resultAxisLabel(currentT(), ['µg/L', 'mg/L'], 'Median')).toBe('Median (units in the legend)');
    expect(resultAxisLabel(currentT(), [])).toBe('Result (units in the legend)');
  });

  it('places a water year on 1 January of the year it is named by', () => {
    expect(waterYearDate(2021)).toBe('2021-01-01');
    expect(waterYearLabel(new Date(Date.UTC(2021, 0, 1)))).toBe('WY2021');
    const series = annualChartSeries(
      [{ collect_year: 2021, parameterid: 28, result_median_alldata: 1, result_pctile_alldata: 2, result_median_baseflow: 3, result_pctile_baseflow: 4, result_median_stormflow: null, result_pctile_stormflow: null }],
      [28],
      'baseflow',
      'pctile',
      () => 'TP',
      () => 'µg/L',
    );
    expect(series).toEqual([{ key: '28', label: 'TP', kind: 'line', units: 'µg/L', points: [{ x: '2021-01-01', y: 4 }] }]);
  });

  it('sums up an annual chart: its water years, lowest and highest, and its benchmark lines', () => {
    const annual = (collect_year: number, median: number | null) => ({
      collect_year,
      parameterid: 28,
      result_median_alldata: median,
      result_pctile_alldata: null,
      result_median_baseflow: null,
      result_pctile_baseflow: null,
      result_median_stormflow: null,
      result_pctile_stormflow: null,
    });
    const [series] = annualChartSeries([annual(2021, 190), annual(2019, 1400), annual(2020, 170), annual(2018, null)], [28], 'alldata', 'median', () => 'Total phosphorus', () => 'µg/L');
    // Drawn in water-year order, whatever order the API sent them in.
    expect(series?.points.map((point) => point.x)).toEqual(['2019-01-01', '2020-01-01', '2021-01-01']);
    const benchmark = [{ key: 'benchmark', value: 170, color: '#ff8800', label: 'Benchmark (170 µg/L)' }];
    expect(describeAnnualSeries(currentT(), series!, 'median (all data)', 'CC-10', benchmark)).toBe(
      'Annual median (all data) of Total phosphorus at CC-10, WY2019 to WY2021 (3 water years): lowest 170 µg/L in WY2020, highest 1,400 µg/L in WY2019. Dashed lines: Benchmark (170 µg/L).',
    );
    expect(describeAnnualSeries(currentT(), { ...series!, points: series!.points.slice(2) }, 'median (all data)', 'CC-10')).toBe('Annual median (all data) of Total phosphorus at CC-10: 190 µg/L in WY2021.');
  });
});
