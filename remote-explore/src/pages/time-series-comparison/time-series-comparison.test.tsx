// remote-explore/tsconfig.json does not list the jest-dom matcher types (the jest preset loads them at run time).
/// <reference types="@testing-library/jest-dom" />
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, inSpanish, renderPage } from '@basin/shared/analysis/testing';
import type { ComparisonRecord, LocationAssocItem, ParameterGroupItem, ParameterItem } from '@basin/api/schemas';
import { currentT } from '@basin/shared';
import { LineChart, today } from '@basin/shared/analysis';
import { catalogue } from '../../i18n/catalogue';
import { comparisonColumns } from './columns';
import TimeSeriesComparisonPage from './TimeSeriesComparisonPage';
import {
  axisSeries,
  canSubmit,
  candidateLocations,
  comparisonSummary,
  dailyMeans,
  effectiveLocations,
  isAsked,
  noDataWarning,
  tableRows,
  unitAxes,
  withGroup,
  withParameter,
  withPrograms,
  type AxisInputs,
} from './data';

jest.mock('@basin/shared/map', () => jest.requireActual('@basin/shared/analysis/testing/map-stand-in'));

// The English translator (jest preloads the English catalogues) for the pure functions.
const t = currentT();

const groups: ParameterGroupItem[] = [
  { param_groupid: 147, param_group: 'Nutrients' },
  { param_groupid: 152, param_group: 'Field parameters' },
  { param_groupid: 153, param_group: 'Hydrology' },
];
const parameters: ParameterItem[] = [
  { parameterid: 28, param_descrip: 'Total phosphorus', param_groupid: 147, unit_name: 'µg/L' },
  { parameterid: 29, param_descrip: 'Total nitrogen', param_groupid: 147, unit_name: 'µg/L' },
  { parameterid: 3, param_descrip: 'Dissolved oxygen', param_groupid: 152, unit_name: 'mg/L' },
  { parameterid: 2, param_descrip: 'Flow', param_groupid: 153, unit_name: 'cfs' },
];
const location = (locationid: number, location_descrip: string, is_ccbwqa: boolean, parameterid_array: number[], param_groupid_array: number[]): LocationAssocItem => ({
  locationid,
  location_descrip,
  location_type: locationid === 79 ? 'Reservoir' : 'Surface Water',
  is_ccbwqa,
  parameterid_array,
  param_groupid_array,
});
const locations: LocationAssocItem[] = [
  location(79, 'CCR-1', true, [28, 29, 3], [147, 152]),
  location(68, 'CC-10', true, [28, 2], [147, 153]),
  location(83, 'CT-2', true, [29], [147]),
  location(500, 'Partner site', false, [28, 3], [147, 152]),
];
const mapLocations = locations.map((item) => ({
  locationid: item.locationid,
  location_name: item.location_descrip,
  location_desc: null,
  location_geometry: { type: 'Point', coordinates: [-104.85, 39.6] },
}));

function record(locationid: number, parameterid: number, rdate: string, result_value: number, nondetect = false): ComparisonRecord {
  const parameter = parameters.find((item) => item.parameterid === parameterid)!;
  return {
    locationid,
    parameterid,
    param_group: groups.find((group) => group.param_groupid === parameter.param_groupid)!.param_group,
    param_descrip: parameter.param_descrip,
    location_descrip: locations.find((item) => item.locationid === locationid)!.location_descrip,
    result_value,
    result_unit: parameter.unit_name,
    rdate,
    source_desc: null,
    location_type: 'Reservoir',
    taxa: null,
    depth_value: null,
    depth_unitid: null,
    depth_category: null,
    flag: nondetect ? 'Not detected' : null,
    flow_conditions_display: null,
    flow_conditions: null,
    nondetect,
  };
}

const axis = (overrides: Partial<AxisInputs> = {}): AxisInputs => ({ group: 147, parameterId: 28, locationIds: [79, 68, 500], ccbwqa: true, other: false, ...overrides });

