/// <reference types="@testing-library/jest-dom" />
import { currentT } from '@basin/shared';
import { screen, waitFor } from '@testing-library/react';
import type { ResultRow } from '@basin/api/schemas';
import { SERIES_COLORS, buildTimeModel, timeLegend } from '@basin/shared/analysis';
import { renderPage } from '@basin/shared/analysis/testing';
import CcrInflowConcentrationsPage from './CcrInflowConcentrationsPage';
import { concentrationSeries, concentrationSummary } from './data';

jest.setTimeout(20_000);

function sample(locationid: number, parameterid: number, rdate: string, value: number, flow: 1 | 2 | null, nondetect = false): ResultRow {
  return {
    rdate,
    rtime: '10:00',
    location_name: locationid === 68 ? 'CC-10' : 'CT-2',
    locationid,
    parameter: parameterid === 29 ? 'Total nitrogen' : 'Total dissolved nitrogen',
    parameterid,
    rvalue: value,
    rvalue_converted: value,
    unit_name: 'µg/L',
    depth_value: null,
    flow_conditions_display: flow === 1 ? 'Storm Flow' : flow === 2 ? 'Base Flow' : null,
    flow_conditions: flow,
    year: Number(rdate.slice(0, 4)),
    month: Number(rdate.slice(5, 7)),
    nondetect,
  };
}

// CC-10 TN: base 1,000 and 1,400, storm 3,000; CC-10 TDN: base 800 and a non-detect at 100 (counts 50); CT-2 TN: one storm 2,000.
const rows = [
  sample(68, 29, '2025-04-01', 1000, 2),
  sample(68, 29, '2025-05-01', 1400, 2),
  sample(68, 29, '2025-05-20', 3000, 1),
  sample(68, 45, '2025-04-01', 800, 2),
  sample(68, 45, '2025-05-01', 100, 2, true),
  sample(83, 29, '2025-06-02', 2000, 1),
];

describe('watershed data', () => {
  it('tells storm and base flow apart by symbol: a series per location, parameter and flow, coloured by location and parameter', () => {
    const series = concentrationSeries(currentT(), rows, [68, 83], [29, 45]);
    expect(series.map((entry) => [entry.label, entry.kind, entry.shape, entry.color])).toEqual([
      ['CC-10 Total nitrogen, Base Flow', 'point', 'circle', SERIES_COLORS[0]],
      ['CC-10 Total nitrogen, Storm Flow', 'point', 'triangle', SERIES_COLORS[0]],
      ['CC-10 Total dissolved nitrogen, Base Flow', 'point', 'circle', SERIES_COLORS[1]],
      ['CT-2 Total nitrogen, Storm Flow', 'point', 'triangle', SERIES_COLORS[2]],
    ]);
    expect(series[2]!.points.map((point) => point.nondetect)).toEqual([false, true]);
    // Drawn as markers in those shapes, never joined; the legend shows each symbol.
    const model = buildTimeModel(series, { width: 600, height: 300 });
    expect(model.lines.map((line) => line.shape)).toEqual(['circle', 'triangle', 'circle', 'triangle']);
    expect(model.lines.every((line) => line.segments.every((segment) => segment.length === 1))).toBe(true);
    expect(timeLegend(series).map((item) => [item.swatch, item.shape]).slice(0, 2)).toEqual([
      ['marker', 'circle'],
      ['marker', 'triangle'],
    ]);
  });

  it('puts samples without a flow condition apart, as squares', () => {
    const [entry] = concentrationSeries(currentT(), [sample(68, 29, '2025-04-01', 900, null)], [68], [29]);
    expect(entry).toMatchObject({ label: 'CC-10 Total nitrogen, no flow condition', shape: 'square' });
  });

  it('summarises each location and parameter by flow, computed by hand', () => {
    // CC-10 TN base (1000 + 1400) / 2 = 1,200; storm 3,000. TDN base (800 + 100 / 2) / 2 = 425. CT-2 TN storm 2,000.
    expect(concentrationSummary(currentT(), rows, [68, 83], [29, 45])).toBe(
      'From 04-01-2025 to 06-02-2025, Total nitrogen at CC-10 averaged 1,200 µg/L in 2 base-flow samples and 3,000 µg/L in 1 storm sample; ' +
        'Total dissolved nitrogen at CC-10 averaged 425 µg/L in 2 base-flow samples; Total nitrogen at CT-2 averaged 2,000 µg/L in 1 storm sample.',
    );
    expect(concentrationSummary(currentT(), [], [68], [29])).toBe('There are no inflow samples for the current selections.');
  });
});

const dropdowns = {
  '/dropdown-locations-assoc': [
    { locationid: 68, location_descrip: 'CC-10 - Cherry Creek inflow', location_type: 'Surface Water', is_ccbwqa: true, parameterid_array: [29, 45], param_groupid_array: [147] },
    { locationid: 83, location_descrip: 'CT-2 - Cottonwood Creek inflow', location_type: 'Surface Water', is_ccbwqa: true, parameterid_array: [29, 45], param_groupid_array: [147] },
  ],
};

describe('CcrInflowConcentrationsPage', () => {
  it('asks for the nitrogen group at 68 and 83 over the recent water years and writes the whole state into the URL', async () => {
    const page = renderPage(<CcrInflowConcentrationsPage />, { url: '/water-quality-update/ccr-inflow-concentrations', api: { ...dropdowns, '/results-simple/ccr-inflow': rows } });
    expect(await screen.findByText(/Total nitrogen at CT-2 averaged 2,000 µg\/L in 1 storm sample/)).toBeInTheDocument();
    const year = new Date().getFullYear();
    const call = page.requests.find((url) => url.pathname.endsWith('/results-simple/ccr-inflow'))!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ parameterGroup: '29,45', start_date: `${year - 2}-10-01`, end_date: `${year}-09-30`, locationIds: '68,83' });
    await waitFor(() => expect(page.search()).toBe(`?parameterGroup=29,45&locationIds=68,83&start_date=${year - 2}-10-01&end_date=${year}-09-30`));
  });

  it("says 'No data' without a location and does not ask", async () => {
    const page = renderPage(<CcrInflowConcentrationsPage />, {
      url: '/water-quality-update/ccr-inflow-concentrations?parameterGroup=30&locationIds=&start_date=2025-01-01&end_date=2025-12-31',
      api: { ...dropdowns, '/results-simple/ccr-inflow': rows },
    });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(page.requests.some((url) => url.pathname.endsWith('/results-simple/ccr-inflow'))).toBe(false);
  });
});
