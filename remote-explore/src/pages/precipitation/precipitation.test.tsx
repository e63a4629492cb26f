// remote-explore/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import type { MapLocation, PrecipitationRecord } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { selectedRange, today } from '@basin/shared/analysis';
import { ApiFailure, inSpanish, renderPage } from '@basin/shared/analysis/testing';
import { catalogue } from '../../i18n/catalogue';
import PrecipitationPage from './PrecipitationPage';
import { precipitationColumns } from './columns';
import { formatInches, lastCompleteWaterYear, locationTotals, precipitationSeries, precipitationSummary, rainGaugeIds, withCumulative } from './data';

// The page tests render antd, the chart and the map in jsdom: 1.7 s on a busy machine, past jest's 5 s under a heavier load.
jest.setTimeout(30_000);

// The English translator (jest preloads the English catalogues) for the pure functions.
const t = currentT();

// The map engine needs WebGL: the kit's stand-in shows what it would draw and ring.
jest.mock('@basin/shared/map', () => jest.requireActual('@basin/shared/analysis/testing/map-stand-in'));

const NAMES: Record<number, string> = { 155: 'CCR-WX', 156: 'PG-1' };
const record = (locationid: number, rdate: string, daily_precip: number, status: PrecipitationRecord['status'] = 'approved'): PrecipitationRecord => ({
  locationid,
  location_name: NAMES[locationid] ?? `L${locationid}`,
  parameter: 'Precipitation',
  parameterid: null,
  rdate,
  daily_precip,
  result_unit_name: 'in',
  total_7day: daily_precip + 1,
  total_30day: daily_precip + 2,
  total_ytd: daily_precip + 10,
  status,
});

/** As in the demo data (issue 31): the last 60 days of the rain record are provisional. */
const PROVISIONAL_DAYS = 60;

/**
 * A year of days at both gauges, values in hundredths of an inch as the gauges report them
 * (deterministic); the last PROVISIONAL_DAYS provisional.
 */
function yearOfRecords(start: string, days = 365): PrecipitationRecord[] {
  const records: PrecipitationRecord[] = [];
  for (const locationid of [155, 156]) {
    for (let index = 0; index < days; index += 1) {
      const hundredths = (index * 37 + locationid * 11) % 7 === 0 ? ((index * 13 + locationid) % 180) : 0;
      const status = index >= days - PROVISIONAL_DAYS ? 'provisional' : 'approved';
      records.push(record(locationid, dayjs(start).add(index, 'day').format('YYYY-MM-DD'), hundredths / 100, status));
    }
  }
  return records;
}

const mapLocation = (locationid: number, location_desc: string) => ({ locationid, location_name: NAMES[locationid], location_desc }) as unknown as MapLocation;
const MAP_LOCATIONS = [mapLocation(155, 'Reservoir weather station'), mapLocation(156, 'Local precipitation gauge'), mapLocation(79, 'Reservoir station 1')];

