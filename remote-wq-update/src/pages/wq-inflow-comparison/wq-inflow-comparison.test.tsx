/// <reference types="@testing-library/jest-dom" />
import { currentT } from '@basin/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { InflowComparisonRow } from '@basin/api/schemas';
import { YEAR_PALETTE, buildGroupedBarModel } from '@basin/shared/analysis';
import { renderPage } from '@basin/shared/analysis/testing';
import WqInflowComparisonPage from './WqInflowComparisonPage';
import { defaultYears, offeredYears, siteBars, siteSummary, yAxisMax } from './data';

jest.setTimeout(20_000);

const mean = (locationid: number, year: number, month: number, rvalue: number): InflowComparisonRow => ({
  locationid,
  year,
  month,
  rvalue,
  unit_name: 'µg/L',
  parameter: 'Total nitrogen',
  location_name: locationid === 68 ? 'CC-10' : 'CT-2',
  flow_conditions: 3,
});

// CC-10 peaks at 1,200 (July 2025), CT-2 at 2,000 (May 2024); CT-2 has no 2025.
const rows = [mean(68, 2024, 1, 1000), mean(68, 2025, 7, 1200), mean(68, 2025, 8, 800), mean(83, 2024, 5, 2000)];

describe('inflow comparison data', () => {
  it('offers 2015 to the current year and selects the last two', () => {
    expect(offeredYears(2018)).toEqual([2015, 2016, 2017, 2018]);
    expect(defaultYears(2026)).toEqual([2025, 2026]);
  });

  it('makes one chart per site, each year coloured by its place in the selection in both charts', () => {
    const [cc10, ct2] = siteBars(rows, [68, 83], [2024, 2025]);
    expect(cc10!.groups.map((group) => [group.label, group.color])).toEqual([
      ['2024', YEAR_PALETTE[0]],
      ['2025', YEAR_PALETTE[1]],
    ]);
    expect(cc10!.groups[1]!.values).toEqual([null, null, null, null, null, null, 1200, 800, null, null, null, null]);
    // CT-2 has no 2025: only 2024, still in the first colour.
    expect(ct2!.groups.map((group) => [group.label, group.color])).toEqual([['2024', YEAR_PALETTE[0]]]);
    expect(ct2!.rows).toHaveLength(1);
  });

  it('labels the year still running as partial, through its last month with data', () => {
    const [cc10] = siteBars(rows, [68, 83], [2024, 2025], '2025-10-15');
    expect(cc10!.groups.map((group) => [group.label, group.partial])).toEqual([
      ['2024', false],
      ['2025 (through August, partial)', true],
    ]);
  });

  it('fixed: both charts from 0 to 1.05 x the larger maximum (2,000 x 1.05 = 2,100); dynamic: each its own', () => {
    const charts = siteBars(rows, [68, 83], [2024, 2025]);
    const fixed = yAxisMax('fixed', charts);
    expect(fixed).toBeCloseTo(2100);
    expect(yAxisMax('dynamic', charts)).toBeUndefined();
    const size = { width: 600, height: 300 };
    expect(buildGroupedBarModel(['Jan'], charts[0]!.groups, size, { yMax: fixed }).left.scale.domain()).toEqual([0, fixed]);
    expect(buildGroupedBarModel(['Jan'], charts[1]!.groups, size, { yMax: fixed }).left.scale.domain()).toEqual([0, fixed]);
    // Dynamic: CC-10 niced to its own 1,200, CT-2 to its own 2,000.
    expect(buildGroupedBarModel(['Jan'], charts[0]!.groups, size).left.scale.domain()[1]).toBe(1200);
    expect(siteSummary(currentT(), charts[0]!, 'Total nitrogen', 'CC-10', 'µg/L', fixed)).toBe(
      'Of 2 years, Total nitrogen at CC-10 averaged highest in 2024 (1,000 µg/L); the highest value was 1,200 µg/L in Jul 2025. Both charts share a y axis from 0 to 2,100 µg/L.',
    );
  });
});

const dropdowns = {
  '/dropdown-locations-assoc': [
    { locationid: 68, location_descrip: 'CC-10 - Cherry Creek inflow', location_type: 'Surface Water', is_ccbwqa: true, parameterid_array: [28, 29], param_groupid_array: [147] },
    { locationid: 83, location_descrip: 'CT-2 - Cottonwood Creek inflow', location_type: 'Surface Water', is_ccbwqa: true, parameterid_array: [28, 29], param_groupid_array: [147] },
  ],
  '/dropdown-parameters': [
    { parameterid: 29, param_descrip: 'Total nitrogen', param_groupid: 147, unit_name: 'µg/L' },
    { parameterid: 28, param_descrip: 'Total phosphorus', param_groupid: 147, unit_name: 'µg/L' },
  ],
  '/dropdown-parameter-group': [{ param_groupid: 147, param_group: 'Nutrients' }],
};

describe('WqInflowComparisonPage', () => {
  it('asks for parameter 29, the last two years and all flows; writes the whole state into the URL; a chip click asks again', async () => {
    const year = new Date().getFullYear();
    const page = renderPage(<WqInflowComparisonPage />, { url: '/water-quality-update/wq-inflow-comparison', api: { ...dropdowns, '/wq-inflow-comparison': rows } });
    await waitFor(() => expect(page.search()).toBe(`?parameterid=29&years=${year - 1},${year}&flowcond=3&scaletype=fixed`));
    const call = page.requests.find((url) => url.pathname.endsWith('/wq-inflow-comparison'))!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ parameterid: '29', years: `${year - 1},${year}`, flowcond: '3' });
    // The fixture's 2025 is at CC-10 only: CT-2 says there is nothing.
    await waitFor(() => expect(screen.queryAllByText('No data for current selections')).toHaveLength(year - 1 === 2025 ? 1 : 2));
    fireEvent.click(screen.getByRole('button', { name: '2024' }));
    await waitFor(() => expect(page.search()).toContain(`years=2024,${year - 1},${year}`));
    expect(await screen.findByText(/Total nitrogen at CT-2 averaged 2,000 µg\/L in 2024/)).toBeInTheDocument();
  });

  it('shows both empty states without calling when no year is chosen', async () => {
    const page = renderPage(<WqInflowComparisonPage />, { url: '/water-quality-update/wq-inflow-comparison?parameterid=29&years=&flowcond=2&scaletype=dynamic', api: { ...dropdowns, '/wq-inflow-comparison': rows } });
    expect(await screen.findAllByText('No data for current selections')).toHaveLength(2);
    expect(page.requests.some((url) => url.pathname.endsWith('/wq-inflow-comparison'))).toBe(false);
  });
});
