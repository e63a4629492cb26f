/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import { currentT } from '@basin/shared';
import { YEAR_PALETTE } from '@basin/shared/analysis';
import type { ResultRow } from '@basin/api/schemas';
import YearComparisonGraphPage from './YearComparisonGraphPage';
import {
  MONTH_COUNT,
  averagedValue,
  availableYears,
  defaultDepths,
  defaultYears,
  monthlyAverages,
  selectedRows,
  tableRows,
  yearComparisonSummary,
} from './data';
import { yearComparisonColumns } from './columns';

// antd's CSS-in-JS makes each render of a Select or Table slow in jsdom.
jest.setTimeout(30_000);

// The English translator (jest preloads the English catalogues) for the pure functions.
const t = currentT();

const PATH = '/explore/year-comparison-graph';

function result(rdate: string, value: number, depth: number | null, nondetect = false, location = { id: 79, name: 'CCR-1' }): ResultRow {
  return {
    rdate,
    rtime: '09:30',
    location_name: location.name,
    locationid: location.id,
    parameter: 'Total nitrogen',
    parameterid: 29,
    rvalue: value,
    rvalue_converted: value,
    unit_name: 'µg/L',
    depth_value: depth,
    flow_conditions_display: null,
    flow_conditions: null,
    year: Number(rdate.slice(0, 4)),
    month: Number(rdate.slice(5, 7)),
    nondetect,
  };
}

// A reservoir profile: 1 m (photic) and 8 m (bottom); the defaults are 2024 and 2025 at 1 m.
const reservoir: ResultRow[] = [
  result('2023-06-10', 800, 1),
  result('2023-06-10', 1200, 8),
  result('2024-06-12', 900, 1),
  result('2024-07-03', 1000, 1),
  result('2024-07-03', 1500, 8),
  result('2025-06-02', 600, 1),
  result('2025-06-20', 700, 1),
  result('2025-07-08', 100, 1, true),
];
const DEFAULT_SUMMARY =
  'Of 2 years, Total nitrogen at CCR-1 averaged highest in 2024 (950 µg/L); the highest value was 1,000 µg/L in Jul 2024. ' +
  '1 of 5 results was below the detection limit and counts as half of it.';

/** A deterministic scatter of results over years, months, depths (some missing) and non-detects. */
function randomRows(count: number): ResultRow[] {
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  return Array.from({ length: count }, () => {
    const year = 2015 + Math.floor(next() * 8);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const depth = next() < 0.15 ? null : Math.floor(next() * 9);
    const rdate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    return result(rdate, Math.round(next() * 200000) / 100, depth, next() < 0.1);
  });
}