describe('precipitation data', () => {
  it("finds the basin's rain gauges: its Weather locations, and any location the period has rain at", () => {
    const locations = [
      { locationid: 156, location_type: 'Weather' as const },
      { locationid: 68, location_type: 'Surface Water' as const },
      { locationid: 155, location_type: 'Weather' as const },
    ];
    expect(rainGaugeIds(locations, [])).toEqual([155, 156]);
    expect(rainGaugeIds(locations, [{ locationid: 301 }, { locationid: 155 }])).toEqual([155, 156, 301]);
  });

  it('opens on the last complete water year', () => {
    expect(lastCompleteWaterYear('2026-11-23')).toEqual({ start: '2025-10-01', end: '2026-09-30' });
    expect(lastCompleteWaterYear('2026-10-01')).toEqual({ start: '2025-10-01', end: '2026-09-30' });
    expect(lastCompleteWaterYear('2026-09-30')).toEqual({ start: '2024-10-01', end: '2025-09-30' });
    expect(lastCompleteWaterYear('2026-01-15')).toEqual({ start: '2024-10-01', end: '2025-09-30' });
  });

  it('selects the rolling window: the last N days up to today, all records with empty days, else the range', () => {
    const range = { start: '2025-10-01', end: '2026-09-30' };
    expect(selectedRange({ rolling: true, days: 7, ...range }, '2026-11-23')).toEqual({ start: '2026-11-17', end: '2026-11-23' });
    expect(selectedRange({ rolling: true, days: 1, ...range }, '2026-03-01')).toEqual({ start: '2026-03-01', end: '2026-03-01' });
    expect(selectedRange({ rolling: true, days: 30, ...range }, '2026-03-01')).toEqual({ start: '2026-01-31', end: '2026-03-01' });
    expect(selectedRange({ rolling: true, days: 0, ...range }, '2026-11-23')).toEqual({});
    expect(selectedRange({ rolling: false, days: 7, ...range }, '2026-11-23')).toEqual(range);
  });

  it('sums each location from the first day of the period, in date order, whatever the order of the records', () => {
    const rows = withCumulative([record(156, '2026-01-02', 0.3), record(155, '2026-01-02', 0.25), record(155, '2026-01-01', 0.1), record(156, '2026-01-01', 0), record(155, '2026-01-03', 0)]);
    expect(rows.map((row) => [row.locationid, row.rdate, row.cumulative])).toEqual([
      [155, '2026-01-01', 0.1],
      [155, '2026-01-02', 0.35],
      [155, '2026-01-03', 0.35],
      [156, '2026-01-01', 0],
      [156, '2026-01-02', 0.3],
    ]);
    // The API's running totals stay as they came.
    expect(rows[0]).toMatchObject({ total_7day: 1.1, total_ytd: 10.1 });
  });

  it('totals each location over the period with 3 decimals, equal to an independent recomputation', () => {
    const records = yearOfRecords('2025-10-01');
    const totals = locationTotals(withCumulative(records));
    expect(totals.map((total) => total.locationid)).toEqual([155, 156]);
    for (const total of totals) {
      // Independently: integer hundredths of the location's days, summed and divided once.
      const hundredths = records.filter((row) => row.locationid === total.locationid).reduce((sum, row) => sum + Math.round(row.daily_precip * 100), 0);
      expect(hundredths).toBeGreaterThan(0);
      expect(formatInches(total.total)).toBe(`${(hundredths / 100).toFixed(3)} in`);
      expect(total.total).toBeCloseTo(hundredths / 100, 9);
      expect(total).toMatchObject({ days: 365, first: '2025-10-01', last: '2026-09-30', unit: 'in' });
    }
    expect(formatInches(14.3725)).toMatch(/^14\.37[23] in$/);
    expect(formatInches(0)).toBe('0.000 in');
    expect(formatInches(2)).toBe('2.000 in');
  });

  it('draws one bar series and one cumulative line per location, the line ending on the chip total', () => {
    const rows = withCumulative(yearOfRecords('2025-10-01', 40));
    const labels = new Map([[155, 'CCR-WX (Reservoir weather station)']]);
    const { bars, lines } = precipitationSeries(t, rows, labels);
    expect(bars.map((bar) => bar.label)).toEqual(['CCR-WX (Reservoir weather station), daily', 'PG-1, daily']);
    expect(lines.map((line) => line.label)).toEqual(['CCR-WX (Reservoir weather station), cumulative', 'PG-1, cumulative']);
    expect(bars[0]!.points).toHaveLength(40);
    expect(bars[0]!.units).toBe('in');
    const totals = locationTotals(rows);
    lines.forEach((line, index) => expect(line.points.at(-1)!.y).toBe(totals[index]!.total));
    // Bars and lines keep the days' status (these 40 days are all among the last PROVISIONAL_DAYS).
    expect(bars[0]!.points.map((point) => point.status)).toEqual(rows.filter((row) => row.locationid === 155).map((row) => row.status));
    expect(new Set(lines[0]!.points.map((point) => point.status))).toEqual(new Set(['provisional']));
    // Each line is the running sum of its bars.
    lines.forEach((line, index) => {
      let sum = 0;
      line.points.forEach((point, day) => {
        sum += bars[index]!.points[day]!.y ?? 0;
        expect(point.y).toBeCloseTo(sum, 9);
      });
    });
  });

  it('sums up the period in one sentence, and says from when the values are provisional', () => {
    const rows = withCumulative([record(155, '2026-07-01', 1.2), record(155, '2026-07-02', 0.05), record(156, '2026-07-01', 0.4), record(156, '2026-07-02', 1.42)]);
    expect(precipitationSummary(t, rows)).toBe('From 07-01-2026 to 07-02-2026, 1.250 in fell at CCR-WX and 1.820 in at PG-1; the wettest day was 07-02-2026, with 1.420 in at PG-1.');
    const newest = withCumulative([record(155, '2026-07-01', 1.2), record(155, '2026-07-02', 0.05, 'provisional'), record(156, '2026-07-01', 0.4), record(156, '2026-07-02', 1.42, 'provisional')]);
    expect(precipitationSummary(t, newest)).toBe(
      'From 07-01-2026 to 07-02-2026, 1.250 in fell at CCR-WX and 1.820 in at PG-1; the wettest day was 07-02-2026, with 1.420 in at PG-1. ' +
        'Values from 07-02-2026 on are provisional: subject to revision by the agency. Of the 4 daily values shown, 2 are provisional.',
    );
    expect(precipitationSummary(t, withCumulative([record(155, '2026-07-01', 0)]))).toBe('From 07-01-2026 to 07-01-2026, 0.000 in fell at CCR-WX; no day had any precipitation.');
    expect(precipitationSummary(t, [])).toBe('There is no precipitation data for the current selections.');
  });

  it('marks a running total as sure only while every day summed is approved', () => {
    const rows = withCumulative([
      record(155, '2026-07-01', 1, 'approved'),
      record(155, '2026-07-02', 1, 'estimated'),
      record(155, '2026-07-03', 1, 'approved'),
      record(155, '2026-07-04', 1, 'provisional'),
    ]);
    const { bars, lines } = precipitationSeries(t, rows);
    expect(bars[0]!.points.map((point) => point.status)).toEqual(['approved', 'estimated', 'approved', 'provisional']);
    // After the estimated day, the total includes an estimate: provisional, never approved again.
    expect(lines[0]!.points.map((point) => point.status)).toEqual(['approved', 'estimated', 'provisional', 'provisional']);
  });

  it('shows dates as MM-DD-YYYY, inches with 3 decimals and the status in words in the table', () => {
    const [row] = withCumulative([record(155, '2026-07-01', 1.2)]);
    const columns = precipitationColumns(t, new Map([[155, 'CCR-WX (Reservoir weather station)']]));
    expect(columns.map((column) => column.title)).toEqual([
      'Location',
      'Date',
      'Daily precipitation',
      'Cumulative over the period',
      '7-day total',
      '30-day total',
      'Water-year-to-date total',
      'Unit',
      'Status',
    ]);
    expect(columns.map((column) => (column.format ? column.format(row![column.key] as never, row!) : row![column.key]))).toEqual([
      'CCR-WX (Reservoir weather station)',
      '07-01-2026',
      '1.200',
      '1.200',
      '2.200',
      '3.200',
      '11.200',
      'in',
      'Approved',
    ]);
  });
});

