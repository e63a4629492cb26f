/// <reference types="@testing-library/jest-dom" />
import { currentT } from '@basin/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiFailure, renderPage } from '@basin/shared/analysis/testing';
import { contrastRatio } from '@basin/shared/analysis';
import type { DepthProfileRow } from '@basin/api/schemas';
import FieldDepthProfilePage from './FieldDepthProfilePage';
import { DYNAMIC_COLORS, colourScaleFor, fixedScales } from './colourScales';
import { checkedPeriod, defaultPeriod, depthLine, describeDepthLine, hypoxicBoundary, sampledDepthsNote, tableRows, thermoclineDepth, waterDensity } from './data';

/** The fixed scales in English (the catalogue the tests preload). */
const FIXED_SCALES = fixedScales(currentT());

const PATH = '/water-quality-update/field-depth-profile';
const row = (rdate: string, depth: number, value: number, unit = 'µg/L'): DepthProfileRow => ({ rdate, depth_value: depth, rvalue_converted: value, unit_name: unit });
const profile = (values: Record<number, number>) => Object.entries(values).map(([depth, value]) => ({ depth: Number(depth), value }));

describe('thermocline', () => {
  it('takes water density from temperature as rLakeAnalyzer does (densest at 3.9863 °C)', () => {
    expect(waterDensity(3.9863)).toBe(1000);
    // Reference tables: 998.21 kg/m³ at 20 °C, 997.05 at 25 °C (the formula is within 0.03).
    expect(waterDensity(20)).toBeCloseTo(998.23, 2);
    expect(waterDensity(25)).toBeCloseTo(997.08, 2);
  });

  it('is the mid-depth of the steepest density step when that step is at the top or bottom', () => {
    // 24 -> 23.8 -> 18 °C: the step from 1 to 2 m is the steepest and the last: 1.5 m.
    expect(thermoclineDepth(profile({ 0: 24, 1: 23.8, 2: 18 }))).toBe(1.5);
    expect(thermoclineDepth(profile({ 0: 24, 1: 18, 2: 17.9 }))).toBe(0.5);
  });

  it('is refined toward the steeper neighbouring step otherwise (rLakeAnalyzer Sup/Sdn)', () => {
    // 22, 21, 16, 15.9 °C at 0-3 m: density steps 0.2218, 0.9499 and 0.0162 kg/m³ per m (by hand from the
    // formula); the steepest is 1-2 m. Sup = 1 / (0.9499 - 0.2218) = 1.3734, Sdn = 1 / (0.9499 - 0.0162) = 1.0709;
    // depth = 2 x Sdn / (Sdn + Sup) + 1 x Sup / (Sdn + Sup) = 1.4381 m.
    expect(thermoclineDepth(profile({ 0: 22, 1: 21, 2: 16, 3: 15.9 }))).toBeCloseTo(1.4381, 4);
    // Order of the points does not matter.
    expect(thermoclineDepth(profile({ 3: 15.9, 1: 21, 0: 22, 2: 16 }))).toBeCloseTo(1.4381, 4);
  });

  it('is none when the profile spans less than 1 °C, or has fewer than 3 depths', () => {
    expect(thermoclineDepth(profile({ 0: 12.3, 1: 12.2, 2: 12.2, 3: 12.4, 7: 11.45 }))).toBeNull();
    expect(thermoclineDepth(profile({ 0: 12.3, 1: 12.2, 2: 12.2, 3: 12.4, 7: 11.3 }))).not.toBeNull();
    expect(thermoclineDepth(profile({ 0: 25, 7: 15 }))).toBeNull();
  });
});

describe('hypoxic boundary', () => {
  it('interpolates where oxygen falls below 2 mg/L', () => {
    // 4 mg/L at 5 m, 1 mg/L at 6 m: 2 mg/L is two thirds of the way down, 5.667 m.
    expect(hypoxicBoundary(profile({ 0: 8, 5: 4, 6: 1, 7: 0.5 }))).toBeCloseTo(5 + 2 / 3, 10);
    // Exactly 2 mg/L is not hypoxic: the boundary lies below it.
    expect(hypoxicBoundary(profile({ 0: 8, 6: 2, 7: 1 }))).toBe(6);
    expect(hypoxicBoundary(profile({ 0: 1.5, 1: 1 }))).toBe(0);
    expect(hypoxicBoundary(profile({ 0: 8, 7: 2 }))).toBeNull();
  });

  it('draws one point per date, null where no water is hypoxic, and says so', () => {
    const rows = [row('2025-08-01', 0, 8, 'mg/L'), row('2025-08-01', 7, 1, 'mg/L'), row('2025-10-01', 0, 9, 'mg/L'), row('2025-10-01', 7, 8, 'mg/L')];
    const line = depthLine(currentT(), 3, rows)!;
    // 8 -> 1 mg/L over 7 m: 2 mg/L at 6/7 of the way, 6 m.
    expect(line.points).toEqual([
      { date: '2025-08-01', depth: 6 },
      { date: '2025-10-01', depth: null },
    ]);
    expect(line.dashed).toBe(true);
    expect(describeDepthLine(currentT(), line)).toBe('Water below 2 mg/L (hypoxic) on 1 of 2 sampling dates; the hypoxic layer reached up to 6 m on 08-01-2025.');
    expect(depthLine(currentT(), 29, rows)).toBeNull();
    const thermocline = depthLine(currentT(), 8, [row('2025-08-01', 0, 24, '°C'), row('2025-08-01', 1, 23.8, '°C'), row('2025-08-01', 2, 18, '°C')])!;
    expect(describeDepthLine(currentT(), thermocline)).toBe('A thermocline was found on 1 of 1 sampling date, at 1.5 m.');
  });
});

