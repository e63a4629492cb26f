import type { DailyPoint } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { benchmarkPalette, benchmarkRanges } from '../logic/benchmarks';
import { makeSummaryRow } from '../logic/testFixtures';
import {
  benchmarkSentence,
  benchmarkWords,
  flowConditionLabel,
  formatP,
  parameterSentence,
  parameterStatistics,
  parameterSummary,
  rangeWords,
  resultsApproval,
  rowTrendSentence,
  trendSentence,
} from './parameterSummary';

function daily(collect_date: string, result: number, nondetect = false, status: DailyPoint['status'] = 'approved'): DailyPoint {
  return { collect_date, parameterid: 28, result, units: 'µg/L', location_name: 'CC-10', organization: null, nondetect, flow_conditions: 2, status };
}

describe('parameterStatistics', () => {
  it('counts results and non-detects, takes non-detects at half the detection limit, and gives the period', () => {
    // 2 (non-detect at 4), 10, 20, 40, 100: median 20; 85th: h = 3.4 → 40 + 0.4 x 60 = 64
    const stats = parameterStatistics([daily('2020-06-02', 40), daily('2011-10-04', 4, true), daily('2015-05-05', 10), daily('2021-09-14', 100), daily('2018-01-01', 20)]);
    expect(stats).toMatchObject({ count: 5, nondetects: 1, allNondetect: false, median: 20, min: 2, max: 100, first: '2011-10-04', last: '2021-09-14' });
    expect(stats.pctile85).toBeCloseTo(64, 10);
  });

  it('has no statistics without results and says when all were non-detects', () => {
    expect(parameterStatistics([])).toMatchObject({ count: 0, median: null, first: null, last: null });
    expect(parameterStatistics([daily('2020-01-01', 5, true)])).toMatchObject({ allNondetect: true, median: 2.5 });
  });

  it('writes the chart summary with MM-DD-YYYY dates', () => {
    const stats = parameterStatistics([daily('2011-10-04', 4, true), daily('2021-09-14', 100), daily('2015-05-05', 10)]);
    expect(parameterSentence(currentT(), 'Total phosphorus', 'CC-10', 'µg/L', stats)).toBe(
      'Total phosphorus at CC-10: 3 results from 10-04-2011 to 09-14-2021 (1 non-detect), median 10 µg/L, 85th percentile 73 µg/L.',
    );
    expect(parameterSentence(currentT(), 'Total nitrogen', 'CC-10', 'µg/L', parameterStatistics([daily('2020-01-01', 5, true)]))).toBe(
      'Total nitrogen at CC-10: Total nitrogen not detected in 1 sample on 01-01-2020.',
    );
  });
});

describe('results not approved (issue 31)', () => {
  const approved = [daily('2020-05-05', 150), daily('2020-07-07', 180), daily('2020-09-01', 120)];
  const provisional = [daily('2021-05-04', 210, false, 'provisional'), daily('2021-06-01', 90, false, 'provisional')];

  it('counts them in the summary, after the sentence, and says nothing more when all are approved', () => {
    const points = [...approved, ...provisional];
    expect(parameterSummary(currentT(), 'Total phosphorus', 'CC-10', 'µg/L', points, parameterStatistics(points))).toBe(
      'Total phosphorus at CC-10: 5 results from 05-05-2020 to 06-01-2021, median 150 µg/L, 85th percentile 192 µg/L. ' +
        'Results from 05-04-2021 on are provisional: subject to revision by the agency. Of the 5 results, 2 are provisional.',
    );
    expect(parameterSummary(currentT(), 'Total phosphorus', 'CC-10', 'µg/L', approved, parameterStatistics(approved))).toBe(
      'Total phosphorus at CC-10: 3 results from 05-05-2020 to 09-01-2020, median 150 µg/L, 85th percentile 171 µg/L.',
    );
  });

  it('says until when results are approved only when newer ones are not', () => {
    expect(resultsApproval([...provisional, ...approved], 'CC-10')).toEqual({ site: 'CC-10', through: '2020-09-01' });
    expect(resultsApproval(provisional, 'CC-10')).toEqual({ site: 'CC-10', through: null });
    expect(resultsApproval(approved, 'CC-10')).toBeNull();
    // An old provisional result before approved ones: the newest results are approved, nothing to add.
    expect(resultsApproval([daily('2019-01-01', 5, false, 'provisional'), ...approved], 'CC-10')).toBeNull();
  });
});

