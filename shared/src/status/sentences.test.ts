import type { ParameterStatus, SiteStatus, StatusTrend } from '@basin/api/schemas';
import { currentT, sharedKitCatalogue } from '@basin/shared';
import { inSpanish } from '@basin/shared/analysis/testing';
import { formatSlope, formatValue, parameterSentence, periodInWords, statusSentences, subjectName, trendDetailRows } from './sentences';

const trendOf = (overrides: Partial<StatusTrend> = {}): StatusTrend => ({
  period: { start: '1990-10-01', end: '2025-09-30', label: 'water years 1991-2025' },
  test: 'Seasonal Kendall',
  trend: 'increasing',
  p: 0.0123,
  p_corrected: 0.03,
  slope: 2.13,
  results: 400,
  nondetects: 4,
  nondetect_share: 0.01,
  season_values: 120,
  water_years: 35,
  few_values: false,
  many_nondetects: false,
  ...overrides,
});

const RECENT = { start: '2016-10-01', end: '2026-09-30', label: 'water years 2017-2026' };

const phosphorus = (overrides: Partial<ParameterStatus> = {}): ParameterStatus => ({
  parameterid: 28,
  parameter: 'Total Phosphorus',
  unit: 'µg/L',
  standing: {
    kind: 'benchmark',
    statistic: 'median',
    period: { start: '2024-10-01', end: '2025-09-30', label: 'water year 2025' },
    latest: true,
    value: 231,
    values: 24,
    nondetects: 0,
    reference: 170,
    approaching: 130,
    secondary: 400,
    lower_is_worse: false,
    benchmark_class: 3,
    standard_locationids: [],
  },
  whole_record: trendOf(),
  last_ten_years: trendOf({ period: RECENT, trend: 'no trend', p: 0.41, slope: -0.5 }),
  ...overrides,
});

const statusOf = (parameters: ParameterStatus[], subject: Partial<SiteStatus['subject']> = {}): SiteStatus => ({
  as_of: '2026-11-27',
  subject: { kind: 'location', name: 'CC-10', location_type: 'Surface Water', locationids: [68], location_names: ['CC-10'], ...subject },
  min_water_years: 5,
  min_season_values: 10,
  many_nondetects_share: 0.25,
  parameters,
});

