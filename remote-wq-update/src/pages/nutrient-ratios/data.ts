// The nutrient ratios' data: the API's rows (one per sampling day: molar TN:TP, TDN:TDP and TIN:SRP,
// chlorophyll-a, the limitation TN:TP suggests) shaped into the chart's lines, its reference lines at the
// Redfield ratio and the limitation thresholds, and the one-sentence summary.
import type { Translate } from '@basin/shared';
import type { RatioRow } from '@basin/api/schemas';
import { NUTRIENT_RATIO_THRESHOLDS } from '@basin/api/domain';
import { formatDayMDY, formatNumber, withUnits, type TimeReference, type TimeSeries } from '@basin/shared/analysis';

/** The three molar ratios, left axis, in the API's fields. */
export const RATIOS = [
  { field: 'tn_tp', label: 'TN:TP' },
  { field: 'tdn_tdp', label: 'TDN:TDP' },
  { field: 'tin_srp', label: 'TIN:SRP' },
] as const satisfies readonly { field: keyof RatioRow; label: string }[];

export const CHLOROPHYLL_UNITS = 'µg/L';
/**
 * Lines break where a value is missing (null) and across gaps longer than this: winter sampling is
 * monthly, so a longer gap is a missed sample, not a trend to draw (DOMAIN.md: show the gaps).
 */
export const RATIO_GAP_DAYS = 45;

/** Three ratio lines on the left axis and chlorophyll-a (dashed) on the right; a null stays a gap. */
export function ratioSeries(t: Translate, rows: readonly RatioRow[]): TimeSeries[] {
  return [
    ...RATIOS.map(({ field, label }) => ({
      key: field,
      label: t('wqUpdate.ratios.molarLabel', { ratio: label }),
      kind: 'line' as const,
      points: rows.map((row) => ({ x: row.rdate, y: row[field] })),
    })),
    {
      key: 'chla',
      label: t('wqUpdate.ratios.chlorophyllSeries', { units: CHLOROPHYLL_UNITS }),
      kind: 'line',
      axis: 'right',
      dashed: true,
      units: CHLOROPHYLL_UNITS,
      points: rows.map((row) => ({ x: row.rdate, y: row.chla })),
    },
  ];
}

const { redfield, nitrogenLimitedBelow, phosphorusLimitedAbove } = NUTRIENT_RATIO_THRESHOLDS;

/** The Redfield ratio (solid grey) and the two limitation thresholds (dashed brown), on the ratio axis. */
export function ratioReferences(t: Translate): readonly TimeReference[] {
  return [
    { key: 'redfield', label: t('wqUpdate.ratios.redfieldLine', { value: redfield }), value: redfield, color: '#666666', dashed: false },
    { key: 'nitrogen', label: t('wqUpdate.ratios.nitrogenLine', { value: nitrogenLimitedBelow }), value: nitrogenLimitedBelow, color: '#8c564b' },
    { key: 'phosphorus', label: t('wqUpdate.ratios.phosphorusLine', { value: phosphorusLimitedAbove }), value: phosphorusLimitedAbove, color: '#8c564b' },
  ];
}

/** The sentence that explains the reference lines (DOMAIN.md, Guildford and Hecky 2000). */
export const thresholdsExplained = (t: Translate) => t('wqUpdate.ratios.thresholdsExplained', { nitrogen: nitrogenLimitedBelow, phosphorus: phosphorusLimitedAbove, redfield });

/** The median (halfway between the middle two of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}


/**
 * E.g. 'At CCR-2 from 10-15-2024 to 09-16-2026, the molar TN:TP had a median of 27.4 on 30 sampling
 * days: 4 days below 20 (nitrogen-limited), 24 days from 20 to 50 (co-limited or unclear) and 2 days
 * above 50 (phosphorus-limited); chlorophyll-a averaged 21.3 µg/L.'
 */
export function ratioSummary(t: Translate, rows: readonly RatioRow[], location: string): string {
  const withRatio = rows.filter((row): row is RatioRow & { tn_tp: number } => row.tn_tp !== null);
  const chla = rows.flatMap((row) => (row.chla === null ? [] : [row.chla]));
  const chlaText = chla.length
    ? `; ${t('wqUpdate.ratios.chlorophyllAveraged', { mean: withUnits(formatNumber(chla.reduce((sum, value) => sum + value, 0) / chla.length), CHLOROPHYLL_UNITS) })}`
    : '';
  if (withRatio.length === 0) return `${t('wqUpdate.ratios.noRatio', { location })}${chlaText}.`;
  const count = (limitation: RatioRow['lmt']) => withRatio.filter((row) => row.lmt === limitation).length;
  const summary = t('wqUpdate.ratios.summary', {
    location,
    from: formatDayMDY(withRatio[0]!.rdate),
    to: formatDayMDY(withRatio.at(-1)!.rdate),
    median: formatNumber(median(withRatio.map((row) => row.tn_tp))),
    days: withRatio.length,
    nitrogenDays: count('Nitrogen'),
    unclearDays: count('Co-limited or unclear'),
    phosphorusDays: count('Phosphorus'),
    nitrogen: nitrogenLimitedBelow,
    phosphorus: phosphorusLimitedAbove,
  });
  return `${summary}${chlaText}.`;
}