describe('time series comparison data', () => {
  it('offers the locations that measured the parameter (the group before one is chosen), by the program checkboxes', () => {
    const ids = (inputs: AxisInputs) => candidateLocations(locations, inputs).map((item) => item.locationid);
    expect(ids(axis())).toEqual([79, 68]);
    expect(ids(axis({ other: true }))).toEqual([79, 68, 500]);
    expect(ids(axis({ ccbwqa: false, other: true }))).toEqual([500]);
    expect(ids(axis({ ccbwqa: false }))).toEqual([]);
    expect(ids(axis({ parameterId: 29 }))).toEqual([79, 83]);
    expect(ids(axis({ parameterId: null, group: 152, other: true }))).toEqual([79, 500]);
    // The chosen locations the axis still offers, in the order chosen.
    expect(effectiveLocations(axis({ locationIds: [68, 500, 79] }), locations)).toEqual([68, 79]);
  });

  it('clears per the spec: a group clears parameter and locations, a parameter the locations, a checkbox its program', () => {
    expect(withGroup(axis(), 152)).toEqual({ group: 152, parameterId: null, locationIds: [], ccbwqa: true, other: false });
    expect(withParameter(axis(), 29)).toEqual({ group: 147, parameterId: 29, locationIds: [], ccbwqa: true, other: false });
    const both = axis({ other: true, locationIds: [79, 500] });
    expect(withPrograms(both, { ccbwqa: false }, locations)).toMatchObject({ ccbwqa: false, other: true, locationIds: [500] });
    expect(withPrograms(both, { other: false }, locations)).toMatchObject({ ccbwqa: true, other: false, locationIds: [79] });
    // The right axis is optional.
    expect(canSubmit([79])).toBe(true);
    expect(canSubmit([])).toBe(false);
  });

  it('gives each unit one value axis: one parameter at several sites shares the left axis, a second unit goes right', () => {
    const side = (axis: 'left' | 'right', parameter: string, units: string | undefined, asked = true) => ({ axis, parameter, units, asked });
    expect(unitAxes([side('left', 'Total phosphorus', 'µg/L'), side('right', 'Total phosphorus', 'µg/L')])).toEqual({
      drawnOn: { left: 'left', right: 'left' },
      labels: { left: 'Total phosphorus (µg/L)' },
    });
    expect(unitAxes([side('left', 'Total phosphorus', 'µg/L'), side('right', 'Total nitrogen', 'µg/L')])).toEqual({
      drawnOn: { left: 'left', right: 'left' },
      labels: { left: 'Total phosphorus, Total nitrogen (µg/L)' },
    });
    expect(unitAxes([side('left', 'Total phosphorus', 'µg/L'), side('right', 'Dissolved oxygen', 'mg/L')])).toEqual({
      drawnOn: { left: 'left', right: 'right' },
      labels: { left: 'Total phosphorus (µg/L)', right: 'Dissolved oxygen (mg/L)' },
    });
    // The right axis not asked for: one axis.
    expect(unitAxes([side('left', 'Total phosphorus', 'µg/L'), side('right', '', undefined, false)])).toEqual({
      drawnOn: { left: 'left', right: 'right' },
      labels: { left: 'Total phosphorus (µg/L)' },
    });
    expect(isAsked(axis())).toBe(true);
    expect(isAsked(axis({ parameterId: null }))).toBe(false);
    expect(isAsked(axis({ locationIds: [] }))).toBe(false);
  });

  it('draws a right side of the left unit on the left axis, solid, and says when a line is on the right axis', () => {
    const rows = [record(83, 28, '2022-06-01', 90)];
    expect(axisSeries(t, rows, 'right', 'left')).toMatchObject([{ key: 'right-83', label: 'CT-2 – Total phosphorus', axis: 'left', dashed: false }]);
    expect(axisSeries(t, rows, 'right')).toMatchObject([{ key: 'right-83', label: 'CT-2 – Total phosphorus (right axis)', axis: 'right', dashed: true }]);
  });

  it('draws one line per location on its axis: daily means, open non-detects, no markers for telemetry parameters', () => {
    const rows = [
      record(79, 28, '2022-06-01', 80),
      record(79, 28, '2022-06-01', 100), // a second depth: the day's mean is 90
      record(68, 28, '2022-06-01', 5, true),
      record(68, 28, '2022-06-15', 5, true),
      record(68, 28, '2022-06-15', 7), // a detect that day: not a non-detect
      record(79, 28, '2022-07-01', 120),
    ];
    const left = axisSeries(t, rows, 'left');
    expect(left.map((entry) => [entry.key, entry.label, entry.axis, entry.markers, entry.dashed])).toEqual([
      ['left-68', 'CC-10 – Total phosphorus', 'left', true, false],
      ['left-79', 'CCR-1 – Total phosphorus', 'left', true, false],
    ]);
    expect(left[1]!.points).toEqual([
      { x: '2022-06-01', y: 90, nondetect: false },
      { x: '2022-07-01', y: 120, nondetect: false },
    ]);
    expect(left[0]!.points).toEqual([
      { x: '2022-06-01', y: 5, nondetect: true },
      { x: '2022-06-15', y: 6, nondetect: false },
    ]);
    expect(dailyMeans(rows).map((day) => day.count)).toEqual([1, 2, 2, 1]);

    for (const parameterid of [2, 1901, 1906, 1907, 1908]) {
      const [right] = axisSeries(t, [{ ...record(68, 2, '2022-06-01', 12), parameterid }], 'right');
      expect(right).toMatchObject({ axis: 'right', markers: false, dashed: true });
    }
    expect(axisSeries(t, [], 'left')).toEqual([]);
  });

  it('names the axis without data, or both', () => {
    expect(noDataWarning(t, 3, 0)).toBe('No data available for right axis');
    expect(noDataWarning(t, 0, 3)).toBe('No data available for left axis');
    expect(noDataWarning(t, 0, 0)).toBe('No data available for left or right axis');
    expect(noDataWarning(t, 1, 1)).toBeNull();
    // No right axis asked for.
    expect(noDataWarning(t, 0, null)).toBe('No data available for left axis');
    expect(noDataWarning(t, 2, null)).toBeNull();
  });

  it('summarises each axis with numbers equal to a recomputation from the rows', () => {
    const left = [record(79, 28, '2022-06-01', 80), record(79, 28, '2022-06-01', 100), record(79, 28, '2023-06-01', 110), record(68, 28, '2022-06-01', 300)];
    const right = [record(79, 3, '2022-06-01', 7.5), record(79, 3, '2022-08-01', 6.5)];
    // Independently: CCR-1's daily means are 90 and 110 (average 100); CC-10's is 300, the highest.
    const summary = comparisonSummary(t, [
      { axis: 'left', parameter: 'Total phosphorus', units: 'µg/L', series: axisSeries(t, left, 'left') },
      { axis: 'right', parameter: 'Dissolved oxygen', units: 'mg/L', series: axisSeries(t, right, 'right') },
    ]);
    expect(summary).toBe(
      'Left axis: Of 2 locations, CC-10 had the highest average Total phosphorus over 2022-2023: 300 µg/L. ' +
        'Right axis: Dissolved oxygen at CCR-1 averaged 7 mg/L in 2022, highest in June.',
    );
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean([7.5, 6.5])).toBe(7);
    expect(comparisonSummary(t, [{ axis: 'right', parameter: 'Dissolved oxygen', series: [] }])).toBe('There is no Dissolved oxygen data for the current selections.');
    // One parameter on both sides, one axis: one set of locations, no axis named.
    const ct2 = [record(83, 28, '2022-06-01', 150)];
    const plan = unitAxes([
      { axis: 'left', parameter: 'Total phosphorus', units: 'µg/L', asked: true },
      { axis: 'right', parameter: 'Total phosphorus', units: 'µg/L', asked: true },
    ]);
    expect(
      comparisonSummary(
        t,
        [
          { axis: 'left', parameter: 'Total phosphorus', units: 'µg/L', series: axisSeries(t, left, 'left') },
          { axis: 'right', parameter: 'Total phosphorus', units: 'µg/L', series: axisSeries(t, ct2, 'right', 'left') },
        ],
        plan,
      ),
    ).toBe('Of 3 locations, CC-10 had the highest average Total phosphorus over 2022-2023: 300 µg/L.');
  });

  it('lists both axes in the table, each row with its axis', () => {
    const rows = tableRows(t, [record(79, 28, '2022-06-01', 80)], [record(79, 3, '2022-06-01', 7), record(500, 3, '2022-06-02', 6)]);
    expect(rows.map((row) => [row.axis, row.key, row.locationid])).toEqual([
      ['Left', 'left-0', 79],
      ['Right', 'right-0', 79],
      ['Right', 'right-1', 500],
    ]);
  });

  it('draws open non-detects and leaves out the markers of telemetry lines', () => {
    const rows = [record(79, 28, '2022-06-01', 80), record(79, 28, '2022-06-15', 5, true), record(79, 28, '2022-07-01', 90)];
    const flows = [record(68, 2, '2022-06-01', 12), record(68, 2, '2022-06-02', 14), record(68, 2, '2022-06-03', 13)];
    const { container } = render(
      <LineChart xUnit="week" width={800} height={400} summary="test" gapDays={45} series={[...axisSeries(t, rows, 'left'), ...axisSeries(t, flows, 'right')]} leftLabel="Total phosphorus (µg/L)" rightLabel="Flow (cfs)" />,
    );
    expect(container.querySelectorAll('[data-series="left-79"] [data-marker]')).toHaveLength(3);
    expect(container.querySelectorAll('[data-series="left-79"] [data-open="true"]')).toHaveLength(1);
    expect(container.querySelectorAll('[data-series="right-68"] [data-marker]')).toHaveLength(0);
    expect(container.querySelectorAll('[data-series="right-68"] [data-part="line-segment"]')).toHaveLength(1);
    expect(screen.getByText('Total phosphorus (µg/L)')).toBeInTheDocument();
    expect(screen.getByText('Flow (cfs)')).toBeInTheDocument();
    expect(screen.getByText('06-05-2022')).toBeInTheDocument();
  });
});

