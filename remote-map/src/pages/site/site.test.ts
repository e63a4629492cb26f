import type { AnnualPoint, DailyPoint, MapFilters } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { makeLocation } from '@basin/shared/map/test-locations';
import { makeSummaryRow } from '../map/logic/testFixtures';
import { readMapUrlState } from '../map/logic/urlState';
import { decodeSiteKey, resolveSite, siteSlug } from './resolveSite';
import { periodChoices, siteApprovalText, siteComparisonPath, siteDownloadPath, siteKeyParameters, siteMapPath, siteOrganisations, siteParameterRows, SITE_MAP_ZOOM } from './siteData';
import { chartedParameters, DEFAULT_CHARTED, describeAnnualMedians, periodText, recordText } from './SiteParameters';

const locations = [
  makeLocation({ locationid: 79, location_name: 'CCR-1', location_desc: 'Reservoir station 1' }),
  makeLocation({ locationid: 12, location_name: 'Cherry Creek at Parker' }),
  makeLocation({ locationid: 7, location_name: '12' }),
  makeLocation({ locationid: 30, location_name: 'cherry creek at parker' }),
];

describe('resolveSite: an id or a name', () => {
  it('takes a whole number as the location id', () => {
    expect(resolveSite(locations, '79')?.location_name).toBe('CCR-1');
    // An id wins over a name made of digits.
    expect(resolveSite(locations, '12')?.locationid).toBe(12);
  });

  it('falls back to a name of digits when no location has that id', () => {
    const withoutTwelve = locations.filter((location) => location.locationid !== 12);
    expect(resolveSite(withoutTwelve, '12')?.locationid).toBe(7);
  });

  it('matches a name case-insensitively and URL-encoded, the lowest id first', () => {
    expect(resolveSite(locations, 'ccr-1')?.locationid).toBe(79);
    expect(resolveSite(locations, 'CHERRY%20CREEK%20AT%20PARKER')?.locationid).toBe(12);
    expect(resolveSite(locations, encodeURIComponent('  Cherry Creek at Parker '))?.locationid).toBe(12);
  });

  it('matches a slug of the name', () => {
    expect(siteSlug('Cherry Creek at Parker')).toBe('cherry-creek-at-parker');
    expect(siteSlug('  CCR-1 (composite) ')).toBe('ccr-1-composite');
    expect(resolveSite(locations, 'cherry-creek-at-parker')?.locationid).toBe(12);
  });

  it('answers null for an unknown id or name, an empty key and a malformed escape', () => {
    expect(resolveSite(locations, '999')).toBeNull();
    expect(resolveSite(locations, 'no such site')).toBeNull();
    expect(resolveSite(locations, '')).toBeNull();
    expect(resolveSite(locations, '---')).toBeNull();
    expect(decodeSiteKey('%E0%A4%A')).toBe('%E0%A4%A');
    expect(resolveSite(locations, '%E0%A4%A')).toBeNull();
  });
});

const filters: MapFilters = {
  locationTypes: [],
  parameterGroups: [],
  parameters: [
    { value: 28, display: 'Total phosphorus', group: 147, unit: 'µg/L' },
    { value: 29, display: 'Total nitrogen', group: 147, unit: 'µg/L' },
    { value: 8, display: 'Water temperature', group: 152, unit: '°C' },
  ],
  analysis: [],
  flow: [],
  startDate: '2011-10-01',
  endDate: '2021-09-30',
};

const daily = (parameterid: number, collect_date: string, organization: string | null = 'Basin Authority', status: DailyPoint['status'] = 'approved'): DailyPoint => ({
  collect_date,
  parameterid,
  result: 1,
  units: 'µg/L',
  location_name: 'CCR-1',
  organization,
  nondetect: false,
  flow_conditions: null,
  status,
});

