/// <reference types="@testing-library/jest-dom" />
import { currentT } from '@basin/shared';
import { act, screen, waitFor } from '@testing-library/react';
import type { RatioRow } from '@basin/api/schemas';
import { buildTimeModel } from '@basin/shared/analysis';
import { inSpanish, renderPage } from '@basin/shared/analysis/testing';
import { catalogue } from '../../i18n/catalogue';
import { ratioColumns } from './columns';
import NutrientRatiosPage from './NutrientRatiosPage';
import { RATIO_GAP_DAYS, median, ratioReferences, ratioSeries, ratioSummary } from './data';

jest.setTimeout(20_000);

const row = (rdate: string, tn_tp: number | null, extra: Partial<RatioRow> = {}): RatioRow => ({
  rdate,
  location_name: 'CCR-2',
  tn_tp,
  tdn_tdp: null,
  tin_srp: null,
  chla: null,
  lmt: tn_tp === null ? null : tn_tp < 20 ? 'Nitrogen' : tn_tp > 50 ? 'Phosphorus' : 'Co-limited or unclear',
  ...extra,
});

// Five days: a missing TN:TP on 06-15 and a 92-day winter gap between 08-01 and 11-01.
const rows = [
  row('2025-06-01', 18, { chla: 10, tdn_tdp: 30 }),
  row('2025-06-15', null, { chla: 20 }),
  row('2025-07-01', 30, { chla: 30, tdn_tdp: 35 }),
  row('2025-08-01', 60, { tdn_tdp: 40 }),
  row('2025-11-01', 40, { chla: 40 }),
];

describe('nutrient ratio data', () => {
  it('keeps a missing ratio as a gap, and the lines break there and across gaps longer than 45 days', () => {
    const series = ratioSeries(currentT(), rows);
    expect(series.map((entry) => [entry.key, entry.axis ?? 'left'])).toEqual([
      ['tn_tp', 'left'],
      ['tdn_tdp', 'left'],
      ['tin_srp', 'left'],
      ['chla', 'right'],
    ]);
    expect(series[0]!.points.map((point) => point.y)).toEqual([18, null, 30, 60, 40]);
    const model = buildTimeModel(series, { width: 600, height: 300 }, { gapDays: RATIO_GAP_DAYS, references: ratioReferences(currentT()) });
    const tnTp = model.lines.find((line) => line.key === 'tn_tp')!;
    // 06-01 | (null) | 07-01, 08-01 | (92 days) | 11-01: three runs.
    expect(tnTp.segments.map((segment) => segment.length)).toEqual([1, 2, 1]);
    // Chlorophyll-a: 06-01, 06-15, 07-01 | (08-01 null) | 11-01.
    expect(model.lines.find((line) => line.key === 'chla')!.segments.map((segment) => segment.length)).toEqual([3, 1]);
    // The Redfield ratio and the two thresholds are drawn.
    expect(model.references.map((reference) => reference.key).sort()).toEqual(['nitrogen', 'phosphorus', 'redfield']);
  });

  it('takes the median halfway between the middle two of an even count', () => {
    expect(median([60, 18, 30, 40])).toBe(35);
    expect(median([3, 1, 2])).toBe(2);
  });

  it('summarises TN:TP by limitation class and chlorophyll-a, computed by hand', () => {
    // TN:TP 18, 30, 60, 40: median (30 + 40) / 2 = 35; below 20: 1, 20-50: 2, above 50: 1. Chl-a (10+20+30+40)/4 = 25.
    expect(ratioSummary(currentT(), rows, 'CCR-2')).toBe(
      'At CCR-2 from 06-01-2025 to 11-01-2025, the molar TN:TP had a median of 35 on 4 sampling days: 1 day below 20 (nitrogen-limited), ' +
        '2 days from 20 to 50 (co-limited or unclear) and 1 day above 50 (phosphorus-limited); chlorophyll-a averaged 25 µg/L.',
    );
    expect(ratioSummary(currentT(), [row('2025-06-15', null, { chla: 20 })], 'CCR-2')).toBe('There is no TN:TP ratio at CCR-2 for the current selections; chlorophyll-a averaged 20 µg/L.');
  });
});

const dropdowns = {
  '/dropdown-locations-assoc': [
    { locationid: 80, location_descrip: 'CCR-2 - Reservoir station 2', location_type: 'Reservoir', is_ccbwqa: true, parameterid_array: [24, 28, 29], param_groupid_array: [147, 148] },
    { locationid: 155, location_descrip: 'CCR-WX - Weather', location_type: 'Weather', is_ccbwqa: true, parameterid_array: [2], param_groupid_array: [153] },
  ],
};

describe('NutrientRatiosPage', () => {
  it('asks for location 80 over the recent water years, writes the whole state into the URL and draws the lines', async () => {
    const page = renderPage(<NutrientRatiosPage />, { url: '/water-quality-update/nutrient-ratios', api: { ...dropdowns, '/depth-profile-additional-ratio-graph-data-crosstabbed': rows } });
    expect(await screen.findByText(/the molar TN:TP had a median of 35/)).toBeInTheDocument();
    const call = page.requests.find((url) => url.pathname.endsWith('/depth-profile-additional-ratio-graph-data-crosstabbed'))!;
    const year = new Date().getFullYear();
    expect(Object.fromEntries(call.searchParams)).toEqual({ start_date: `${year - 2}-10-01`, end_date: `${year}-09-30`, locationid: '80' });
    await waitFor(() => expect(page.search()).toBe(`?locationid=80&start_date=${year - 2}-10-01&end_date=${year}-09-30`));
    expect(screen.getAllByText(/A molar TN:TP below about 20 suggests/).length).toBeGreaterThan(0);
  });

  it("says 'No data' for an empty answer", async () => {
    renderPage(<NutrientRatiosPage />, { url: '/water-quality-update/nutrient-ratios?locationid=80&start_date=2020-01-01&end_date=2020-12-31', api: { ...dropdowns, '/depth-profile-additional-ratio-graph-data-crosstabbed': [] } });
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});

describe('NutrientRatiosPage in Spanish', () => {
  inSpanish(catalogue);

  it('titles the chart and words its summary in Spanish', async () => {
    renderPage(<NutrientRatiosPage />, { url: '/water-quality-update/nutrient-ratios?locationid=80&start_date=2024-10-01&end_date=2025-12-31', api: { ...dropdowns, '/depth-profile-additional-ratio-graph-data-crosstabbed': rows } });
    expect(await screen.findByRole('heading', { name: 'Relaciones de nutrientes y clorofila a en CCR-2' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'En CCR-2, del 06-01-2025 al 11-01-2025, la relación molar TN:TP tuvo una mediana de 35 en 4 días de muestreo: 1 día por debajo de 20 (limitado por nitrógeno), ' +
          '2 días de 20 a 50 (colimitado o incierto) y 1 día por encima de 50 (limitado por fósforo); la clorofila a promedió 25 µg/L.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/^Una relación molar TN:TP por debajo de aproximadamente 20 sugiere/).length).toBeGreaterThan(0);
  });

  it('names the limitation in Spanish in the table', () => {
    const limitation = ratioColumns(currentT()).find((column) => column.key === 'lmt')!;
    expect(rows.map((day) => limitation.format!(day.lmt, day))).toEqual(['Nitrógeno', '', 'Colimitado o incierto', 'Fósforo', 'Colimitado o incierto']);
  });
});
