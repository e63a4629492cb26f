// remote-map/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadCatalogue, setLanguage, setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import type { Analysis, Flow, TrendClass } from '@basin/api/domain';
import type { AnnualPoint, BenchmarkScaleColor, DailyPoint, MapFilters, MapLocation, WqSummaryRow } from '@basin/api/schemas';
import { makeLocation } from '@basin/shared/map/test-locations';
import { catalogue } from '../../../i18n/catalogue';
import { makeSummaryRow } from '../logic/testFixtures';
import { DEFAULT_MAP_URL_STATE, mapUrlSearch } from '../logic/urlState';
import { benchmarkColorsQuery } from '../queries/benchmarkColors';
import { filtersQuery } from '../queries/filters';
import { wellsQuery } from '../queries/wells';
import { wqSummaryQuery, type SummaryPeriod } from '../queries/wqSummary';
import { useMapUrlState } from '../useMapUrlState';
import { ResultsPanel } from './ResultsPanel';
import type { MapResults } from './useMapResults';

const location = makeLocation({ locationid: 68, location_name: 'CC-10', location_desc: 'Cherry Creek inflow above the reservoir' });
const names = new Map([
  [28, 'Total phosphorus'],
  [29, 'Total nitrogen'],
  [73, 'E. coli'],
]);

const phosphorus = withTrend(makeSummaryRow({
  locationid: 68,
  parameter_index: 28,
  parameter: 'Total phosphorus',
  has_alldata: true,
  alldata_median: 180,
  alldata_bmk_median: 3,
  alldata_pctile: 410,
  alldata_bmk_pctile: 4,
  alldata_recordcount: 120,
  alldata_nondetects: 2,
  alldata_por_start: '2011-10-04',
  alldata_por_end: '2021-09-14',
  bmk_line0: 0,
  bmk_line1: 127.5,
  bmk_line2: 170,
  bmk_line3: 340,
}), 'increasing');
const nitrogen = makeSummaryRow({
  locationid: 68,
  parameter_index: 29,
  parameter: 'Total nitrogen',
  has_alldata: true,
  alldata_median: 25,
  alldata_bmk_median: 0,
  alldata_trend_dynamic: null,
  alldata_recordcount: 6,
  alldata_nondetects: 6,
});
const ecoli = withTrend(makeSummaryRow({
  locationid: 68,
  parameter_index: 73,
  bmk_less_than_range: true,
  parameter: 'E. coli',
  units: 'MPN/100 mL',
  has_alldata: true,
  alldata_median: 60,
  alldata_bmk_median: 1,
  alldata_recordcount: 40,
  bmk_line0: 0,
  bmk_line1: 94.5,
  bmk_line2: 126,
  bmk_line3: 235,
}), 'stable');
// The same series with base-flow statistics and a Seasonal Kendall result for base flow.
const phosphorusBase: WqSummaryRow = {
  ...phosphorus,
  has_baseflow: true,
  baseflow_recordcount: 2,
  baseflow_trend_dynamic: 'increasing' as unknown as null,
  baseflow_sen_slope: 0.8,
  baseflow_trend_p: 0.031,
};
const elsewhere = makeSummaryRow({ locationid: 83, parameter_index: 28, has_alldata: true, alldata_median: 90, alldata_recordcount: 10 });

/** A summary row with a trend: WqSummaryRow types trends as null (see resultsData.ts), the API sends these strings. */
function withTrend(row: WqSummaryRow, trend: TrendClass): WqSummaryRow {
  return { ...row, alldata_trend_dynamic: trend as unknown as null };
}

function daily(parameterid: number, collect_date: string, result: number, overrides: Partial<DailyPoint> = {}): DailyPoint {
  return { collect_date, parameterid, result, units: 'µg/L', location_name: 'CC-10', organization: 'CCBWQA', nondetect: false, flow_conditions: 2, status: 'approved', ...overrides };
}