const annual = (parameterid: number, collect_year: number, median: number | null): AnnualPoint => ({
  collect_year,
  parameterid,
  result_median_alldata: median,
  result_pctile_alldata: null,
  result_median_baseflow: null,
  result_pctile_baseflow: null,
  result_median_stormflow: null,
  result_pctile_stormflow: null,
});

describe('siteParameterRows', () => {
  const site = makeLocation({ locationid: 79, parameterid_array_alldata: [28, 29, 8] });
  const summary = [
    makeSummaryRow({ locationid: 79, parameter_index: 28, parameter: 'Total phosphorus', alldata_recordcount: 5, alldata_median: 42, alldata_pctile: 80, alldata_trend_dynamic: 'decreasing' }),
    makeSummaryRow({ locationid: 80, parameter_index: 29, alldata_recordcount: 99 }),
  ];

  it("lists every parameter of the site with its summary, record and yearly medians, the type's key parameters first, then most results", () => {
    const rows = siteParameterRows(site, {
      summary,
      filters,
      daily: [daily(29, '2015-05-01'), daily(29, '2012-05-01'), daily(29, '2020-05-01'), daily(28, '2014-01-01')],
      annual: [annual(28, 2016, 40), annual(28, 2015, 45)],
    });
    // A surface-water site: total phosphorus, then total nitrogen (KEY_PARAMETERS), though nitrogen has more results.
    expect(rows.map((row) => row.parameterId)).toEqual([28, 29, 8]);
    expect(rows[1]).toMatchObject({ name: 'Total nitrogen', units: 'µg/L', results: 3, first: '2012-05-01', last: '2020-05-01', median: null, trend: null, summaryCount: 0 });
    expect(rows[0]).toMatchObject({ name: 'Total phosphorus', results: 1, median: 42, pctile: 80, trend: 'decreasing', summaryCount: 5 });
    expect(rows[0]!.annualMedians).toEqual([
      { year: 2015, value: 45 },
      { year: 2016, value: 40 },
    ]);
    expect(rows[2]).toMatchObject({ name: 'Water temperature', units: '°C', results: 0, annualMedians: [] });
    expect(siteKeyParameters(site, rows)).toEqual([28, 29]);
    // Not key parameters (groundwater leads with nitrogen): most results first.
    const well = makeLocation({ locationid: 79, location_type: 'Groundwater', parameterid_array_alldata: [8, 30] });
    expect(siteParameterRows(well, { filters, daily: [daily(30, '2015-05-01'), daily(30, '2016-05-01'), daily(8, '2015-05-01')] }).map((row) => row.parameterId)).toEqual([30, 8]);
  });

  it('leaves the record counts unknown (null) until the daily results are in', () => {
    const rows = siteParameterRows(site, { summary, filters });
    expect(rows.every((row) => row.results === null)).toBe(true);
    // Then the key parameters and the summary's counts order them.
    expect(rows[0]!.parameterId).toBe(28);
    expect(rows[0]!.first).toBe('2011-10-01');
  });

  it('says where each parameter\'s approved results end when newer ones are provisional (issue 31)', () => {
    const rows = siteParameterRows(site, {
      summary,
      filters,
      daily: [
        daily(28, '2020-05-01'),
        daily(28, '2020-06-01'),
        daily(28, '2020-07-01', 'Basin Authority', 'provisional'),
        daily(29, '2020-05-01', 'Basin Authority', 'provisional'),
        daily(8, '2019-05-01', 'Basin Authority', 'provisional'),
        daily(8, '2020-05-01'),
      ],
    });
    expect(rows.map((row) => [row.parameterId, row.approval])).toEqual([
      [28, { through: '2020-06-01' }],
      [29, { through: null }],
      // Its newest result is approved: nothing to add.
      [8, null],
    ]);
    expect(rows.map((row) => recordText(currentT(), row))).toEqual(['05-01-2020 to 07-01-2020; approved through 06-01-2020', '05-01-2020; none approved yet', '05-01-2019 to 05-01-2020']);
  });

  it('gives the site details an "Approved through" only when newer results are provisional', () => {
    expect(siteApprovalText(currentT(), site, [daily(28, '2020-05-01'), daily(29, '2020-06-01', null, 'provisional')])).toBe('05-01-2020; newer results are provisional');
    expect(siteApprovalText(currentT(), site, [daily(29, '2020-06-01', null, 'provisional')])).toBe('None yet; every result is provisional');
    expect(siteApprovalText(currentT(), site, [daily(28, '2020-05-01'), daily(29, '2020-04-01', null, 'provisional')])).toBeNull();
    expect(siteApprovalText(currentT(), site, [])).toBeNull();
  });

  it('names the organisations once each, leaving out results without one', () => {
    expect(siteOrganisations([daily(28, '2014-01-01', 'USGS'), daily(28, '2014-01-02', null), daily(29, '2014-01-03', 'Basin Authority'), daily(29, '2014-01-04', 'USGS')])).toEqual([
      'Basin Authority',
      'USGS',
    ]);
  });
});