const PAGE = '/explore/time-series-comparison';
const SUBMITTED = `${PAGE}?startDate=2022-01-01&endDate=2022-12-31&leftGroup=147&leftParameterId=28&leftLocationIds=79,68&leftCcbwqa=1&leftOther=0&rightGroup=152&rightParameterId=3&rightLocationIds=79&rightCcbwqa=1&rightOther=0&submitted=1`;
const dropdowns = { '/dropdown-parameter-group': groups, '/dropdown-parameters': parameters, '/dropdown-locations-assoc': locations, '/public-map/wells': mapLocations as never };
const comparePaths = (requests: URL[]) => requests.map((url) => decodeURIComponent(url.pathname)).filter((path) => path.includes('ts-compare'));
const leftRows = [record(79, 28, '2022-06-01', 80), record(68, 28, '2022-06-01', 300)];
const rightRows = [record(79, 3, '2022-06-01', 7.5)];
const answer = (url: URL) => (decodeURIComponent(url.pathname).includes('/ts-compare-daily-data/28/') ? leftRows : rightRows);

describe('TimeSeriesComparisonPage', () => {
  it('opens with the spec defaults in the URL, the info alert and Submit disabled, fetching nothing', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, { url: PAGE, api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': leftRows } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Time Series Comparisons');
    expect(screen.getByText('Choose a parameter and at least one location for the left axis (the right axis is optional), then click Submit.')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(page.search()).get('endDate')).toBe(today()));
    const params = new URLSearchParams(page.search());
    expect(Object.fromEntries(params)).toMatchObject({
      startDate: '2021-10-01',
      leftGroup: '147',
      rightGroup: '152',
      leftParameterId: '',
      leftLocationIds: '',
      leftCcbwqa: '1',
      leftOther: '0',
      rightCcbwqa: '1',
      rightOther: '0',
      submitted: '0',
    });
    const left = screen.getByRole('group', { name: 'Left axis' });
    expect(within(left).getByLabelText('CCBWQA Locations')).toBeChecked();
    expect(within(left).getByLabelText('Other Public Locations')).not.toBeChecked();
    expect(await screen.findByText('Nutrients')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(comparePaths(page.requests)).toEqual([]);
  });

  it('shows a bookmarked submitted view at once: one call per axis, the warning for an empty axis, the table', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, {
      url: SUBMITTED,
      api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': (url) => (answer(url) === rightRows ? [] : leftRows) },
    });
    expect(await screen.findByText('No data available for right axis')).toBeInTheDocument();
    expect(comparePaths(page.requests).sort()).toEqual(['/api/ts-compare-daily-data/28/79,68/2022-01-01/2022-12-31', '/api/ts-compare-daily-data/3/79/2022-01-01/2022-12-31']);
    expect(screen.getByText(/^Left axis: Of 2 locations, CC-10 had the highest average Total phosphorus in 2022: 300 µg\/L\. Right axis: There is no Dissolved oxygen data/)).toBeInTheDocument();
    // The map renders after the chart (useAfterCharts).
    expect(await screen.findByTestId('map')).toHaveAttribute('data-left', '79,68');
    expect(screen.getByTestId('map')).toHaveAttribute('data-right', '79');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('CC-10')).toBeInTheDocument();
  });

  it('submits without a right axis: one call, one value axis, no axis named in the summary', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, {
      url: `${PAGE}?startDate=2022-01-01&endDate=2022-12-31&leftGroup=147&leftParameterId=28&leftLocationIds=79,68&submitted=0`,
      api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': leftRows },
    });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    expect(await screen.findByText(/^Of 2 locations, CC-10 had the highest average Total phosphorus in 2022: 300 µg\/L\.$/)).toBeInTheDocument();
    expect(comparePaths(page.requests)).toEqual(['/api/ts-compare-daily-data/28/79,68/2022-01-01/2022-12-31']);
    expect(screen.queryByText(/No data available/)).not.toBeInTheDocument();
    expect(document.querySelector('.visx-axis-right')).toBeNull();
  });

  it('asks for a bookmarked view at once, in parallel with the dropdowns, and shows only the locations the axis still offers', async () => {
    // 500 is not a CCBWQA location and the link keeps only CCBWQA ones: asked for, never shown.
    const withPartner = [...leftRows, record(500, 28, '2022-06-01', 900)];
    const page = renderPage(<TimeSeriesComparisonPage />, {
      url: SUBMITTED.replace('leftLocationIds=79,68', 'leftLocationIds=79,68,500'),
      api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': (url) => (answer(url) === rightRows ? rightRows : withPartner) },
    });
    expect(await screen.findByText(/^Left axis: Of 2 locations, CC-10 had the highest average Total phosphorus in 2022: 300 µg\/L\./)).toBeInTheDocument();
    expect(comparePaths(page.requests)).toContain('/api/ts-compare-daily-data/28/79,68,500/2022-01-01/2022-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).queryByText('Partner site')).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('does not wait for the locations dropdown before asking for a bookmarked view', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, {
      url: SUBMITTED,
      api: {
        ...dropdowns,
        '/dropdown-locations-assoc': () => {
          throw new ApiFailure(500, 'locations unavailable');
        },
        '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': answer,
      },
    });
    await waitFor(() => expect(comparePaths(page.requests)).toHaveLength(2));
  });

  it('fetches only on Submit, and keeps the submitted graph while inputs change until the next Submit', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, {
      url: SUBMITTED.replace('submitted=1', 'submitted=0'),
      api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': answer },
    });
    expect(screen.getByText('Choose a parameter and at least one location for the left axis (the right axis is optional), then click Submit.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    expect(comparePaths(page.requests)).toEqual([]);
    fireEvent.click(submit);
    expect(await screen.findByText(/^Left axis: Of 2 locations/)).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(page.search()).get('submitted')).toBe('1'));
    expect(comparePaths(page.requests)).toHaveLength(2);
    expect(screen.queryByText(/No data available/)).not.toBeInTheDocument();

    // Unticking the right axis' CCBWQA box drops its only location: the flag clears, the graph stays.
    fireEvent.click(within(screen.getByRole('group', { name: 'Right axis' })).getByLabelText('CCBWQA Locations'));
    await waitFor(() => expect(new URLSearchParams(page.search()).get('submitted')).toBe('0'));
    expect(new URLSearchParams(page.search()).get('rightLocationIds')).toBe('');
    expect(screen.getByText('The graph shows the inputs last submitted. Click Submit to show the new ones.')).toBeInTheDocument();
    expect(screen.getByText(/^Left axis: Of 2 locations/)).toBeInTheDocument();
    // The right axis is optional: the left one alone may be submitted.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(comparePaths(page.requests)).toHaveLength(2);

    // The map adds a location it offers to the axis that offers it.
    fireEvent.click(within(screen.getByRole('group', { name: 'Right axis' })).getByLabelText('Other Public Locations'));
    // The map draws the newly offered location once the URL state has been written.
    const offered = await screen.findByRole('button', { name: 'map location 500' });
    await act(async () => {
      fireEvent.click(offered);
    });
    await waitFor(() => expect(new URLSearchParams(page.search()).get('rightLocationIds')).toBe('500'));
  });

  it('says which axes have no data, and shows the error of a failed call', async () => {
    renderPage(<TimeSeriesComparisonPage />, { url: SUBMITTED, api: { ...dropdowns, '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': [] } });
    expect(await screen.findByText('No data available for left or right axis')).toBeInTheDocument();
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
  });

  it('shows the API error', async () => {
    renderPage(<TimeSeriesComparisonPage />, {
      url: SUBMITTED,
      api: {
        ...dropdowns,
        '/ts-compare-daily-data/:parameterId/:locationIds/:startDate/:endDate': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByText(/^An error has occurred: /)).toBeInTheDocument();
  });

  it('shows the info alert for a bookmarked submit whose inputs are incomplete', async () => {
    const page = renderPage(<TimeSeriesComparisonPage />, { url: `${PAGE}?rightParameterId=3&rightLocationIds=79&submitted=1`, api: dropdowns });
    await screen.findByText('Nutrients');
    expect(await screen.findByText('Choose a parameter and at least one location for the left axis (the right axis is optional), then click Submit.')).toBeInTheDocument();
    expect(comparePaths(page.requests)).toEqual([]);
  });
});

describe('the comparison table in Spanish', () => {
  inSpanish(catalogue);

  it('names the parameter, flow condition, depth category and location type in Spanish', () => {
    const row = { ...record(79, 28, '2024-07-01', 30), flow_conditions_display: 'Storm', flow_conditions: 1, depth_value: 1, depth_category: 'Photic zone' };
    const cells = Object.fromEntries(comparisonColumns(currentT()).map((column) => [column.key, column.format ? column.format(row[column.key as keyof typeof row] as never, { ...row, axis: 'left', key: 'k' }) : undefined]));
    expect(cells).toMatchObject({ param_descrip: 'Fósforo total', flow_conditions_display: 'Caudal de tormenta', depth_category: 'Zona fótica', location_type: 'Embalse' });
  });
});
