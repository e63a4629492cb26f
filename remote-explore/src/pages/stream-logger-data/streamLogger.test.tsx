// remote-explore/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { MapLocation, StreamLoggerDailyStat, TelemetryLocation } from '@basin/api/schemas';
import { PARAMETERS } from '@basin/api/domain';
import { currentT } from '@basin/shared';
import { timeLegend } from '@basin/shared/analysis';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import { toCsv } from '@basin/shared/results-table';
import { streamLoggerColumns } from './columns';
import { axisLabel, parameterLabel, shownRows, streamSeries, streamSummary, unitOf } from './data';
import StreamLoggerEmbed from './StreamLoggerEmbed';
import StreamLoggerPage from './StreamLoggerPage';

// The map engine needs WebGL: the kit's stand-in shows what it would draw and ring.
jest.mock('@basin/shared/map', () => jest.requireActual('@basin/shared/analysis/testing/map-stand-in'));

// antd's CSS-in-JS makes each render of a page with a Table take a second or more in jsdom.
jest.setTimeout(30_000);

// The English translator (jest preloads the English catalogues) for the pure functions.
const t = currentT();

const stat = (
  locationid: number,
  location_name: string,
  rdate: string,
  daily_average: number,
  daily_min: number,
  daily_max: number,
  unit = 'cfs',
  status: StreamLoggerDailyStat['status'] = 'approved',
): StreamLoggerDailyStat => ({
  locationid,
  location_name,
  parameter: unit === 'cfs' ? 'Flow' : 'Stage',
  rdate,
  daily_average,
  daily_min,
  daily_max,
  result_unit_name: unit,
  status,
});

// The newest day of each gauge is provisional (issue 31): CC-10 approved through 09-02, Piney Creek through 09-01.
const FLOW: StreamLoggerDailyStat[] = [
  stat(68, 'CC-10', '2026-09-01', 4.123456, 3.9, 4.5),
  stat(68, 'CC-10', '2026-09-02', 6.5, 4.01, 12.2),
  stat(68, 'CC-10', '2026-09-03', 5.25, 5, 5.6, 'cfs', 'provisional'),
  stat(90, 'Piney Creek', '2026-09-01', 1.5, 1.2, 1.8),
  stat(90, 'Piney Creek', '2026-09-02', 2.5, 1.9, 3.3, 'cfs', 'provisional'),
];
/** CC-10 has an approved day (09-02) after Piney Creek's first provisional one: "some values". */
const FLOW_SUMMARY =
  'Of 2 locations, CC-10 had the highest average Flow in 2026: 5.29 cfs. Some values from 09-02-2026 on are provisional: subject to revision by the agency. Of the 5 daily values shown, 2 are provisional.';
const STAGE: StreamLoggerDailyStat[] = [stat(90, 'Piney Creek', '2026-09-01', 0.84, 0.8, 0.9, 'ft')];
const TELEMETRY: TelemetryLocation[] = [
  { locationid: 68, location_name: 'CC-10' },
  { locationid: 90, location_name: 'Piney Creek' },
];

