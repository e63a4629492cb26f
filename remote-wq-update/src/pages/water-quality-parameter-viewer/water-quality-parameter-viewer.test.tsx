/// <reference types="@testing-library/jest-dom" />
import { currentT } from '@basin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import type { ResultRow, StandardTracker, YearlyStandardRow } from '@basin/api/schemas';
import WaterQualityParameterViewerPage from './WaterQualityParameterViewerPage';
import {
  defaultDrilldownDates,
  drilldownSeries,
  drilldownSummary,
  standardAnswer,
  standardLines,
  trackerPoints,
  trackerTableRows,
  trackerWords,
  yearSeries,
  yearlyRange,
  yearlySummary,
} from './data';

// antd's CSS-in-JS makes each render of a Select or Table slow in jsdom; a hang guard, not a speed
// check (CI runs three suites side by side).
jest.setTimeout(90_000);

const PATH = '/water-quality-update/water-quality-parameter-viewer';

const yearly = (year: number, locationid: number, location: string, rvalue: number, standard = true): YearlyStandardRow => ({
  date_time: `${year}-12-31`,
  location,
  locationid,
  parameter: 'Chlorophyll-a',
  rvalue,
  unit_name: 'µg/L',
  ...(standard && { chlora_standard: 18 }),
});
const YEARLY = [yearly(2024, 79, 'CCR-1', 12), yearly(2024, 80, 'CCR-2', 20), yearly(2025, 79, 'CCR-1', 25.5), yearly(2025, 80, 'CCR-2', 9)];

function result(rdate: string, locationid: number, value: number, nondetect = false): ResultRow {
  return {
    rdate,
    rtime: '09:00',
    location_name: `CCR-${locationid - 78}`,
    locationid,
    parameter: 'Chlorophyll-a',
    parameterid: 24,
    rvalue: value,
    rvalue_converted: value,
    unit_name: 'µg/L',
    depth_value: 1,
    flow_conditions_display: null,
    flow_conditions: null,
    year: Number(rdate.slice(0, 4)),
    month: Number(rdate.slice(5, 7)),
    nondetect,
  };
}
const DRILLDOWN = [result('2025-07-02', 79, 10), result('2025-07-02', 80, 30), result('2025-08-04', 79, 14), result('2025-08-04', 80, 2, true)];

const season = (year: number, mean: number | null, samples = 6): StandardTracker['seasons'][number] => ({
  year,
  mean,
  mean_reported: mean === null ? null : Math.round(mean * 10) / 10,
  samples: mean === null ? 0 : samples,
  nondetects: 0,
  nondetects_limit_unknown: 0,
  exceeded: mean === null ? null : Math.round(mean * 10) / 10 > 18,
});
/** Ten seasons 2016-2025: above 18 in 2016, 2018, 2022 and 2024; 2021 without samples; 2025 at 16.25 (16.3). */
function trackerOf(latest: number | null = 16.25): StandardTracker {
  const means = [20.2, 15, 27.3, 12, 17.9, null, 20.9, 18.04, 22.5, latest];
  const seasons = means.map((mean, index) => season(2016 + index, mean));
  const window = seasons.slice(-5);
  return {
    as_of: '2026-11-23',
    parameterid: 24,
    parameter: 'Chlorophyll-a',
    unit_name: 'µg/L',
    standard: 18,
    locationids: [79, 80, 81],
    location_names: ['CCR-1', 'CCR-2', 'CCR-3'],
    photic_zone_depth_m: 3,
    allowed_exceedances: 1,
    assessment_years: 5,
    latest_season: 2025,
    seasons,
    exceedances: window.filter((entry) => entry.exceeded === true).length,
    seasons_without_samples: window.filter((entry) => entry.exceeded === null).length,
  };
}