describe('PrecipitationPage', () => {
  const { start, end } = lastCompleteWaterYear(today());
  const year = yearOfRecords(start);
  const inRange = (url: URL) => {
    const from = url.searchParams.get('start_date') ?? '0000-00-00';
    const to = url.searchParams.get('end_date') ?? '9999-99-99';
    return year.filter((row) => row.rdate >= from && row.rdate <= to);
  };
  const api = { '/ts-precip-daily-cumulative/': inRange, '/public-map/wells': MAP_LOCATIONS };
  const precipRequests = (requests: URL[]) => requests.filter((url) => url.pathname.endsWith('/ts-precip-daily-cumulative/'));

  it('opens on the last complete water year, writes it into the URL and shows chips, chart summary and map', async () => {
    const page = renderPage(<PrecipitationPage />, { url: '/explore/precipitation', api });
    expect(screen.getByRole('heading', { level: 1, name: 'Precipitation in the Basin' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Total precipitation over the period' })).toBeInTheDocument();
    const expected = locationTotals(withCumulative(year));
    await waitFor(() => expect(screen.getByText(`CCR-WX (Reservoir weather station): ${formatInches(expected[0]!.total)}`)).toBeInTheDocument());
    expect(screen.getByText(`PG-1 (Local precipitation gauge): ${formatInches(expected[1]!.total)}`)).toBeInTheDocument();
    expect(screen.getByText(precipitationSummary(t, withCumulative(year), new Map([[155, 'CCR-WX (Reservoir weather station)'], [156, 'PG-1 (Local precipitation gauge)']])))).toBeInTheDocument();

    const [request] = precipRequests(page.requests);
    expect(request!.searchParams.get('start_date')).toBe(start);
    expect(request!.searchParams.get('end_date')).toBe(end);
    await waitFor(() => expect(page.search()).toContain(`start_date=${start}`));
    const params = new URLSearchParams(page.search());
    expect(params.get('end_date')).toBe(end);
    expect(params.get('rolling')).toBe('0');
    expect(params.get('days')).toBe('');

    // The date filter: rolling off, range on, the dates as MM/DD/YYYY.
    expect(screen.getByRole('checkbox', { name: 'Previous days' })).not.toBeChecked();
    expect(screen.getByLabelText('Start date')).toHaveValue(dayjs(start).format('MM/DD/YYYY'));
    expect(screen.getByLabelText('End date')).toHaveValue(dayjs(end).format('MM/DD/YYYY'));
    expect(screen.getByRole('button', { name: /date filters/i })).toHaveAttribute('aria-expanded', 'true');
    // The map shows the two gauges only.
    expect(await screen.findByTestId('map')).toHaveAttribute('data-locations', '155,156');
  });

  it('restores a bookmarked rolling window and asks for the last N days up to today', async () => {
    const page = renderPage(<PrecipitationPage />, { url: '/explore/precipitation?rolling=1&days=7&start_date=2020-10-01&end_date=2021-09-30', api });
    await waitFor(() => expect(precipRequests(page.requests)).toHaveLength(1));
    const [request] = precipRequests(page.requests);
    expect(request!.searchParams.get('start_date')).toBe(dayjs(today()).subtract(6, 'day').format('YYYY-MM-DD'));
    expect(request!.searchParams.get('end_date')).toBe(today());
    expect(screen.getByRole('checkbox', { name: 'Previous days' })).toBeChecked();
    expect(screen.getByLabelText('Number of days (empty: all records)')).toHaveValue('7');
    expect(screen.getByLabelText('Start date')).toBeDisabled();
  });

  it('asks for every record when rolling mode is switched on with empty days, and writes it into the URL', async () => {
    const page = renderPage(<PrecipitationPage />, { url: '/explore/precipitation', api });
    await screen.findByText(/CCR-WX \(Reservoir weather station\): /);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Previous days' }));
    await waitFor(() => expect(new URLSearchParams(page.search()).get('rolling')).toBe('1'));
    await waitFor(() => expect(precipRequests(page.requests).at(-1)!.search).toBe(''));
  });

  it('shows the spec text for an empty answer, and no totals', async () => {
    renderPage(<PrecipitationPage />, { url: '/explore/precipitation', api: { ...api, '/ts-precip-daily-cumulative/': [] } });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.queryByText('Total precipitation over the period')).not.toBeInTheDocument();
  });

  it('shows the error text when the API fails', async () => {
    renderPage(<PrecipitationPage />, {
      url: '/explore/precipitation',
      api: {
        ...api,
        '/ts-precip-daily-cumulative/': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error has occurred: /);
    expect(screen.queryByText('Total precipitation over the period')).not.toBeInTheDocument();
  });

  it('marks the provisional days: the summary, where the approved values end, and the Status cells', async () => {
    // A week across the day the provisional values start (the last PROVISIONAL_DAYS of the year).
    const firstProvisional = dayjs(start).add(365 - PROVISIONAL_DAYS, 'day');
    const from = firstProvisional.subtract(3, 'day').format('YYYY-MM-DD');
    const to = firstProvisional.add(3, 'day').format('YYYY-MM-DD');
    renderPage(<PrecipitationPage />, { url: `/explore/precipitation?start_date=${from}&end_date=${to}&rolling=0&days=`, api });
    await screen.findByText(/CCR-WX \(Reservoir weather station\): /);
    const summary = document.querySelector('[data-part="summary"]')!;
    expect(summary.textContent).toMatch(
      new RegExp(`Values from ${firstProvisional.format('MM-DD-YYYY')} on are provisional: subject to revision by the agency\\. Of the 14 daily values shown, 8 are provisional\\.$`),
    );
    // Both gauges' approved values end the day before: one sentence.
    expect(screen.getByText(`Approved through ${firstProvisional.subtract(1, 'day').format('MM-DD-YYYY')} at every location shown.`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    const headers = [...table.querySelectorAll('thead th')].map((header) => header.textContent);
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
    const statusOf = (date: dayjs.Dayjs) => rows.find((row) => row.textContent!.includes(date.format('MM-DD-YYYY')))!.querySelectorAll('td')[headers.indexOf('Status')]!.textContent;
    expect(statusOf(firstProvisional)).toBe('Provisional');
    expect(statusOf(firstProvisional.subtract(1, 'day'))).toBe('Approved');
  });

  it('shows the chart rows as a table with the running totals', async () => {
    renderPage(<PrecipitationPage />, { url: `/explore/precipitation?start_date=${start}&end_date=${dayjs(start).add(2, 'day').format('YYYY-MM-DD')}`, api });
    await screen.findByText(/CCR-WX \(Reservoir weather station\): /);
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    // Plain DOM queries: role queries over an antd table are slow in jsdom.
    const table = await screen.findByRole('table');
    expect([...table.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual(
      expect.arrayContaining(['Location', 'Date', 'Daily precipitation', 'Cumulative over the period', '7-day total', '30-day total', 'Water-year-to-date total', 'Unit']),
    );
    const rows = [...table.querySelectorAll('tbody tr.ant-table-row')];
    expect(rows).toHaveLength(6);
    const expected = withCumulative(inRange(new URL(`http://x/?start_date=${start}&end_date=${dayjs(start).add(2, 'day').format('YYYY-MM-DD')}`)));
    expect(rows[2]!.textContent).toContain(dayjs(expected[2]!.rdate).format('MM-DD-YYYY'));
    expect(rows[2]!.textContent).toContain(expected[2]!.cumulative.toFixed(3));
  });
});

describe('PrecipitationPage in Spanish', () => {
  inSpanish(catalogue);

  it('shows its headings, chart title and summary in Spanish; data, dates and units stay as they are', async () => {
    const records = [record(155, '2026-07-01', 1.2), record(155, '2026-07-02', 0.05), record(156, '2026-07-01', 0.4), record(156, '2026-07-02', 1.42)];
    renderPage(<PrecipitationPage />, {
      url: '/explore/precipitation?start_date=2026-07-01&end_date=2026-07-02&rolling=0&days=',
      api: { '/ts-precip-daily-cumulative/': records, '/public-map/wells': MAP_LOCATIONS },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Precipitación total en el período' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Precipitación diaria frente a precipitación acumulada' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Del 07-01-2026 al 07-02-2026, cayeron 1.250 in en CCR-WX (Reservoir weather station) y 1.820 in en PG-1 (Local precipitation gauge); ' +
          'el día más lluvioso fue el 07-02-2026, con 1.420 in en PG-1 (Local precipitation gauge).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('CCR-WX (Reservoir weather station): 1.250 in')).toBeInTheDocument();
  });
});