describe('streamflow data shaping', () => {
  it('gives each location a line of its daily averages and a band from its daily min to max, without markers', () => {
    const series = streamSeries(t, FLOW, 2);
    expect(series.map((entry) => [entry.key, entry.label, entry.kind, entry.units, entry.markers])).toEqual([
      ['68', 'CC-10', 'line', 'cfs', false],
      ['90', 'Piney Creek', 'line', 'cfs', false],
    ]);
    // Each day keeps its status: the chart draws the provisional one apart.
    expect(series[0]!.points).toEqual([
      { x: '2026-09-01', y: 4.123456, status: 'approved' },
      { x: '2026-09-02', y: 6.5, status: 'approved' },
      { x: '2026-09-03', y: 5.25, status: 'provisional' },
    ]);
    expect(series[1]!.band).toEqual([
      { x: '2026-09-01', low: 1.2, high: 1.8 },
      { x: '2026-09-02', low: 1.9, high: 3.3 },
    ]);
    expect(series[1]!.bandLabel).toBe('Piney Creek (daily min–max)');
    // Stage is telemetry too; a parameter outside NO_MARKER_PARAMETERS would get markers.
    expect(streamSeries(t, STAGE, 1901)[0]!.markers).toBe(false);
    expect(streamSeries(t, FLOW, 28)[0]!.markers).toBe(true);
  });

  it('labels the axis with the parameter and the rows’ unit', () => {
    expect(axisLabel(t, 2, FLOW)).toBe('Flow (cfs)');
    expect(axisLabel(t, 1901, STAGE)).toBe('Stage (ft)');
    expect(axisLabel(t, 1901, [])).toBe('Stage');
    expect(unitOf([])).toBeUndefined();
    expect([parameterLabel(t, 2), parameterLabel(t, 1901)]).toEqual(['Flow', 'Stage']);
  });

  it('summarises with the highest mean daily average, recomputed independently', () => {
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const cc10 = mean([4.123456, 6.5, 5.25]); // 5.291152 → '5.29'
    expect(cc10).toBeCloseTo(5.291152, 6);
    expect(streamSummary(t, FLOW, streamSeries(t, FLOW, 2), 2)).toBe(FLOW_SUMMARY);
    // All approved: nothing said about it.
    expect(streamSummary(t, STAGE, streamSeries(t, STAGE, 1901), 1901)).toBe('Stage at Piney Creek averaged 0.84 ft in 2026.');
    expect(streamSummary(t, [], [], 2)).toBe('There is no Flow data for the current selections.');
    // One gauge whose newest day is provisional: from that day on.
    const cc10Rows = FLOW.filter((row) => row.locationid === 68);
    expect(streamSummary(t, cc10Rows, streamSeries(t, cc10Rows, 2), 2)).toBe(
      'Flow at CC-10 averaged 5.29 cfs in 2026. Values from 09-03-2026 on are provisional: subject to revision by the agency. Of the 3 daily values shown, 1 is provisional.',
    );
  });

  it('names the provisional days in the chart’s legend, only when there are some', () => {
    expect(timeLegend(streamSeries(t, FLOW, 2)).map((item) => item.label)).toContain('Provisional (subject to revision)');
    expect(timeLegend(streamSeries(t, STAGE, 1901)).map((item) => item.label)).not.toContain('Provisional (subject to revision)');
  });

  it('shows no rows for an empty location selection, whatever the last answer was', () => {
    expect(shownRows(FLOW, [])).toEqual([]);
    expect(shownRows(undefined, [68])).toEqual([]);
    expect(shownRows(FLOW, [68, 90])).toBe(FLOW);
  });

  it('formats the table: MM-DD-YYYY dates, statistics to 2 decimals, the status in words, every column filterable', () => {
    const text = (key: string, row = FLOW[0]!) => {
      const column = streamLoggerColumns(t, PARAMETERS.flow).find((candidate) => candidate.key === key)!;
      return column.format ? column.format(row[column.key] as never, row) : row[column.key];
    };
    expect(streamLoggerColumns(t, PARAMETERS.flow).map((column) => column.title)).toEqual(['Location', 'Parameter', 'Date', 'Daily average', 'Daily minimum', 'Daily maximum', 'Unit', 'Status']);
    expect(streamLoggerColumns(t, PARAMETERS.flow).every((column) => column.filterable)).toBe(true);
    expect([text('rdate'), text('daily_average'), text('daily_max'), text('status')]).toEqual(['09-01-2026', 4.12, 4.5, 'Approved']);
    expect(text('status', FLOW[2])).toBe('Provisional');
    // The CSV download is made of the same columns: the status goes with each row.
    const csv = toCsv(FLOW, streamLoggerColumns(t, PARAMETERS.flow)).split('\r\n');
    expect(csv[0]).toBe('Location,Parameter,Date,Daily average,Daily minimum,Daily maximum,Unit,Status');
    expect(csv[3]).toBe('CC-10,Flow,09-03-2026,5.25,5,5.6,cfs,Provisional');
  });
});