describe('the links of a site page (URL contracts)', () => {
  it('opens the map with the site selected and in view, and the filters that would hide it off', () => {
    const active = makeLocation({ locationid: 79, latitude_dd: 39.56789, longitude_dd: -104.85, active: true, is_ccbwqa: true });
    const path = siteMapPath(active);
    expect(path.startsWith('/tools/map?')).toBe(true);
    const state = readMapUrlState(new URLSearchParams(path.split('?')[1]));
    expect(state).toMatchObject({ mode: 'map', location: 79, isActive: true, isCcbwqa: true, minRecords: null, view: { lng: -104.85, lat: 39.56789, zoom: SITE_MAP_ZOOM } });

    const hidden = makeLocation({ locationid: 5, active: false, is_ccbwqa: false, recordcount_alldata: 0 });
    expect(readMapUrlState(new URLSearchParams(siteMapPath(hidden).split('?')[1]))).toMatchObject({ location: 5, isActive: false, isCcbwqa: false, minRecords: 0 });
  });

  it('charts one parameter in the map: graph mode, the parameter selected, the panel expanded', () => {
    const state = readMapUrlState(new URLSearchParams(siteMapPath(makeLocation({ locationid: 79 }), 28).split('?')[1]));
    expect(state).toMatchObject({ mode: 'graph', parameters: [28], location: 79, panel: 'expanded', colorBy: 'wqData' });
  });

  it('prefills the download page with the site', () => {
    expect(siteDownloadPath(makeLocation({ locationid: 79 }))).toBe('/tools/download?locations=79');
  });

  it('compares the first two parameters (key parameters first, then the most measured) over the period of record, submitted', () => {
    const site = makeLocation({ locationid: 79, parameterid_array_alldata: [28, 8], por_start: '2012-01-01', por_end: '2020-12-31' });
    const rows = siteParameterRows(site, { filters, daily: [daily(8, '2014-01-01'), daily(8, '2014-01-02'), daily(28, '2014-01-01')] });
    const path = siteComparisonPath(site, rows, filters)!;
    const params = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/explore/time-series-comparison?')).toBe(true);
    expect(Object.fromEntries(params)).toEqual({
      startDate: '2012-01-01',
      endDate: '2020-12-31',
      leftGroup: '147',
      leftParameterId: '28',
      leftLocationIds: '79',
      leftCcbwqa: '1',
      leftOther: '1',
      rightGroup: '152',
      rightParameterId: '8',
      rightLocationIds: '79',
      rightCcbwqa: '1',
      rightOther: '1',
      submitted: '1',
    });
  });

  it('puts a single parameter on both axes, and gives no comparison without a known parameter', () => {
    const site = makeLocation({ locationid: 79, parameterid_array_alldata: [28] });
    const params = new URLSearchParams(siteComparisonPath(site, siteParameterRows(site, { filters }), filters)!.split('?')[1]);
    expect([params.get('leftParameterId'), params.get('rightParameterId')]).toEqual(['28', '28']);
    const unknown = makeLocation({ locationid: 79, parameterid_array_alldata: [999] });
    expect(siteComparisonPath(unknown, siteParameterRows(unknown, { filters }), filters)).toBeNull();
  });
});