describe('year comparison data', () => {
  it('counts a non-detect as half its detection limit (DOMAIN.md, summary statistics)', () => {
    expect(averagedValue({ rvalue_converted: 50, nondetect: true })).toBe(25);
    expect(averagedValue({ rvalue_converted: 50, nondetect: false })).toBe(50);
    const [group] = monthlyAverages([result('2024-07-01', 100, 1, true), result('2024-07-15', 300, 1)], [2024]);
    expect(group?.values[6]).toBe(175);
  });

  it('labels and hatches the year still running as partial, in the legend and the summary', () => {
    const rows = [result('2025-07-01', 100, 1), result('2026-03-01', 200, 1), result('2026-09-15', 300, 1)];
    const groups = monthlyAverages(rows, [2025, 2026], '2026-11-27');
    expect(groups.map((group) => [group.label, group.partial])).toEqual([
      ['2025', false],
      ['2026 (through September, partial)', true],
    ]);
    expect(yearComparisonSummary(t, groups, rows, [2025, 2026], 'Total nitrogen', 'CCR-1', 'µg/L')).toContain('in 2026 (through September, partial)');
  });

  it('averages each month of each chosen year as an independent recomputation does', () => {
    const rows = randomRows(2000);
    const years = [2021, 2016, 2019];
    const depths = [0, 3, 4];
    const chosen = selectedRows(rows, { years, depths });
    const groups = monthlyAverages(chosen, years);

    // Independently: from the dates (not the API's year and month fields), with plain arrays.
    const expected = years.map((year) =>
      Array.from({ length: 12 }, (_, month) => {
        const values = rows
          .filter((row) => row.rdate.startsWith(`${year}-${String(month + 1).padStart(2, '0')}-`))
          .filter((row) => row.depth_value !== null && depths.includes(row.depth_value))
          .map((row) => (row.nondetect ? row.rvalue_converted * 0.5 : row.rvalue_converted));
        return values.length === 0 ? null : values.reduce((a, b) => a + b) / values.length;
      }),
    );
    expect(groups.map((group) => group.year)).toEqual(years);
    groups.forEach((group, index) => {
      expect(group.values).toHaveLength(MONTH_COUNT);
      group.values.forEach((value, month) => {
        const want = expected[index]![month];
        if (want === null || want === undefined) expect(value).toBeNull();
        else expect(value).toBeCloseTo(want, 9);
      });
    });
    expect(groups.flatMap((group) => group.counts).reduce((a, b) => a + b)).toBe(chosen.length);
  });

  it('defaults to the two most recent years with data, fewer when there are fewer', () => {
    expect(defaultYears(reservoir)).toEqual([2024, 2025]);
    expect(defaultYears([result('2019-05-01', 1, null)])).toEqual([2019]);
    expect(defaultYears([])).toEqual([]);
    expect(availableYears(randomRows(300))).toEqual([2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022]);
  });

  it('defaults the depth filter to the shallowest depth sampled, or none without depths', () => {
    expect(defaultDepths([result('2024-01-01', 1, 8), result('2024-01-01', 1, null), result('2024-01-01', 1, 0.5), result('2024-01-01', 1, 3)])).toEqual([0.5]);
    expect(defaultDepths([result('2024-01-01', 1, 8), result('2024-01-01', 1, 0)])).toEqual([0]);
    expect(defaultDepths([result('2024-01-01', 1, null)])).toEqual([]);
  });

  it('keeps results without a depth only when no depth filter applies', () => {
    const rows = [result('2024-01-01', 1, null), result('2024-01-02', 2, 1), result('2024-01-03', 3, 8)];
    expect(selectedRows(rows, { years: [2024], depths: [1] }).map((row) => row.rvalue)).toEqual([2]);
    expect(selectedRows(rows, { years: [2024], depths: [] }).map((row) => row.rvalue)).toEqual([1, 2, 3]);
    // A stream site (no depths at all): a depth in the URL does not empty the chart.
    const stream = [result('2024-01-01', 1, null), result('2024-02-01', 2, null)];
    expect(selectedRows(stream, { years: [2024], depths: [1] })).toHaveLength(2);
    expect(selectedRows(rows, { years: [2023], depths: [] })).toEqual([]);
  });

  it('colours years by their place in the selection and leaves out years without results', () => {
    const groups = monthlyAverages(reservoir, [2023, 2019, 2025]);
    expect(groups.map((group) => [group.label, group.color])).toEqual([
      ['2023', YEAR_PALETTE[0]],
      ['2025', YEAR_PALETTE[2]],
    ]);
  });

  it('says what the bars show, and how many non-detects were averaged in', () => {
    const rows = selectedRows(reservoir, { years: [2024, 2025], depths: [1] });
    expect(yearComparisonSummary(t, monthlyAverages(rows, [2024, 2025]), rows, [2024, 2025], 'Total nitrogen', 'CCR-1', 'µg/L')).toBe(DEFAULT_SUMMARY);
    expect(yearComparisonSummary(t, [], [], [2024], 'Total nitrogen', 'CCR-1', 'µg/L')).toBe('There is no Total nitrogen data at CCR-1 for the current selections.');
    const only2023 = selectedRows(reservoir, { years: [2019, 2023], depths: [8] });
    expect(yearComparisonSummary(t, monthlyAverages(only2023, [2019, 2023]), only2023, [2023, 2019], 'Total nitrogen', 'CCR-1', 'µg/L')).toBe(
      'Total nitrogen at CCR-1 averaged 1,200 µg/L in 2023; the highest value was 1,200 µg/L in Jun 2023. No results in 2019 for these selections.',
    );
  });

  it('shows dates as MM-DD-YYYY and a non-detect as below its limit in the table', () => {
    const [row] = tableRows([result('2025-07-08', 100, 1, true)]);
    const cells = yearComparisonColumns(t).map((column) => (column.format ? column.format(row![column.key] as never, row!) : row![column.key]));
    expect(cells).toEqual(['07-08-2025', 'CCR-1', 'Total nitrogen', '< 100', 'µg/L', 1]);
  });
});

const options = {
  '/results-simple/download-dropdown-locs-active': [
    { label: 'CCR-1 - Reservoir station 1', value: 79 },
    { label: 'CC-10 - Cherry Creek inflow', value: 68 },
  ],
  '/results-simple/list-parameters-dropdown-simple-active': [
    { label: 'Total nitrogen', value: 29 },
    { label: 'Total phosphorus', value: 28 },
  ],
};

const yearChip = (year: number) => within(screen.getByRole('group', { name: 'Years' })).getByRole('button', { name: String(year) });

