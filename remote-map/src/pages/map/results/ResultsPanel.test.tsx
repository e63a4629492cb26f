// remote-map/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setRuntimeConfig, type RuntimeConfig } from '@basin/shared';
import type { TrendClass } from '@basin/api/domain';
import type { AnnualPoint, DailyPoint, WqSummaryRow } from '@basin/api/schemas';
import { makeLocation, makeSummaryRow } from '../logic/testFixtures';
import { ResultsPanel, SELECT_MESSAGE, type ResultsPanelProps } from './ResultsPanel';

// antd's CSS-in-JS makes each render of a Table take a second or more in jsdom.
jest.setTimeout(30_000);

// jsdom implements getComputedStyle but not its pseudo-element argument, and logs a "Not implemented"
// error each time antd's Table measures the scrollbar: answer with the element's own style (as
// shared/jest.setup.js does for shared's tests).
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);

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
const elsewhere = makeSummaryRow({ locationid: 83, parameter_index: 28, has_alldata: true, alldata_median: 90, alldata_recordcount: 10 });

/** A summary row with a trend: WqSummaryRow types trends as null (see resultsData.ts), the API sends these strings. */
function withTrend(row: WqSummaryRow, trend: TrendClass): WqSummaryRow {
  return { ...row, alldata_trend_dynamic: trend as unknown as null };
}

function daily(parameterid: number, collect_date: string, result: number, overrides: Partial<DailyPoint> = {}): DailyPoint {
  return { collect_date, parameterid, result, units: 'µg/L', location_name: 'CC-10', organization: 'CCBWQA', nondetect: false, flow_conditions: 2, ...overrides };
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
    if (path in routes) return { ok: true, status: 200, json: async () => routes[path] };
    return { ok: false, status: 500, json: async () => ({ error: 'Internal Server Error', message: 'down' }) };
  });
}

function renderPanel(props: Partial<ResultsPanelProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const all: ResultsPanelProps = {
    location,
    parameters: [28, 29, 73],
    parameterNames: names,
    summaryRows: [phosphorus, nitrogen, ecoli, elsewhere],
    flow: 'alldata',
    analysis: 'median',
    expanded: false,
    onToggleExpanded: jest.fn(),
    benchmarkColors: undefined,
    ...props,
  };
  render(
    <QueryClientProvider client={client}>
      <ResultsPanel {...all} />
    </QueryClientProvider>,
  );
  return all;
}

/** The analytics table's body row of a parameter. */
function analyticsRow(parameter: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[0]?.textContent === parameter);
  if (!row) throw new Error(`No analytics row for ${parameter}`);
  return row;
}

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
});

beforeEach(() => {
  fetchMock.mockReset();
  serve({});
});

describe('ResultsPanel', () => {
  it('asks for a location and a parameter until both are selected', () => {
    renderPanel({ location: null });
    expect(screen.getByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText(SELECT_MESSAGE)).toBeInTheDocument();
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

  it('says there is no data when the location has no summary for the parameters', () => {
    renderPanel({ location: makeLocation({ locationid: 79, location_name: 'CCR-1' }) });
    expect(screen.getByText('There is no data available with this query.')).toBeInTheDocument();
  });

  it('shows a loading state while the summary loads', () => {
    renderPanel({ summaryRows: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading analytics…');
  });

  it('lists the analytics: value, benchmark class as text, trend as text, ranges and non-detects', () => {
    renderPanel();
    expect(screen.getByRole('columnheader', { name: /Median \(All Data\)/ })).toBeInTheDocument();

    const tp = within(analyticsRow('Total phosphorus'));
    expect(tp.getByText('180')).toBeInTheDocument();
    expect(tp.getByText('Above benchmark')).toBeInTheDocument();
    expect(tp.getByText('Increasing')).toBeInTheDocument();
    expect(tp.getByText('120')).toBeInTheDocument();
    expect(tp.getByText('2011-10-04')).toBeInTheDocument();
    expect(tp.getByText('2011-10-01 to 2021-09-30')).toBeInTheDocument();
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

  it('charts and lists the daily results of the flow, non-detects marked', async () => {
    serve({
      '/public-map/wq-time-series/daily/68/28,29': [
        daily(28, '2020-05-05', 150),
        daily(28, '2020-06-02', 820, { flow_conditions: 1 }),
        daily(29, '2020-06-02', 250, { nondetect: true }),
        daily(29, '2020-07-07', 1400),
      ],
    });
    renderPanel({ parameters: [29, 28], flow: 'baseflow' });
    fireEvent.click(screen.getByRole('tab', { name: 'Daily' }));

    // Base samples only: the storm sample of 2020-06-02 is left out.
    expect(await screen.findByText('3 rows')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('http://api/public-map/wq-time-series/daily/68/28,29', expect.anything());
    // The chart's table alternative (the chart itself needs layout, which jsdom lacks).
    const chartTable = screen.getByRole('table', { name: 'Daily results at CC-10 (data table)', hidden: true });
    const cells = within(chartTable)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['2020-06-02', 'Total nitrogen', '250 µg/L', 'Non-detect'],
      ['2020-07-07', 'Total nitrogen', '1,400 µg/L', ''],
      ['2020-05-05', 'Total phosphorus', '150 µg/L', ''],
    ]);
    expect(screen.queryByText('820')).not.toBeInTheDocument();
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
    const chartTable = screen.getByRole('table', { name: /annual 85th percentile \(all data\) at CC-10 by water year \(data table\)/i, hidden: true });
    const cells = within(chartTable)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => within(row).getAllByRole('cell', { hidden: true }).map((cell) => cell.textContent));
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