function annual(parameterid: number, collect_year: number, median: number | null, pctile: number | null): AnnualPoint {
  return {
    collect_year,
    parameterid,
    result_median_alldata: median,
    result_pctile_alldata: pctile,
    result_median_baseflow: null,
    result_pctile_baseflow: null,
    result_median_stormflow: null,
    result_pctile_stormflow: null,
  };
}

const fetchMock = jest.fn<Promise<unknown>, [string, RequestInit?]>();

/** Answers GETs by path (after the API base URL); anything else is a 500. */
function serve(routes: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url) => {
    const path = url.replace('http://api', '');
    if (path in routes) return { ok: true, status: 200, headers: new Headers(), json: async () => routes[path] };
    return { ok: false, status: 500, headers: new Headers(), json: async () => ({ error: 'Internal Server Error', message: 'down' }) };
  });
}

/** What the panel shows: the page's selection, which the panel reads from the map's URL and the page's queries. */
type PanelInputs = Pick<MapResults, 'location' | 'parameters' | 'parameterNames' | 'summaryRows' | 'period' | 'flow' | 'analysis' | 'expanded' | 'benchmarkColors'> & {
  onToggleExpanded: jest.Mock;
};

/** The filters' data naming the parameters, all in one group (so graph mode keeps every selected one). */
function filtersNaming(names: Map<number, string>): MapFilters {
  return {
    locationTypes: [],
    parameterGroups: [{ value: 1, display: 'Nutrients' }],
    parameters: [...names].map(([value, display]) => ({ value, display, group: 1, unit: '' })),
    analysis: [],
    flow: [],
    startDate: '2011-10-01',
    endDate: '2021-09-30',
  };
}

/** Reads the map's URL on mount, as the page does. */
function MapUrl({ children }: { children: ReactNode }) {
  useMapUrlState();
  return children;
}

function renderPanel(props: Partial<PanelInputs> = {}) {
  // The page's queries are in the cache (fresh: nothing is fetched for them); the summary is not while it loads.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const all: PanelInputs = {
    location,
    parameters: [28, 29, 73],
    parameterNames: names,
    summaryRows: [phosphorus, nitrogen, ecoli, elsewhere],
    period: { start: '2011-10-01', end: '2021-09-30' },
    flow: 'alldata',
    analysis: 'median',
    expanded: false,
    onToggleExpanded: jest.fn(),
    benchmarkColors: undefined,
    ...props,
  };
  client.setQueryData(wellsQuery.queryKey, all.location ? [all.location] : []);
  client.setQueryData(filtersQuery.queryKey, filtersNaming(all.parameterNames));
  client.setQueryData(benchmarkColorsQuery.queryKey, all.benchmarkColors ?? []);
  if (all.summaryRows) client.setQueryData(wqSummaryQuery(all.period).queryKey, all.summaryRows);
  const search = mapUrlSearch({
    ...DEFAULT_MAP_URL_STATE,
    mode: 'graph',
    parameters: all.parameters,
    location: all.location?.locationid ?? null,
    flow: all.flow,
    analysis: all.analysis,
    panel: all.expanded ? 'expanded' : 'compact',
    periodStart: all.period.start,
    periodEnd: all.period.end,
  });
  window.history.replaceState(null, '', `/tools/map${search}`);
  render(
    <QueryClientProvider client={client}>
      <MapUrl>
        <ResultsPanel onToggleExpanded={all.onToggleExpanded} />
      </MapUrl>
    </QueryClientProvider>,
  );
  return all;
}

/** The analytics table's body row of a parameter. */
function analyticsRow(parameter: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent?.startsWith(parameter));
  if (!row) throw new Error(`No analytics row for ${parameter}`);
  return row;
}