describe('YearComparisonGraphPage', () => {
  it('opens on CCR-1 and total nitrogen, the two most recent years and the shallowest depth', async () => {
    const page = renderPage(<YearComparisonGraphPage />, { url: PATH, api: { ...options, '/results-simple/year-comparison': reservoir } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Year Comparison Graph');
    expect(await screen.findByText(DEFAULT_SUMMARY)).toBeInTheDocument();
    expect(page.requests.map(String)).toContain('http://api.test/api/results-simple/year-comparison?locationid=79&parameterid=29');
    // The ids are written into the URL; years and depths stay out of it until picked.
    await waitFor(() => expect(page.search()).toBe('?locationid=79&parameterid=29'));
    expect(yearChip(2023)).toHaveAttribute('aria-pressed', 'false');
    expect(yearChip(2024)).toHaveAttribute('aria-pressed', 'true');
    expect(yearChip(2025)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Total nitrogen at CCR-1 (1 m), monthly averages by year' })).toBeInTheDocument();
    expect(screen.getByText('1 m')).toBeInTheDocument();

    // A chip click toggles its year, and the URL then holds the pick.
    fireEvent.click(yearChip(2024));
    expect(await screen.findByText(/^Total nitrogen at CCR-1 averaged 350 µg\/L in 2025; the highest value was 650 µg\/L in Jun 2025\./)).toBeInTheDocument();
    await waitFor(() => expect(page.search()).toBe('?locationid=79&parameterid=29&years=2025'));
    fireEvent.click(yearChip(2023));
    await waitFor(() => expect(page.search()).toBe('?locationid=79&parameterid=29&years=2023,2025'));
    expect(yearChip(2023)).toHaveAttribute('aria-pressed', 'true');

    // Shows the results behind the bars as a table.
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
    expect(within(table).getByText('< 100')).toBeInTheDocument();
  });

  it('restores a bookmarked view: years and depths from the URL', async () => {
    renderPage(<YearComparisonGraphPage />, { url: `${PATH}?locationid=79&parameterid=29&years=2023,2024&depths=8`, api: { ...options, '/results-simple/year-comparison': reservoir } });
    expect(
      await screen.findByText('Of 2 years, Total nitrogen at CCR-1 averaged highest in 2024 (1,500 µg/L); the highest value was 1,500 µg/L in Jul 2024.'),
    ).toBeInTheDocument();
    expect(yearChip(2025)).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('8 m')).toBeInTheDocument();
  });

  it('uses every result where nothing has a depth, and says so', async () => {
    const stream = [result('2024-05-01', 2000, null, false, { id: 68, name: 'CC-10' }), result('2025-05-01', 1000, null, false, { id: 68, name: 'CC-10' })];
    const page = renderPage(<YearComparisonGraphPage />, { url: `${PATH}?locationid=68&parameterid=29`, api: { ...options, '/results-simple/year-comparison': stream } });
    expect(await screen.findByText('No depths recorded here: every result is used.')).toBeInTheDocument();
    expect(screen.getByText(/^Of 2 years, Total nitrogen at CC-10 averaged highest in 2024 \(2,000 µg\/L\)/)).toBeInTheDocument();
    expect(page.requests.map(String)).toContain('http://api.test/api/results-simple/year-comparison?locationid=68&parameterid=29');
  });

  it("says 'No data for current selections' with no year chosen, and when there are no results", async () => {
    renderPage(<YearComparisonGraphPage />, { url: `${PATH}?years=`, api: { ...options, '/results-simple/year-comparison': reservoir } });
    expect(await screen.findByText('No data for current selections')).toBeInTheDocument();
    expect(yearChip(2024)).toHaveAttribute('aria-pressed', 'false');
  });

  it("says 'No data for current selections' when the location has no results for the parameter", async () => {
    renderPage(<YearComparisonGraphPage />, { url: PATH, api: { ...options, '/results-simple/year-comparison': [] } });
    expect(await screen.findByText('No data for current selections')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Years' })).not.toBeInTheDocument();
  });

  it("shows 'An error has occurred: ' and the API's message", async () => {
    renderPage(<YearComparisonGraphPage />, {
      url: PATH,
      api: {
        ...options,
        '/results-simple/year-comparison': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error has occurred: /);
  });
});

describe('the year comparison on a portal without monitoring data', () => {
  it('shows the notice in place of the filters and the chart (no default location to ask for)', async () => {
    renderPage(<YearComparisonGraphPage />, { url: '/explore/year-comparison-graph', api: { '/results-simple/download-dropdown-locs-active': [], '/results-simple/list-parameters-dropdown-simple-active': [] } });
    expect(await screen.findByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Year Comparison Graph');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByText('No data for current selections')).not.toBeInTheDocument();
  });
});