describe('colour scales', () => {
  it('has a fixed scale with rationale for each parameter the spec names, colours one more than breaks', () => {
    expect(Object.keys(FIXED_SCALES).map(Number).sort((a, b) => a - b)).toEqual([3, 6, 7, 8, 24, 28, 29, 30, 1902, 100138, 100139, 100140]);
    for (const scale of Object.values(FIXED_SCALES)) {
      expect(scale.colors).toHaveLength(scale.breaks.length + 1);
      expect([...scale.breaks].sort((a, b) => a - b)).toEqual(scale.breaks);
      expect(scale.rationale.length).toBeGreaterThan(20);
      if (scale.names) expect(scale.names).toHaveLength(scale.colors.length);
    }
    expect(FIXED_SCALES[3]!.breaks).toEqual([2, 5, 8]);
    // 75 % of the standards, then the standards: 65 and 87 µg/L phosphorus, 683 and 910 µg/L nitrogen.
    expect(FIXED_SCALES[28]!.breaks).toEqual([40, 65, 87, 120, 200]);
    expect(FIXED_SCALES[29]!.breaks).toEqual([500, 683, 910, 1200, 1600]);
    expect(FIXED_SCALES[7]!.breaks).toEqual([6.5, 7.5, 8.5, 9]);
    expect(FIXED_SCALES[24]!.breaks).toContain(18);
  });

  it('keeps neighbouring classes apart: at least 1.2:1 in lightness', () => {
    for (const [id, scale] of Object.entries(FIXED_SCALES)) {
      scale.colors.slice(1).forEach((color, index) => {
        expect([id, index, contrastRatio(scale.colors[index]!, color) >= 1.2]).toEqual([id, index, true]);
      });
    }
  });

  it('gives other parameters six even steps between the lowest and highest value', () => {
    const scale = colourScaleFor(currentT(), 45, [700, 100, 400]);
    expect(scale.fixed).toBe(false);
    expect(scale.breaks).toEqual([200, 300, 400, 500, 600]);
    expect(scale.colors).toEqual(DYNAMIC_COLORS);
    expect(colourScaleFor(currentT(), 45, [5, 5]).colors).toHaveLength(1);
    expect(colourScaleFor(currentT(), 29, [1, 2]).fixed).toBe(true);
  });

  it('names the class of each table row', () => {
    const rows = tableRows([row('2025-08-01', 1, 682), row('2025-08-01', 7, 910)], FIXED_SCALES[29]!, null);
    // 682 is below the 75 % break (683); 910 is on the standard's break: the class above it.
    expect(rows.map((entry) => entry.colour_class)).toEqual(['500 to 683 µg/L', '910 to 1,200 µg/L (above the standard)']);
  });
});