/** The stats fixture: the rows of the parameter and locations in the path, within the query's dates. */
function statsFixture(url: URL): StreamLoggerDailyStat[] {
  const [parameterId, ids] = url.pathname.split('/').slice(-2).map(decodeURIComponent) as [string, string];
  const wanted = ids.split(',').map(Number);
  const start = url.searchParams.get('start_date') ?? '0000-00-00';
  const end = url.searchParams.get('end_date') ?? '9999-99-99';
  return (parameterId === '2' ? FLOW : STAGE).filter((row) => wanted.includes(row.locationid) && row.rdate >= start && row.rdate <= end);
}

const api = {
  '/list-locations-telem': TELEMETRY,
  // The map's locations: the two gauges and a reservoir station the page's map leaves out.
  '/public-map/wells': [68, 90, 79].map((locationid) => ({ locationid }) as MapLocation),
  '/stream-logger-results-viewer-daily-stats-table/:parameterId/:locationIds': statsFixture,
};
const statsRequests = (requests: URL[]) => requests.filter((url) => url.pathname.includes('/stream-logger-results-viewer-daily-stats-table/'));

describe('Streamflow Data page', () => {
  it('opens with Flow, every telemetry location, October 1 of last year to today, all in the URL', async () => {
    const page = renderPage(<StreamLoggerPage />, { url: '/explore/stream-logger-data', api });
    expect(await screen.findByText(FLOW_SUMMARY)).toBeInTheDocument();
    const start = `${dayjs().year() - 1}-10-01`;
    const end = dayjs().format('YYYY-MM-DD');
    await waitFor(() => expect(new URLSearchParams(page.search()).get('locationids')).toBe('68,90'));
    const params = new URLSearchParams(page.search());
    expect([params.get('parameterid'), params.get('start_date'), params.get('end_date')]).toEqual(['2', start, end]);
    const [request] = statsRequests(page.requests);
    expect(decodeURIComponent(request!.pathname)).toMatch(/\/2\/68,90$/);
    expect([request!.searchParams.get('start_date'), request!.searchParams.get('end_date')]).toEqual([start, end]);
    expect(screen.getByRole('heading', { level: 1, name: 'Streamflow Data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Daily Flow' })).toBeInTheDocument();
    // The table card: all five rows, with the per-column filters.
    const table = screen.getByRole('heading', { level: 2, name: 'Daily Flow table' }).closest('.ant-card') as HTMLElement;
    expect(await within(table).findByText('5 rows')).toBeInTheDocument();
    fireEvent.change(within(table).getByLabelText('Filter by Location'), { target: { value: 'piney' } });
    expect(within(table).getByText('2 rows')).toBeInTheDocument();
    // The map draws the telemetry locations, the chosen ones ringed.
    await waitFor(() => expect(screen.getByTestId('map')).toHaveAttribute('data-locations', '68,90'));
    expect(screen.getByTestId('map')).toHaveAttribute('data-left', '68,90');
  });

  it('restores a bookmarked view: Stage, one location and its dates', async () => {
    const page = renderPage(<StreamLoggerPage />, {
      url: '/explore/stream-logger-data?parameterid=1901&locationids=90&start_date=2026-08-01&end_date=2026-09-30',
      api,
    });
    expect(await screen.findByText('Stage at Piney Creek averaged 0.84 ft in 2026.')).toBeInTheDocument();
    // One gauge: where its approved values end, in one sentence.
    expect(screen.getByText('Approved through 09-01-2026.')).toBeInTheDocument();
    const [request] = statsRequests(page.requests);
    expect(decodeURIComponent(request!.pathname)).toMatch(/\/1901\/90$/);
    expect(request!.searchParams.get('start_date')).toBe('2026-08-01');
    // The bookmarked list is kept once the telemetry locations load.
    await waitFor(() => expect(screen.getByTestId('map')).toHaveAttribute('data-locations', '68,90'));
    expect(screen.getByTestId('map')).toHaveAttribute('data-left', '90');
    expect(new URLSearchParams(page.search()).get('locationids')).toBe('90');
    expect(screen.getByText('Daily Stage table')).toBeInTheDocument();
  });

  it('marks the days not approved: the Status cells, the summary, and where each gauge’s approved values end', async () => {
    renderPage(<StreamLoggerPage />, { url: '/explore/stream-logger-data?parameterid=2&locationids=68,90&start_date=2026-09-01&end_date=2026-09-30', api });
    expect(await screen.findByText(FLOW_SUMMARY)).toBeInTheDocument();
    // The two gauges' approved values end on different days: one line each.
    const approved = document.querySelector('[data-part="approved-through"]') as HTMLElement;
    expect(within(approved).getByText('Approved through, by location:')).toBeInTheDocument();
    expect(within(approved).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['CC-10: 09-02-2026', 'Piney Creek: 09-01-2026']);
    // The table: a Status column, CC-10's 09-03 provisional.
    const table = screen.getByRole('heading', { level: 2, name: 'Daily Flow table' }).closest('.ant-card') as HTMLElement;
    expect(await within(table).findByText('5 rows')).toBeInTheDocument();
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
    expect(headers).toContain('Status');
    const rowOf = (location: string, date: string) =>
      [...table.querySelectorAll('tbody tr.ant-table-row')].find((row) => row.textContent!.includes(location) && row.textContent!.includes(date))!;
    const statusCell = (row: Element) => row.querySelectorAll('td')[headers.indexOf('Status')]!.textContent;
    expect(statusCell(rowOf('CC-10', '09-03-2026'))).toBe('Provisional');
    expect(statusCell(rowOf('CC-10', '09-02-2026'))).toBe('Approved');
    // The Status column filters like the others.
    fireEvent.change(within(table).getByLabelText('Filter by Status'), { target: { value: 'provisional' } });
    expect(within(table).getByText('2 rows')).toBeInTheDocument();
  });

  it('clears chart and table for an empty location selection, without a stats call', async () => {
    const page = renderPage(<StreamLoggerPage />, { url: '/explore/stream-logger-data?locationids=', api });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('map')).toHaveAttribute('data-locations', '68,90'));
    expect(await screen.findByText('0 rows')).toBeInTheDocument();
    expect(document.querySelector('[data-part="approved-through"]')).toBeNull();
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(statsRequests(page.requests)).toEqual([]);
    expect(new URLSearchParams(page.search()).get('locationids')).toBe('');
  });

  it('shows the error texts of the chart and the table when the stats call fails', async () => {
    renderPage(<StreamLoggerPage />, {
      url: '/explore/stream-logger-data',
      api: {
        ...api,
        '/stream-logger-results-viewer-daily-stats-table/:parameterId/:locationIds': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByText('An error has occurred: database unavailable')).toBeInTheDocument();
    // The table comes once the chart card has settled (useAfterCharts).
    expect(await screen.findByText('Error loading table.')).toBeInTheDocument();
  });

  it('falls back to Flow for a parameter that is neither Flow nor Stage, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = renderPage(<StreamLoggerPage />, { url: '/explore/stream-logger-data?parameterid=28&locationids=68', api });
    expect(await screen.findByText(/^Flow at CC-10 averaged 5.29 cfs in 2026/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
    await waitFor(() => expect(new URLSearchParams(page.search()).get('parameterid')).toBe('2'));
    warn.mockRestore();
  });
});

describe('Stream logger embed', () => {
  it('shows only the two selectors and the chart (with its table switch), the same defaults in the URL', async () => {
    const page = renderPage(<StreamLoggerEmbed />, { url: '/data-access/public-map-i-frame-stream-logger', api });
    expect(await screen.findByText(FLOW_SUMMARY)).toBeInTheDocument();
    // The embed says where the approved values end too.
    expect(screen.getByText('Approved through, by location:')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(page.search()).get('locationids')).toBe('68,90'));
    expect(screen.getByLabelText('Parameter')).toBeInTheDocument();
    expect(screen.getByLabelText('Locations')).toBeInTheDocument();
    expect(screen.queryByLabelText('Start date')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map' })).not.toBeInTheDocument();
    expect(screen.queryByText('Daily Flow table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Table' })).toBeInTheDocument();
    expect(page.requests.some((url) => url.pathname.endsWith('/public-map/wells'))).toBe(false);
  });
});
