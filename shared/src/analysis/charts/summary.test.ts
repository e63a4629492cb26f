import { describeGroupedBars, describeNoData, describeRegression, describeSeries, describeSeriesSet, fitStrength } from './summary';

// Monthly values 2021-2025, June the highest month.
const monthly = [2021, 2022, 2023, 2024, 2025].flatMap((year) =>
  [4, 5, 6, 7, 8].map((month) => ({ x: `${year}-${String(month).padStart(2, '0')}-15`, y: month === 6 ? 252 : 202 })),
);

describe('describeSeries', () => {
  it('gives the average, the period and the highest month', () => {
    expect(describeSeries({ parameter: 'Total phosphorus', location: 'CC-10', units: 'µg/L', points: monthly })).toBe(
      'Total phosphorus at CC-10 averaged 212 µg/L over 2021-2025, highest in June.',
    );
  });

  it('ignores null values, says "in" for one year, and leaves out the month for a single month', () => {
    expect(describeSeries({ parameter: 'Flow', location: 'CT-2', units: 'cfs', points: [{ x: '2024-03-01', y: 1234.5 }, { x: '2024-03-02', y: null }] })).toBe(
      'Flow at CT-2 averaged 1,230 cfs in 2024.',
    );
  });

  it('says there is no data for empty input', () => {
    expect(describeSeries({ parameter: 'Total phosphorus', location: 'CC-10', units: 'µg/L', points: [{ x: '2024-03-02', y: null }] })).toBe(
      'There is no Total phosphorus data at CC-10 for the current selections.',
    );
    expect(describeNoData()).toBe('There is no data for the current selections.');
  });
});

describe('describeSeriesSet', () => {
  it('ends with one full stop when the unit ends in a period', () => {
    const series = [
      { label: 'CCR-1', points: [{ x: '2025-07-01', y: 8.59 }] },
      { label: 'CCR-2', points: [{ x: '2025-07-01', y: 8.1 }] },
    ];
    expect(describeSeriesSet({ parameter: 'pH', units: 's.u.', series })).toBe('Of 2 locations, CCR-1 had the highest average pH in 2025: 8.59 s.u.');
  });

  it('names the series with the highest average', () => {
    const series = [
      { label: 'CC-10', points: monthly },
      { label: 'CT-2', points: monthly.map((point) => ({ ...point, y: 90 })) },
      { label: 'CCR-1', points: [] },
    ];
    expect(describeSeriesSet({ parameter: 'Total phosphorus', units: 'µg/L', series })).toBe(
      'Of 2 locations, CC-10 had the highest average Total phosphorus over 2021-2025: 212 µg/L.',
    );
  });

  it('reads as one series when only one has data, and says so when none has', () => {
    expect(describeSeriesSet({ parameter: 'Flow', units: 'cfs', series: [{ label: 'CT-2', points: [{ x: '2024-03-01', y: 4 }] }, { label: 'CC-10', points: [] }] })).toBe(
      'Flow at CT-2 averaged 4 cfs in 2024.',
    );
    expect(describeSeriesSet({ parameter: 'Flow', series: [] })).toBe('There is no Flow data for the current selections.');
  });
});

describe('describeRegression', () => {
  const base = { y: 'Chlorophyll-a', x: 'total phosphorus', location: 'CCR-1', yUnits: 'µg/L', xUnits: 'µg/L' };

  it('names the strength of the fit by r²', () => {
    expect([0, 0.06, 0.0999, 0.1, 0.29, 0.3, 0.59, 0.6, 1, Number.NaN].map(fitStrength)).toEqual([
      'none',
      'none',
      'none',
      'weak',
      'weak',
      'moderate',
      'moderate',
      'strong',
      'strong',
      'none',
    ]);
  });

  it('quotes no slope for a fit that explains almost nothing (r² below 0.1)', () => {
    expect(describeRegression({ ...base, fit: { slope: 0.149, r2: 0.06, n: 58 } })).toBe(
      'There is no useful relationship between Chlorophyll-a and total phosphorus at CCR-1: the fitted line explains 6 % of the variation (r² = 0.06, n = 58).',
    );
  });

  it('calls a fit with r² from 0.1 to 0.3 weak, with how little it explains', () => {
    expect(describeRegression({ ...base, fit: { slope: -2, r2: 0.2, n: 1200 } })).toBe(
      'Chlorophyll-a shows a weak relationship with total phosphorus at CCR-1: it tends to fall 2 µg/L per µg/L, but the line explains only 20 % of the variation (r² = 0.20, n = 1,200).',
    );
  });

  it('says how much y rises per unit of x for moderate and strong fits, with r² and n', () => {
    expect(describeRegression({ ...base, fit: { slope: 0.1234, r2: 0.4111, n: 58 } })).toBe(
      'Chlorophyll-a shows a moderate relationship with total phosphorus at CCR-1: it rises 0.123 µg/L per µg/L (r² = 0.41, n = 58).',
    );
    expect(describeRegression({ ...base, fit: { slope: 0.12, r2: 0.81, n: 58 } })).toBe(
      'Chlorophyll-a shows a strong relationship with total phosphorus at CCR-1: it rises 0.12 µg/L per µg/L (r² = 0.81, n = 58).',
    );
  });

  it('says too few for no fit', () => {
    expect(describeRegression({ ...base, fit: null })).toBe('There are too few paired results of Chlorophyll-a and total phosphorus at CCR-1 to fit a line.');
  });
});

describe('describeGroupedBars', () => {
  it('names the year with the highest average and the highest value', () => {
    expect(
      describeGroupedBars({
        parameter: 'Total nitrogen',
        location: 'CCR-1',
        units: 'µg/L',
        categories: ['Jun', 'Jul'],
        groups: [
          { label: '2024', values: [700, 880] },
          { label: '2025', values: [604, 1020] },
        ],
      }),
    ).toBe('Of 2 years, Total nitrogen at CCR-1 averaged highest in 2025 (812 µg/L); the highest value was 1,020 µg/L in Jul 2025.');
  });

  it('handles one year and no values', () => {
    const input = { parameter: 'Total nitrogen', location: 'CCR-1', units: 'µg/L', categories: ['Jun', 'Jul'] };
    expect(describeGroupedBars({ ...input, groups: [{ label: '2025', values: [null, 1020] }] })).toBe(
      'Total nitrogen at CCR-1 averaged 1,020 µg/L in 2025; the highest value was 1,020 µg/L in Jul 2025.',
    );
    expect(describeGroupedBars({ ...input, groups: [{ label: '2025', values: [null, null] }] })).toBe(
      'There is no Total nitrogen data at CCR-1 for the current selections.',
    );
  });
});
