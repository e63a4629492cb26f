import { defaultTickFormat, describeChart, isoDate, toDate, toPlotSeries, valueDomain } from './chartData';

const color = () => '#000000';

describe('chart data', () => {
  it('reads API dates as calendar days in UTC, whatever the time zone', () => {
    expect(toDate('2021-09-30').toISOString()).toBe('2021-09-30T00:00:00.000Z');
    expect(isoDate(toDate('2011-10-01'))).toBe('2011-10-01');
    const date = new Date(Date.UTC(2020, 0, 1));
    expect(toDate(date)).toBe(date);
  });

  it('sorts points by date and drops those without a date or a finite value', () => {
    const [series] = toPlotSeries(
      [{ key: 'a', label: 'A', points: [{ date: '2020-03-01', value: 3 }, { date: 'not a date', value: 1 }, { date: '2020-01-01', value: Number.NaN }, { date: '2020-02-01', value: 2 }] }],
      color,
      undefined,
    );
    expect(series?.points.map((point) => isoDate(point.date))).toEqual(['2020-02-01', '2020-03-01']);
  });

  it('takes the benchmark lines into the value axis and keeps non-negative data above zero', () => {
    const series = toPlotSeries([{ key: 'a', label: 'A', points: [{ date: '2020-01-01', value: 10 }, { date: '2020-02-01', value: 50 }] }], color, undefined);
    expect(valueDomain(series, [{ value: 150, color: '#f00', label: 'Benchmark' }])).toEqual([3, 157]);
    expect(valueDomain(series, [])[0]).toBeGreaterThanOrEqual(0);
    const single = toPlotSeries([{ key: 'a', label: 'A', points: [{ date: '2020-01-01', value: 20 }] }], color, undefined);
    expect(valueDomain(single, [])).toEqual([18, 22]);
  });

  it('labels axis ticks by year over long periods', () => {
    expect(defaultTickFormat(toDate('2011-10-01'), toDate('2021-09-30'))(toDate('2015-01-01'))).toBe('2015');
    expect(defaultTickFormat(toDate('2020-10-01'), toDate('2021-09-30'))(toDate('2021-01-01'))).toBe('Jan 2021');
  });

  it('describes a chart without points', () => {
    expect(describeChart('Annual results', toPlotSeries([{ key: 'a', label: 'A', points: [] }], color, undefined), [], isoDate)).toBe(
      'Annual results. 1 series: A. no points. The data table below lists every point.',
    );
  });
});