beforeAll(async () => {
  setRuntimeConfig({ apiBaseUrl: 'http://api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
  // The tabs load on first use (ResultsPanel's lazy ResultsTabs): load them once, so every test, run
  // alone or in any order, finds them drawn at once. Compiling the module and its tables and charts
  // takes seconds on a busy machine: first the import itself, then one render that resolves the lazy
  // component from the loaded module.
  await import('./ResultsTabs');
  serve({});
  renderPanel();
  await screen.findByRole('columnheader', { name: /Median \(All Data\)/ }, { timeout: 20_000 });
  cleanup();
}, 60_000);

beforeEach(() => {
  fetchMock.mockReset();
  serve({});
});

describe('ResultsPanel', () => {
  it('asks for a location and a parameter until both are selected', () => {
    renderPanel({ location: null });
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText('Please select at least one parameter on the left legend and a monitoring location on the map above.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when a location is selected but no parameter', () => {
    renderPanel({ parameters: [] });
    expect(screen.getByRole('heading', { level: 2, name: 'Results for CC-10' })).toBeInTheDocument();
    expect(screen.getByText('Please select at least one parameter on the left legend and a monitoring location on the map above.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toggles between compact and expanded with a button that reports its state', () => {
    const props = renderPanel({ location: null });
    const toggle = screen.getByRole('button', { name: /expand panel/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(props.onToggleExpanded).toHaveBeenCalledTimes(1);
  });

  it('shows the compact label and state when expanded', () => {
    renderPanel({ location: null, expanded: true });
    expect(screen.getByRole('button', { name: /compact panel/i })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says there is no data when the location has no summary for the parameters', async () => {
    renderPanel({ location: makeLocation({ locationid: 79, location_name: 'CCR-1' }) });
    // The tabs load on demand (ResultsTabs): wait for them.
    expect(await screen.findByText('There is no data available with this query.')).toBeInTheDocument();
  });

  it('shows a loading state while the summary loads', () => {
    renderPanel({ summaryRows: undefined });
    expect(screen.getByText('Loading analytics…').closest('[role=status]')).toBeInTheDocument();
  });

  it('lists the analytics: value, benchmark class as text, trend as text, ranges and non-detects', () => {
    renderPanel();
    expect(screen.getByRole('columnheader', { name: /Median \(All Data\)/ })).toBeInTheDocument();

    const tp = within(analyticsRow('Total phosphorus'));
    expect(tp.getByText('180')).toBeInTheDocument();
    expect(tp.getByText('Above benchmark')).toBeInTheDocument();
    expect(tp.getByText('Increasing')).toBeInTheDocument();
    expect(tp.getByText('120')).toBeInTheDocument();
    expect(tp.getByText('10-04-2011')).toBeInTheDocument();
    expect(tp.getByText('10-01-2011 to 09-30-2021')).toBeInTheDocument();
    // Total phosphorus has a scale start (line0) and is not one of the '<' parameters.
    expect(tp.getByText('0 - 127.5')).toBeInTheDocument();
    expect(tp.getByText('≥ 340')).toBeInTheDocument();

    // E. coli is one of the parameters whose lowest class reads '< line1' (spec 01 §9).
    const ecoliRow = within(analyticsRow('E. coli'));
    expect(ecoliRow.getByText('< 94.5')).toBeInTheDocument();
    expect(ecoliRow.getByText('Stable')).toBeInTheDocument();
    expect(ecoliRow.getByText('Below benchmark')).toBeInTheDocument();

    // Every value a non-detect: the name instead of the value; no benchmark lines.
    const tn = within(analyticsRow('Total nitrogen'));
    expect(tn.getByText('Total nitrogen not detected')).toBeInTheDocument();
    expect(tn.queryByText('25')).not.toBeInTheDocument();
    expect(tn.getByText('No benchmarks available')).toBeInTheDocument();
    expect(tn.getByText('Not available')).toBeInTheDocument();
  });

  it('shows the 85th percentile with the legend texts of the benchmark colours', () => {
    renderPanel({
      parameters: [28],
      analysis: 'pctile',
      benchmarkColors: [{ bmk_value: 4, dot_symbol_color: '#aa0000', legend_text: 'Above secondary' }],
    });
    expect(screen.getByRole('columnheader', { name: /85th Percentile \(All Data\)/ })).toBeInTheDocument();
    const tp = within(analyticsRow('Total phosphorus'));
    expect(tp.getByText('410')).toBeInTheDocument();
    expect(tp.getByText('Above secondary')).toBeInTheDocument();
  });

  it('shows one block per parameter: its statistics, trend and benchmarks in words, its note, and its results as a table', async () => {
    serve({
      '/public-map/wq-time-series/daily/68/28,29': [
        daily(28, '2020-05-05', 150),
        daily(28, '2020-06-02', 820, { flow_conditions: 1 }),
        daily(28, '2021-06-01', 210),
        daily(29, '2020-06-02', 250, { nondetect: true }),
        daily(29, '2020-07-07', 1400),
      ],
    });
    renderPanel({ parameters: [29, 28], flow: 'baseflow', summaryRows: [phosphorusBase, nitrogen] });
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));

    // One block per parameter, in the order selected, each titled with its unit.
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Total nitrogen (µg/L)', 'Total phosphorus (µg/L)']);

    // Base samples only: the storm sample of 06-02-2020 is left out of the statistics.
    const stats = (name: string) =>
      Object.fromEntries(
        within(screen.getByLabelText(new RegExp(`^${name} statistics`)))
          .getAllByRole('term')
          .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
      );
    expect(stats('Total phosphorus')).toEqual({
      Results: '2',
      'Non-detects': '0',
      Median: '180 µg/L',
      '85th percentile': '201 µg/L',
      Minimum: '150 µg/L',
      Maximum: '210 µg/L',
    });
    // Issue 30: the numbers name their period (every result charted), the trend the summary's.
    expect(screen.getByLabelText('Total phosphorus statistics of every result from 05-05-2020 to 06-01-2021')).toBeInTheDocument();
    expect(screen.getAllByText("Trend, Baseline period (WY2012-WY2021), the map's colours:", { exact: false }).length).toBe(2);
    // The non-detect counts at half its detection limit (125).
    expect(stats('Total nitrogen')).toMatchObject({ Results: '2', 'Non-detects': '1', Minimum: '125 µg/L', Median: '763 µg/L' });
    expect(screen.getByText('Increasing: about +0.8 µg/L per year (Seasonal Kendall, p = 0.03)', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Not available: no results of this flow in the summary period.')).toBeInTheDocument();
    const classes = within(screen.getByRole('list', { name: 'Total phosphorus benchmark classes' }));
    expect(classes.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Below benchmark: 0-127.5 µg/L',
      'Approaching benchmark: 127.5-170 µg/L',
      'Above benchmark: 170-340 µg/L',
      'Above secondary benchmark: 340 µg/L or more',
    ]);
    expect(within(screen.getByLabelText(/^Total nitrogen statistics/).parentElement!).getByText('No benchmarks available')).toBeInTheDocument();
    // The note opens by keyboard (a native disclosure) and explains the parameter and the statistics.
    const notes = screen.getAllByText('About this parameter');
    expect(notes[1]?.tagName).toBe('SUMMARY');
    expect(notes[1]?.closest('details')).toHaveTextContent(/Total phosphorus: every form of phosphorus/);
    expect(notes[1]?.closest('details')).toHaveTextContent(/85th percentile/);

    // The chart's table alternative: the flow's results, MM-DD-YYYY, non-detects as '< DL', flow conditions in words, each result's status.
    fireEvent.click(within(screen.getByRole('group', { name: 'Show Total nitrogen (µg/L) as' })).getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table', { name: /Total nitrogen results at CC-10/ });
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['06-02-2020', '< 250', 'Yes', 'Base Flow', 'CCBWQA', 'Approved'],
      ['07-07-2020', '1400', 'No', 'Base Flow', 'CCBWQA', 'Approved'],
    ]);
    // Every result approved: nothing said about approval.
    expect(screen.queryByText(/provisional/i)).not.toBeInTheDocument();
    expect(document.querySelector('[data-part="approved-through"]')).toBeNull();
  });

  it('marks provisional results (issue 31): drawn dotted and named in the legend, counted in the summary, approved through, and in the Status column', async () => {
    serve({
      '/public-map/wq-time-series/daily/68/28': [
        daily(28, '2020-05-05', 150),
        daily(28, '2020-07-07', 180),
        daily(28, '2021-05-04', 210, { status: 'provisional' }),
        daily(28, '2021-06-01', 90, { status: 'provisional' }),
      ],
    });
    // jsdom has no layout: the chart measures this width, so it is drawn.
    const width = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600, height: 260, top: 0, left: 0, right: 600, bottom: 260, x: 0, y: 0, toJSON: () => ({}) });
    try {
      renderPanel({ parameters: [28] });
      fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
      const card = (await screen.findByRole('heading', { level: 3, name: 'Total phosphorus (µg/L)' })).closest('.ant-card') as HTMLElement;

      // The line is dotted from the last approved result on, and the legend names it.
      expect(card.querySelectorAll('[data-part="unsure-segment"]')).toHaveLength(1);
      expect(card.querySelectorAll('[data-part="line-segment"]')).toHaveLength(1);
      expect(within(within(card).getByRole('list', { name: 'Legend' })).getByText('Provisional (subject to revision)')).toBeInTheDocument();

      expect(card.querySelector('[data-part="summary"]')).toHaveTextContent(
        /^Total phosphorus at CC-10: 4 results from 05-05-2020 to 06-01-2021, median 165 µg\/L, 85th percentile 197 µg\/L\. Results from 05-04-2021 on are provisional: subject to revision by the agency\. Of the 4 results, 2 are provisional\.$/,
      );
      // What provisional means, from the glossary, and until when the results are approved.
      const note = card.querySelector('[data-part="result-status"]') as HTMLElement;
      expect(within(note).getByRole('button', { name: 'provisional' })).toHaveAttribute('aria-expanded', 'false');
      expect(within(note).getByText('Approved through 07-07-2020.')).toBeInTheDocument();

      fireEvent.click(within(card).getByRole('button', { name: 'Table' }));
      const table = await within(card).findByRole('table', { name: /Total phosphorus results at CC-10/ });
      const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
      expect(headers.at(-1)).toBe('Status');
      const statuses = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [row.querySelector('td')?.textContent, within(row).getAllByRole('cell').at(-1)?.textContent]);
      expect(statuses).toEqual([
        ['05-05-2020', 'Approved'],
        ['07-07-2020', 'Approved'],
        ['05-04-2021', 'Provisional'],
        ['06-01-2021', 'Provisional'],
      ]);
    } finally {
      width.mockRestore();
    }
  });

  it('offers a log scale only for a parameter whose values span more than two decades, and period shortcuts', async () => {
    serve({
      '/public-map/wq-time-series/daily/68/28,73': [
        daily(28, '2012-05-05', 150),
        daily(28, '2021-06-01', 210),
        daily(73, '2015-06-02', 20, { units: 'MPN/100 mL' }),
        daily(73, '2016-07-07', 100_000, { units: 'MPN/100 mL' }),
      ],
    });
    renderPanel({ parameters: [28, 73] });
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    const toggle = await screen.findByRole('switch', { name: 'Log scale for E. coli' });
    expect(screen.queryByRole('switch', { name: 'Log scale for Total phosphorus' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');

    const period = within(screen.getByRole('group', { name: 'Period shown' }));
    expect(period.getByRole('button', { name: /^All \(all data\)$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing all results from 05-05-2012 to 06-01-2021')).toBeInTheDocument();
    fireEvent.click(period.getByRole('button', { name: /^5 y \(last 5 years of data\)$/ }));
    expect(period.getByRole('button', { name: /^5 y \(last 5 years of data\)$/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Showing from 06-02-2016 to 06-01-2021')).toBeInTheDocument();
    fireEvent.click(period.getByRole('button', { name: /^All \(all data\)$/ }));
    expect(screen.getByText('Showing all results from 05-05-2012 to 06-01-2021')).toBeInTheDocument();
  });

  it('says when there is no daily data for the filters', async () => {
    serve({ '/public-map/wq-time-series/daily/68/28': [daily(28, '2020-05-05', 150, { flow_conditions: 2 })] });
    renderPanel({ parameters: [28], flow: 'stormflow' });
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
    expect(await screen.findByText('There is no daily data available for these filters.')).toBeInTheDocument();
  });

  it('charts and lists the annual statistic of the analysis by water year', async () => {
    serve({
      '/public-map/wq-time-series/annual/68/28': [annual(28, 2021, 190, 400), annual(28, 2020, 170, 380), annual(28, 2019, null, null)],
    });
    renderPanel({ parameters: [28], analysis: 'pctile' });
    fireEvent.click(screen.getByRole('tab', { name: 'Annual' }));

    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    // The chart card's Graph / Table switch (as on the Daily tab) shows the chart's table alternative.
    fireEvent.click(within(screen.getByRole('group', { name: /^Show annual 85th percentile \(all data\) of Total phosphorus at CC-10 by water year as$/i })).getByRole('button', { name: 'Table' }));
    const chartTable = screen.getByRole('table', { name: /annual 85th percentile \(all data\) of Total phosphorus at CC-10 by water year \(data table\)/i });
    const cells = within(chartTable)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['WY2020', 'Total phosphorus', '380 µg/L'],
      ['WY2021', 'Total phosphorus', '400 µg/L'],
    ]);
  });

  it('says when there is no annual data for the filters', async () => {
    serve({ '/public-map/wq-time-series/annual/68/28': [annual(28, 2021, null, null)] });
    renderPanel({ parameters: [28] });
    fireEvent.click(screen.getByRole('tab', { name: 'Annual' }));
    expect(await screen.findByText('There is no annual data available for these filters.')).toBeInTheDocument();
  });

  it('logs a failed fetch to the console only', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderPanel({ parameters: [28] });
      fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));
      expect(await screen.findByText('There is no daily data available for these filters.')).toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('Loading the daily time series failed.', expect.objectContaining({ status: 500 }));
      expect(screen.queryByText(/down|error/i)).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('ResultsPanel in Spanish', () => {
  beforeEach(async () => {
    await loadCatalogue(catalogue, 'en');
    await loadCatalogue(catalogue, 'es');
    await act(() => setLanguage('es', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('asks for a location and a parameter in Spanish', () => {
    renderPanel({ location: null });
    expect(screen.getByRole('region', { name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados' })).toBeInTheDocument();
    expect(screen.getByText('Seleccione al menos un parámetro en la leyenda de la izquierda y un punto de monitoreo en el mapa de arriba.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ampliar panel' })).toBeInTheDocument();
  });

  it('says the location, the statistic and its period word for word in Spanish', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados de CC-10' })).toBeInTheDocument();
    expect(location.location_type).toBe('Surface Water');
    expect(screen.getByText('Cherry Creek inflow above the reservoir (Agua superficial) · Mediana, todos los datos')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Análisis' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Diario' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Anual' })).toBeInTheDocument();
    const period = await screen.findByText((_content, element) => element?.getAttribute('data-part') === 'analytics-period', undefined, { timeout: 20_000 });
    expect(period.textContent).toBe(
      'Estadísticas de: Período de referencia (WY2012-WY2021), los colores del mapa. La pestaña Diario grafica todos los resultados; el estado de abajo se calcula con los datos más recientes.',
    );
    expect(screen.getByRole('columnheader', { name: /Mediana \(Todos los datos\), WY2012-WY2021/ })).toBeInTheDocument();
    expect(within(analyticsRow('Fósforo total')).getByText('Creciente')).toBeInTheDocument();
  });
});