describe('reservoir summary data', () => {
  it('defaults the drill-down to the calendar year of the latest complete growing season, and the yearly chart to complete years', () => {
    expect(defaultDrilldownDates('2026-11-23')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(defaultDrilldownDates('2026-09-30')).toEqual({ start: '2025-01-01', end: '2025-12-31' });
    expect(yearlyRange('summer', '2026-11-23')).toEqual({ start_year: 1900, end_year: 2026 });
    expect(yearlyRange('annual', '2026-11-23')).toEqual({ start_year: 1900, end_year: 2025 });
  });

  it('draws one line per station and the standard, and says what they show', () => {
    expect(yearSeries(YEARLY).map((entry) => [entry.label, entry.points.map((point) => `${point.year}:${point.value}`)])).toEqual([
      ['CCR-1', ['2024:12', '2025:25.5']],
      ['CCR-2', ['2024:20', '2025:9']],
    ]);
    expect(standardLines(currentT(), YEARLY)).toEqual([{ key: 'standard', label: 'Standard (18 µg/L)', value: 18 }]);
    expect(standardLines(currentT(), [yearly(2024, 79, 'CCR-1', 800, false)])).toEqual([]);
    expect(yearlySummary(currentT(), YEARLY, 'annual', 'Chlorophyll-a')).toBe(
      'Chlorophyll-a annual means at 2 stations, 2024-2025: highest 25.5 µg/L at CCR-1 in 2025, lowest 9 µg/L at CCR-2 in 2025; 2 of 4 station means were above the 18 µg/L standard.',
    );
    expect(yearlySummary(currentT(), [], 'summer', 'Chlorophyll-a')).toBe('There is no data for the current selections.');
  });

  it('groups the drill-down by location in the chosen order, and counts non-detects', () => {
    const series = drilldownSeries(DRILLDOWN, [80, 79]);
    expect(series.map((entry) => [entry.label, entry.points.length])).toEqual([
      ['CCR-2', 2],
      ['CCR-1', 2],
    ]);
    expect(series[0]!.points[1]).toEqual({ x: '2025-08-04', y: 2, nondetect: true });
    expect(drilldownSummary(currentT(), series, DRILLDOWN)).toBe(
      'Of 2 locations, CCR-2 had the highest average Chlorophyll-a in 2025: 16 µg/L. 4 results, 1 below the detection limit (open symbols, drawn at the limit).',
    );
  });

  it('words the tracker: the latest season met, its mean with one decimal, two exceedances in five seasons (hand-counted)', () => {
    const words = trackerWords(currentT(), trackerOf());
    expect(words.verdict).toBe('met');
    expect(words.mean).toBe('16.3 µg/L');
    expect(words.headline).toBe('The reservoir met the Chlorophyll-a standard in the 2025 growing season: the mean was 16.3 µg/L, not above the 18 µg/L standard.');
    // 2021-2025: 2022 (20.9) and 2024 (22.5) above; 18.04 is reported 18.0 and meets it; 2021 without samples.
    expect(words.window).toBe('2 of the last 5 seasons (2021-2025) exceeded the standard (1 season had no samples): more than the one exceedance allowed in 5 years.');
    expect(words.summary).toBe(
      'Growing-season Chlorophyll-a means (µg/L), 2016-2025: 2016 20.2, 2017 15.0, 2018 27.3, 2019 12.0, 2020 17.9, 2021 no samples, 2022 20.9, 2023 18.0, 2024 22.5, 2025 16.3. 4 of 9 seasons with samples were above the 18 µg/L standard.',
    );
    expect(trackerPoints(trackerOf()).map((point) => point.value)).toEqual([20.2, 15, 27.3, 12, 17.9, null, 20.9, 18, 22.5, 16.3]);
    expect(trackerTableRows(currentT(), trackerOf()).slice(0, 2).map((row) => [row.year, row.verdict])).toEqual([
      [2025, 'Met'],
      [2024, 'Above the standard'],
    ]);
  });

  it('says when the latest season exceeded the standard, or had no samples', () => {
    const exceeded = trackerWords(currentT(), trackerOf(21.04));
    expect(exceeded.verdict).toBe('exceeded');
    expect(exceeded.headline).toBe('The reservoir did not meet the Chlorophyll-a standard in the 2025 growing season: the mean was 21.0 µg/L, above the 18 µg/L standard.');
    expect(exceeded.window).toBe('3 of the last 5 seasons (2021-2025) exceeded the standard (1 season had no samples): more than the one exceedance allowed in 5 years.');
    const none = trackerWords(currentT(), trackerOf(null));
    expect(none.verdict).toBe('no samples');
    expect(none.mean).toBeNull();
    expect(none.headline).toBe('The 2025 growing season has no Chlorophyll-a samples at CCR-1, CCR-2 and CCR-3, so it cannot be assessed against the 18 µg/L standard.');
    expect(none.window).toBe('2 of the last 5 seasons (2021-2025) exceeded the standard (2 seasons had no samples): more than the one exceedance allowed in 5 years.');
    const within = trackerWords(currentT(), { ...trackerOf(), exceedances: 1, seasons_without_samples: 0 });
    expect(within.window).toBe('1 of the last 5 seasons (2021-2025) exceeded the standard: within the one exceedance allowed in 5 years.');
  });

  it('answers first whether the standard is met: no more seasons above it than allowed', () => {
    expect(standardAnswer(currentT(), trackerOf())).toEqual({ meeting: false, text: 'Not meeting the standard over the last 5 seasons' });
    expect(standardAnswer(currentT(), { ...trackerOf(), exceedances: 1 })).toEqual({ meeting: true, text: 'Meeting the standard over the last 5 seasons' });
  });
});

const fixtures = () => ({
  '/dropdown-parameters': [
    { parameterid: 24, param_descrip: 'Chlorophyll-a', param_groupid: 148, unit_name: 'µg/L' },
    { parameterid: 29, param_descrip: 'Total nitrogen', param_groupid: 147, unit_name: 'µg/L' },
    { parameterid: 28, param_descrip: 'Total phosphorus', param_groupid: 147, unit_name: 'µg/L' },
  ],
  '/reservoir-standard-tracker': trackerOf(),
  // Issue 30: the status card at the top (its words are tested in shared/src/status).
  '/site-status/reservoir': { as_of: '2026-11-27', subject: { kind: 'reservoir' as const, name: 'the reservoir (CCR-1, CCR-2 and CCR-3)', location_type: 'Reservoir', locationids: [79, 80, 81], location_names: ['CCR-1', 'CCR-2', 'CCR-3'] }, min_water_years: 5, min_season_values: 10, many_nondetects_share: 0.25, parameters: [] },
  '/avg-yearly-standard-graph': YEARLY,
  '/results-simple/wq-parameter-viewer/drilldown': DRILLDOWN,
});

describe('WaterQualityParameterViewerPage', () => {
  it('opens on chlorophyll-a, annual, CCR-1..3 with every default in the URL, the tracker above the chart', async () => {
    const page = renderPage(<WaterQualityParameterViewerPage />, { url: PATH, api: fixtures() });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reservoir Water Quality Summary');
    expect(await screen.findByText(/^The reservoir met the Chlorophyll-a standard in the 2025 growing season/)).toBeInTheDocument();
    expect(screen.getByText(/^Growing-season Chlorophyll-a means \(µg\/L\), 2016-2025: 2016 20.2/)).toBeInTheDocument();
    expect(await screen.findByText(/^Chlorophyll-a annual means at 2 stations/)).toBeInTheDocument();
    const { start, end } = defaultDrilldownDates(new Date().toISOString().slice(0, 10));
    await waitFor(() => expect(page.search()).toBe(`?parameterid=24&season=annual&locationIds=79,80,81&start_date=${start}&end_date=${end}`));
    const urls = page.requests.map((url) => decodeURIComponent(String(url)));
    expect(urls).toContain(`http://api.test/api/results-simple/wq-parameter-viewer/drilldown?parameterid=24&start_date=${start}&end_date=${end}&season=annual&locationIds=79,80,81`);
    expect(urls.some((url) => url.startsWith('http://api.test/api/avg-yearly-standard-graph?parameterid=24&season=annual&start_year=1900'))).toBe(true);
    expect(screen.getByText('16.3 µg/L')).toBeInTheDocument();
    expect(screen.getByText(/^2 of the last 5 seasons \(2021-2025\) exceeded the standard/)).toBeInTheDocument();
    // The answer comes first, before the page's explanation, which is collapsed under "How this is assessed".
    const answer = screen.getByText('Not meeting the standard over the last 5 seasons');
    const howAssessed = screen.getByText('How this is assessed');
    expect(answer.compareDocumentPosition(howAssessed) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(howAssessed.closest('details')).not.toHaveAttribute('open');
    expect(screen.getAllByRole('button', { name: 'growing season' }).length).toBeGreaterThan(0);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Chlorophyll-a standard tracker')).toBeLessThan(headings.indexOf('Chlorophyll-a: annual mean by year at the reservoir stations'));
    // The tracker's table alternative: the ten seasons, newest first.
    const tracker = screen.getByRole('region', { name: 'Chlorophyll-a standard tracker' });
    fireEvent.click(within(tracker).getByRole('button', { name: 'Table' }));
    const table = await within(tracker).findByRole('table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('202516.360Met');
  });

  it('restores a bookmarked view: parameter, season, locations and dates from the URL', async () => {
    const page = renderPage(<WaterQualityParameterViewerPage />, {
      url: `${PATH}?parameterid=28&season=summer&locationIds=80&start_date=2025-07-01&end_date=2025-09-30`,
      api: fixtures(),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Total phosphorus: July-September mean by year at the reservoir stations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Total phosphorus results by location (July-September)' })).toBeInTheDocument();
    await waitFor(() =>
      expect(page.requests.map((url) => decodeURIComponent(String(url)))).toContain(
        'http://api.test/api/results-simple/wq-parameter-viewer/drilldown?parameterid=28&start_date=2025-07-01&end_date=2025-09-30&season=summer&locationIds=80',
      ),
    );
    expect(page.search()).toBe('?parameterid=28&season=summer&locationIds=80&start_date=2025-07-01&end_date=2025-09-30');
  });

  it("falls back to chlorophyll-a for a parameter the page does not offer, with a warning", async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = renderPage(<WaterQualityParameterViewerPage />, { url: `${PATH}?parameterid=30`, api: fixtures() });
    await waitFor(() => expect(page.search()).toMatch(/^\?parameterid=24&/));
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("says 'No data' without results or locations, and 'An error has occurred: ' on a failed call", async () => {
    renderPage(<WaterQualityParameterViewerPage />, {
      url: `${PATH}?locationIds=`,
      api: {
        ...fixtures(),
        '/avg-yearly-standard-graph': [],
        '/reservoir-standard-tracker': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred: database unavailable');
    await waitFor(() => expect(screen.getAllByText('No data')).toHaveLength(2));
  });
});

describe('the reservoir summary on a portal without monitoring data', () => {
  it('shows the notice in place of the standard tracker, the filters and the charts', async () => {
    renderPage(<WaterQualityParameterViewerPage />, { url: PATH, api: { '/results-simple/download-dropdown-locs-active': [] } });
    expect(await screen.findByRole('status', { name: 'No monitoring data yet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reservoir Water Quality Summary');
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