describe('the parameter table texts', () => {
  it('writes periods in MM-DD-YYYY', () => {
    expect(periodText(currentT(), '2011-10-01', '2021-09-30')).toBe('10-01-2011 to 09-30-2021');
    expect(periodText(currentT(), '2011-10-01', '2011-10-01')).toBe('10-01-2011');
    expect(periodText(currentT(), null, null)).toBe('No samples');
  });

  it('names the sparkline by its values, or by its range when there are many years', () => {
    expect(describeAnnualMedians(currentT(), { name: 'Total phosphorus', units: 'µg/L', annualMedians: [{ year: 2015, value: 45 }, { year: 2016, value: null }, { year: 2017, value: 40 }] })).toBe(
      'Total phosphorus, median by water year: 2015 45 µg/L, 2017 40 µg/L.',
    );
    const many = Array.from({ length: 10 }, (_, index) => ({ year: 2012 + index, value: 10 + index }));
    expect(describeAnnualMedians(currentT(), { name: 'Total nitrogen', units: 'µg/L', annualMedians: many })).toBe('Total nitrogen, median by water year 2012 to 2021: from 10 to 19 µg/L, 19 µg/L in 2021.');
    expect(describeAnnualMedians(currentT(), { name: 'pH', units: '', annualMedians: [] })).toBe('pH: no yearly medians.');
  });
});

describe('the charted parameters', () => {
  const row = (parameterId: number, results: number | null) => ({ parameterId, results }) as Parameters<typeof chartedParameters>[0][number];
  const rows = [row(28, 40), row(73, 30), row(8, 20), row(30, 10), row(99, 0)];
  it("are the visitor's pick when it names measured parameters, in the order picked", () => {
    expect(chartedParameters(rows, [30, 28], [28])).toEqual([30, 28]);
    expect(chartedParameters(rows, [30, 555], [28])).toEqual([30]);
  });
  it("otherwise the site's key parameters with results (issue 30)", () => {
    expect(chartedParameters(rows, [], [8, 28, 99])).toEqual([8, 28]);
  });
  it('without key parameters, the ones with the most results (rows come sorted), never one without results', () => {
    expect(chartedParameters(rows, [], [])).toEqual([28, 73, 8].slice(0, DEFAULT_CHARTED));
    expect(chartedParameters(rows, [555], [99])).toEqual([28, 73, 8]);
    expect(chartedParameters([row(99, 0), row(5, null)], [], [])).toEqual([]);
  });
});

describe('the period of the statistics (issue 30: one period, chosen visibly)', () => {
  it("offers the baseline, labelled as the map's colours, and the last ten complete water years", () => {
    expect(periodChoices(currentT(), { start: '2011-10-01', end: '2021-09-30' }, '2026-11-27')).toEqual([
      { start: '2011-10-01', end: '2021-09-30', label: "Baseline period (WY2012-WY2021), the map's colours", value: '2011-10-01/2021-09-30' },
      { start: '2016-10-01', end: '2026-09-30', label: 'Last ten complete water years (WY2017-WY2026)', value: '2016-10-01/2026-09-30' },
    ]);
    // Before October 1 the water year under way does not count.
    expect(periodChoices(currentT(), { start: '2011-10-01', end: '2021-09-30' }, '2026-09-30')[1]!.label).toBe('Last ten complete water years (WY2016-WY2025)');
  });
  it("keeps a period from the map's URL as a choice of its own", () => {
    expect(periodChoices(currentT(), { start: '2015-10-04', end: '2020-03-01' }, '2026-11-27').at(-1)).toEqual({ start: '2015-10-04', end: '2020-03-01', label: '10-04-2015 to 03-01-2020', value: '2015-10-04/2020-03-01' });
  });
});