describe('the status card sentences', () => {
  it('says the median against the benchmark and both trends, each with its period', () => {
    const [sentence] = statusSentences(statusOf([phosphorus()]));
    expect(sentence).toEqual({
      parameterid: 28,
      parameter: 'Total Phosphorus',
      sentence:
        'In water year 2025 (Oct 2024-Sep 2025) the median was 231 µg/L, above the 170 µg/L benchmark. ' +
        'Over the whole record (1991-2025) it has been rising, about 2.1 µg/L a year; over the last ten years (2017-2026) there is no clear trend.',
      notes: [],
    });
  });

  it('says below, close to it, beyond the secondary, and where lower is worse', () => {
    const sentenceWith = (standing: Partial<NonNullable<ParameterStatus['standing']>>) =>
      parameterSentence(statusOf([]), phosphorus({ standing: { ...phosphorus().standing!, ...standing } })).sentence;
    expect(sentenceWith({ value: 90, benchmark_class: 1 })).toContain('the median was 90 µg/L, below the 170 µg/L benchmark.');
    expect(sentenceWith({ value: 150, benchmark_class: 2 })).toContain('150 µg/L, below the 170 µg/L benchmark, close to it.');
    expect(sentenceWith({ value: 512.4, benchmark_class: 4 })).toContain('512 µg/L, above the 170 µg/L benchmark and beyond the secondary benchmark of 400 µg/L.');
    expect(sentenceWith({ value: 4.2, reference: 5, lower_is_worse: true, benchmark_class: 3 })).toContain('4.2 µg/L, below the 5 µg/L benchmark (for this parameter, lower is worse).');
    expect(sentenceWith({ kind: 'none', reference: null, value: 12.345 })).toContain('the median was 12.3 µg/L (there is no benchmark for it).');
    expect(sentenceWith({ latest: false, period: { start: '2018-10-01', end: '2019-09-30', label: 'water year 2019' } })).toMatch(
      /^In water year 2019 \(Oct 2018-Sep 2019\), the latest with results, the median was/,
    );
  });

  it("gives the reservoir's chlorophyll-a against the standard, and says at a station that the standard is judged on the three", () => {
    const chlorophyll: ParameterStatus = {
      ...phosphorus(),
      parameterid: 24,
      parameter: 'Chlorophyll-a',
      standing: { ...phosphorus().standing!, kind: 'standard', statistic: 'mean', period: { start: '2025-07-01', end: '2025-09-30', label: 'July-September 2025' }, value: 21.3, reference: 18, benchmark_class: 3, standard_locationids: [79, 80, 81] },
    };
    const reservoir = statusOf([chlorophyll], { kind: 'reservoir', name: 'the reservoir (CCR-1, CCR-2 and CCR-3)', locationids: [79, 80, 81], location_names: ['CCR-1', 'CCR-2', 'CCR-3'] });
    expect(parameterSentence(reservoir, chlorophyll).sentence).toMatch(/^In July-September 2025 the growing-season mean was 21.3 µg\/L, above the 18 µg\/L standard\. /);
    const met = { ...chlorophyll, standing: { ...chlorophyll.standing!, value: 17.9, benchmark_class: 1 } };
    expect(parameterSentence(reservoir, met).sentence).toContain('was 17.9 µg/L, within the 18 µg/L standard.');
    const station = statusOf([chlorophyll], { name: 'CCR-2', location_type: 'Reservoir', locationids: [80], location_names: ['CCR-2'] });
    expect(parameterSentence(station, chlorophyll).sentence).toContain(
      'the growing-season mean at CCR-2 was 21.3 µg/L, above the 18 µg/L standard (the standard itself is judged on the mean of the reservoir stations CCR-1, CCR-2 and CCR-3).',
    );
  });

  it('says falling and about the same; weak evidence in words, with notes on too few values and many non-detects', () => {
    const falling = parameterSentence(statusOf([]), phosphorus({ whole_record: trendOf({ trend: 'decreasing', slope: -0.0456 }), last_ten_years: trendOf({ period: RECENT, trend: 'stable' }) }));
    expect(falling.sentence).toContain('Over the whole record (1991-2025) it has been falling, about 0.046 µg/L a year; over the last ten years (2017-2026) it has stayed about the same.');
    const weak = parameterSentence(
      statusOf([]),
      phosphorus({
        last_ten_years: trendOf({ period: RECENT, trend: 'other', p: null, slope: null, few_values: true, water_years: 3, season_values: 7, results: 9 }),
        whole_record: trendOf({ trend: 'no trend', many_nondetects: true, nondetects: 150, nondetect_share: 0.375 }),
      }),
    );
    expect(weak.sentence).toContain('over the last ten years (2017-2026) there are too few values to tell.');
    expect(weak.notes).toEqual([
      "Over the whole record, 38% of the results were below the laboratory's detection limit (counted at half that limit), more than a quarter, so the trend is less certain.",
      'Over the last ten years there are 3 water years and 7 seasonal values with results; a trend test needs at least 5 water years and 10 seasonal values.',
    ]);
    const none = parameterSentence(statusOf([]), phosphorus({ standing: null, last_ten_years: trendOf({ period: RECENT, results: 0, few_values: true, trend: 'other', water_years: 0, season_values: 0 }) }));
    expect(none.sentence).toMatch(/^There are no results from a complete water year yet\. .* over the last ten years \(2017-2026\) there are no results\.$/);
    expect(none.notes).toEqual([]);
  });

  it('keeps the test, p and Sen slope for the details table', () => {
    expect(trendDetailRows(statusOf([phosphorus()]))).toEqual([
      expect.objectContaining({ parameter: 'Total Phosphorus', period: 'Whole record: water years 1991-2025', trend: 'Increasing', test: 'Seasonal Kendall', p: '0.012', slope: '2.1 µg/L a year' }),
      expect.objectContaining({ period: 'Last ten years: water years 2017-2026', trend: 'No trend', p: '0.410', slope: '−0.5 µg/L a year', nondetects: '4 (1%)' }),
    ]);
  });

  it('formats values, slopes and periods for reading', () => {
    expect(formatValue(250.5)).toBe('251');
    expect(formatValue(1234.4)).toBe('1,234');
    expect(formatValue(0.01234)).toBe('0.0123');
    expect(formatSlope(-12.7)).toBe('13');
    expect(periodInWords({ start: '2024-10-01', end: '2025-09-30', label: 'water year 2025' })).toBe('water year 2025 (Oct 2024-Sep 2025)');
  });
});

describe('the status card in Spanish', () => {
  inSpanish(sharedKitCatalogue);

  it('names the reservoir with its stations as Spanish lists them; a location keeps its name', () => {
    const reservoir: SiteStatus['subject'] = { kind: 'reservoir', name: 'the reservoir (CCR-1, CCR-2 and CCR-3)', location_type: 'Reservoir', locationids: [79, 80, 81], location_names: ['CCR-1', 'CCR-2', 'CCR-3'] };
    expect(subjectName(reservoir, currentT())).toBe('el embalse (CCR-1, CCR-2 y CCR-3)');
    expect(subjectName({ ...reservoir, kind: 'location', name: 'CC-10', locationids: [68], location_names: ['CC-10'] }, currentT())).toBe('CC-10');
  });
});
