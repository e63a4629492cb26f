import type { DailyPoint } from '@basin/api/schemas';
import { currentT, tokens } from '@basin/shared';
import { makeDailyPoint, makeSummaryRow } from '../logic/testFixtures';
import {
  benchmarkBands,
  benchmarkReferences,
  dailyDates,
  dailyParameterName,
  dailyPointsByParameter,
  dailyPointsOfFlow,
  dailyTableRows,
} from './dailyData';
import { summaryRowsOfLocation } from './locationSummary';

const point = makeDailyPoint;

describe('summaryRowsOfLocation', () => {
  it("keys the location's rows by parameter and leaves out other locations", () => {
    const here = makeSummaryRow({ locationid: 68, parameter_index: 28 });
    const other = makeSummaryRow({ locationid: 68, parameter_index: 73 });
    const elsewhere = makeSummaryRow({ locationid: 83, parameter_index: 29 });
    const byParameter = summaryRowsOfLocation([here, elsewhere, other], 68);
    expect([...byParameter.keys()]).toEqual([28, 73]);
    expect(byParameter.get(28)).toBe(here);
    expect(summaryRowsOfLocation([here], null).size).toBe(0);
  });
});

describe('the daily results of a flow', () => {
  const storm = point({ collect_date: '2020-06-02', flow_conditions: 1 });
  const base = point({ collect_date: '2020-05-05', flow_conditions: 2 });
  const unknown = point({ collect_date: '2019-01-01', parameterid: 29, flow_conditions: null });

  it('keeps the storm or base samples, or all for all data', () => {
    expect(dailyPointsOfFlow([storm, base, unknown], 'stormflow')).toEqual([storm]);
    expect(dailyPointsOfFlow([storm, base, unknown], 'baseflow')).toEqual([base]);
    expect(dailyPointsOfFlow([storm, base, unknown], 'alldata')).toEqual([storm, base, unknown]);
  });

  it('groups them by parameter in their order, and lists every date in order', () => {
    const groups = dailyPointsByParameter([storm, unknown, base]);
    expect([...groups.keys()]).toEqual([28, 29]);
    expect(groups.get(28)).toEqual([storm, base]);
    expect(dailyDates([storm, unknown, base, storm])).toEqual(['2019-01-01', '2020-05-05', '2020-06-02', '2020-06-02']);
  });
});

describe('dailyParameterName', () => {
  it("takes the page's name, else the summary's, else the id", () => {
    const row = makeSummaryRow({ locationid: 68, parameter_index: 28, parameter: 'TP' });
    expect(dailyParameterName(currentT(), 28, new Map([[28, 'Total phosphorus']]), row)).toBe('Total phosphorus');
    expect(dailyParameterName(currentT(), 28, new Map(), row)).toBe('TP');
    expect(dailyParameterName(currentT(), 28, undefined, undefined)).toBe('Parameter 28');
  });
});

describe('dailyTableRows', () => {
  it('gives each result a row: flow conditions in words, no organization as empty, its status', () => {
    const rows = dailyTableRows(currentT(), [
      point({ collect_date: '2020-06-02', result: 250, nondetect: true, flow_conditions: 2, organization: 'CCBWQA' }),
      point({ collect_date: '2020-06-02', result: 90, flow_conditions: null, status: 'provisional' }),
    ]);
    expect(rows).toEqual([
      { key: '2020-06-02-0', date: '2020-06-02', result: 250, nondetect: true, flow: 'Base Flow', organization: 'CCBWQA', status: 'approved' },
      { key: '2020-06-02-1', date: '2020-06-02', result: 90, nondetect: false, flow: '', organization: '', status: 'provisional' },
    ]);
  });
});

describe('benchmark marks of the chart', () => {
  it('shades each benchmark class as a band named with its words', () => {
    expect(benchmarkBands([{ cls: 3, name: 'Above benchmark', words: '170-340 µg/L', low: 170, high: 340, color: '#f00' }])).toEqual([
      { key: '3', label: 'Above benchmark: 170-340 µg/L', low: 170, high: 340, color: '#f00' },
    ]);
  });

  it('draws the benchmark (line 2) as a reference with its units, and none without one', () => {
    expect(benchmarkReferences(currentT(), makeSummaryRow({ locationid: 68, parameter_index: 28, bmk_line2: 170 }), 'µg/L')).toEqual([{ key: 'benchmark', label: 'Benchmark 170 µg/L', value: 170, color: tokens.colors.text }]);
    expect(benchmarkReferences(currentT(), makeSummaryRow({ locationid: 68, parameter_index: 28, bmk_line2: null }), 'µg/L')).toEqual([]);
    expect(benchmarkReferences(currentT(), undefined, 'µg/L')).toEqual([]);
  });
});