describe('trend wording', () => {
  it('says the trend with its Sen slope per year and p', () => {
    expect(trendSentence(currentT(), 'increasing', 0.8, 0.03, 'µg/L')).toBe('Increasing: about +0.8 µg/L per year (Seasonal Kendall, p = 0.03)');
    expect(trendSentence(currentT(), 'decreasing', -12.34, 0.0004, 'µg/L')).toBe('Decreasing: about −12.3 µg/L per year (Seasonal Kendall, p < 0.001)');
    expect(trendSentence(currentT(), 'stable', 0, 0.6, 'mg/L')).toBe('Stable: about 0 mg/L per year (Seasonal Kendall, p = 0.60)');
    expect(trendSentence(currentT(), 'no trend', 3, 0.2, 'MPN/100 mL')).toBe('No trend: about +3 MPN/100 mL per year (Seasonal Kendall, p = 0.20)');
  });

  it('says when there are too few data or no trend for the flow', () => {
    expect(trendSentence(currentT(), 'other', null, null, 'µg/L')).toBe('Other (too few data): fewer than 5 water years or 10 seasons with results, so no trend test.');
    expect(trendSentence(currentT(), null, null, null, 'µg/L')).toBe('Not available: no results of this flow in the summary period.');
    expect(trendSentence(currentT(), 'increasing', null, null, 'µg/L')).toBe('Increasing (Seasonal Kendall)');
    expect(trendSentence(currentT(), 'increasing', 0.8, 0.03, 'µg/L', 0.12)).toBe('Increasing: about +0.8 µg/L per year (Seasonal Kendall, p = 0.03; p = 0.12 allowing for serial dependence)');
  });

  it('reads the class, slope and p of the flow from the summary row', () => {
    const row = { ...makeSummaryRow({ locationid: 68, parameter_index: 28, baseflow_sen_slope: -4.2, baseflow_trend_p: 0.004 }), baseflow_trend_dynamic: 'decreasing' as unknown as null };
    expect(rowTrendSentence(currentT(), row, 'baseflow')).toBe('Decreasing: about −4.2 µg/L per year (Seasonal Kendall, p = 0.004)');
    expect(rowTrendSentence(currentT(), row, 'alldata')).toBe('Not available: no results of this flow in the summary period.');
    expect(formatP(0.0456)).toBe('p = 0.05');
  });
});

describe('benchmark words', () => {
  const palette = benchmarkPalette(undefined);
  it('names each class with its values and units', () => {
    const row = makeSummaryRow({ locationid: 68, parameter_index: 28, bmk_line0: 0, bmk_line1: 127.5, bmk_line2: 170, bmk_line3: 340 });
    expect(benchmarkSentence(benchmarkWords(currentT(), benchmarkRanges(row), palette, 'µg/L'))).toBe(
      'Below benchmark: 0-127.5 µg/L; Approaching benchmark: 127.5-170 µg/L; Above benchmark: 170-340 µg/L; Above secondary benchmark: 340 µg/L or more',
    );
  });
  it('writes open ends, and flips them where lower is worse', () => {
    expect(rangeWords(currentT(), { cls: 1, low: null, high: 94.5 }, 'MPN/100 mL')).toBe('below 94.5 MPN/100 mL');
    expect(rangeWords(currentT(), { cls: 1, low: 6.25, high: null }, 'mg/L')).toBe('above 6.25 mg/L');
    expect(rangeWords(currentT(), { cls: 4, low: null, high: 3 }, 'mg/L')).toBe('3 mg/L or less');
    expect(rangeWords(currentT(), { cls: 4, low: 2010, high: 4020 }, 'µg/L')).toBe('2,010-4,020 µg/L');
  });
  it('labels flow conditions from the domain', () => {
    expect([1, 2, null].map((value) => flowConditionLabel(currentT(), value))).toEqual(['Storm Flow', 'Base Flow', '']);
  });
});