describe('URL defaults', () => {
  it('runs from October 1 two years before this year to September 30 of this year', () => {
    expect(defaultPeriod('2026-11-23')).toEqual({ start: '2024-10-01', end: '2026-09-30' });
    expect(defaultPeriod('2026-01-01')).toEqual({ start: '2024-10-01', end: '2026-09-30' });
  });

  it('falls back to the default period, with a warning, when the start is after the end', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(checkedPeriod('2025-01-01', '2025-06-01', '2026-11-23')).toEqual({ start: '2025-01-01', end: '2025-06-01', corrected: false });
    expect(checkedPeriod('2025-06-01', '2025-01-01', '2026-11-23')).toEqual({ start: '2024-10-01', end: '2026-09-30', corrected: true });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('explains the blank layers when only the photic-zone and bottom samples exist', () => {
    expect(sampledDepthsNote(currentT(), [row('2025-08-01', 1, 800), row('2025-08-01', 7, 900)])).toBe(
      'Sampled at 1 and 7 m only: the other layers were not sampled and are hatched.',
    );
    expect(sampledDepthsNote(currentT(), [row('2025-08-01', 1, 20)])).toBe('Sampled at 1 m only: the other layers were not sampled and are hatched.');
    expect(sampledDepthsNote(currentT(), [0, 1, 2, 3, 4].map((depth) => row('2025-08-01', depth, 8)))).toBe('');
  });
});

const dropdown = [
  { label: 'Dissolved oxygen', value: 3 },
  { label: 'Total nitrogen', value: 29 },
  { label: 'Water temperature', value: 8 },
];
const nitrogen = [row('2025-06-01', 1, 800), row('2025-06-01', 7, 1000), row('2025-07-01', 1, 700), row('2025-07-01', 7, 950)];
const oxygen = [row('2025-06-01', 1, 9, 'mg/L'), row('2025-06-01', 7, 6, 'mg/L'), row('2025-07-01', 1, 8.5, 'mg/L'), row('2025-07-01', 7, 1.5, 'mg/L')];

describe('FieldDepthProfilePage', () => {
  it('opens on CCR-2 and dissolved oxygen (measured at every depth) over the default period, writes it into the URL and lists the rows', async () => {
    const page = renderPage(<FieldDepthProfilePage />, {
      url: PATH,
      api: { '/depth-profile/list-parameters-dropdown-depth-profile-active': dropdown, '/depth-profile-graph-data': oxygen },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reservoir Depth Profile');
    const { start, end } = defaultPeriod(new Date().toISOString().slice(0, 10));
    expect(
      await screen.findByText(
        /^Dissolved oxygen at CCR-2 on 2 sampling dates from 06-01-2025 to 07-01-2025, at 1 and 7 m: from 1\.5 mg\/L \(7 m, 07-01-2025\) to 9 mg\/L \(1 m, 06-01-2025\)\./,
      ),
    ).toBeInTheDocument();
    expect(page.requests.map(String)).toContain(`http://api.test/api/depth-profile-graph-data?start_date=${start}&end_date=${end}&locationid=80&parameterid=3`);
    await waitFor(() => expect(page.search()).toBe(`?start_date=${start}&end_date=${end}&locationid=80&parameterid=3`));
    // (jsdom has no layout, so the chart itself is not drawn here: the kit's test and the e2e test draw it.)

    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 4);
  });

  it('falls back to the defaults, with a console warning, for invalid URL values', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = renderPage(<FieldDepthProfilePage />, {
      url: `${PATH}?start_date=2025-02-30&end_date=2025-09-30&locationid=68&parameterid=73`,
      api: { '/depth-profile/list-parameters-dropdown-depth-profile-active': dropdown, '/depth-profile-graph-data': nitrogen },
    });
    const { start } = defaultPeriod(new Date().toISOString().slice(0, 10));
    await waitFor(() => expect(page.search()).toBe(`?start_date=${start}&end_date=2025-09-30&locationid=80&parameterid=3`));
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
      expect.arrayContaining([expect.stringContaining("'2025-02-30'"), expect.stringContaining("'68'"), expect.stringContaining("'73'")]),
    );
    warn.mockRestore();
  });

  it('restores a bookmarked view: temperature at CCR-1 with the thermocline of each date', async () => {
    const temperature = [0, 1, 2, 3].map((depth) => row('2025-08-01', depth, [22, 21, 16, 15.9][depth]!, '°C'));
    const page = renderPage(<FieldDepthProfilePage />, {
      url: `${PATH}?start_date=2025-06-01&end_date=2025-09-30&locationid=79&parameterid=8`,
      api: { '/depth-profile/list-parameters-dropdown-depth-profile-active': dropdown, '/depth-profile-graph-data': temperature },
    });
    expect(await screen.findByText(/A thermocline was found on 1 of 1 sampling date, at 1.44 m\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Water temperature by depth at CCR-1' })).toBeInTheDocument();
    expect(page.requests.map(String)).toContain('http://api.test/api/depth-profile-graph-data?start_date=2025-06-01&end_date=2025-09-30&locationid=79&parameterid=8');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: /Thermocline depth that date/ })).toBeInTheDocument();
    expect(within(table).getAllByText('1.438')).toHaveLength(4);
  });

  it("says 'No data for current selections' for an empty answer, and the API's error otherwise", async () => {
    renderPage(<FieldDepthProfilePage />, {
      url: `${PATH}?locationid=120`,
      api: { '/depth-profile/list-parameters-dropdown-depth-profile-active': dropdown, '/depth-profile-graph-data': [] },
    });
    expect(await screen.findByText('No data for current selections')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('CCR Composite samples are mixed over the photic zone');
  });

  it("shows 'An error has occurred: ' and the message", async () => {
    renderPage(<FieldDepthProfilePage />, {
      url: PATH,
      api: {
        '/depth-profile/list-parameters-dropdown-depth-profile-active': dropdown,
        '/depth-profile-graph-data': () => {
          throw new ApiFailure(500, 'database unavailable');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error has occurred: database unavailable');
  });
});
