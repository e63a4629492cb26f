// The nutrient ratios' data: the API's rows (one per sampling day: molar TN:TP, TDN:TDP and TIN:SRP,
// chlorophyll-a, the limitation TN:TP suggests) shaped into the chart's lines, its reference lines at the
// Redfield ratio and the limitation thresholds, and the one-sentence summary.
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
export function ratioSeries(rows: readonly RatioRow[]): TimeSeries[] {
  return [
    ...RATIOS.map(({ field, label }) => ({
      key: field,
      label: `${label} (molar)`,
      kind: 'line' as const,
      points: rows.map((row) => ({ x: row.rdate, y: row[field] })),
    })),
    {
      key: 'chla',
      label: `Chlorophyll-a (${CHLOROPHYLL_UNITS}, right axis)`,
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
export const RATIO_REFERENCES: readonly TimeReference[] = [
  { key: 'redfield', label: `Redfield ratio ${redfield}`, value: redfield, color: '#666666', dashed: false },
  { key: 'nitrogen', label: `N-limited below ${nitrogenLimitedBelow}`, value: nitrogenLimitedBelow, color: '#8c564b' },
  { key: 'phosphorus', label: `P-limited above ${phosphorusLimitedAbove}`, value: phosphorusLimitedAbove, color: '#8c564b' },
];

/** The sentence that explains the reference lines (DOMAIN.md, Guildford and Hecky 2000). */
export const THRESHOLDS_EXPLAINED =
  `A molar TN:TP below about ${nitrogenLimitedBelow} suggests that algae are limited by nitrogen, above about ${phosphorusLimitedAbove} by phosphorus, ` +
  `and in between by both or neither clearly; ${redfield} is the Redfield ratio, the nitrogen-to-phosphorus ratio of algae themselves.`;

/** The median (halfway between the middle two of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const daysText = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * E.g. 'At CCR-2 from 10-15-2024 to 09-16-2026, the molar TN:TP had a median of 27.4 on 30 sampling
 * days: 4 days below 20 (nitrogen-limited), 24 days from 20 to 50 (co-limited or unclear) and 2 days
 * above 50 (phosphorus-limited); chlorophyll-a averaged 21.3 µg/L.'
 */
export function ratioSummary(rows: readonly RatioRow[], location: string): string {
  const withRatio = rows.filter((row): row is RatioRow & { tn_tp: number } => row.tn_tp !== null);
  const chla = rows.flatMap((row) => (row.chla === null ? [] : [row.chla]));
  const chlaText = chla.length ? `chlorophyll-a averaged ${withUnits(formatNumber(chla.reduce((sum, value) => sum + value, 0) / chla.length), CHLOROPHYLL_UNITS)}` : '';
  if (withRatio.length === 0) {
    return `There is no TN:TP ratio at ${location} for the current selections${chlaText ? `; ${chlaText}` : ''}.`;
  }
  const count = (limitation: RatioRow['lmt']) => withRatio.filter((row) => row.lmt === limitation).length;
  const period = `from ${formatDayMDY(withRatio[0]!.rdate)} to ${formatDayMDY(withRatio.at(-1)!.rdate)}`;
  return (
    `At ${location} ${period}, the molar TN:TP had a median of ${formatNumber(median(withRatio.map((row) => row.tn_tp)))} on ${withRatio.length} sampling ${withRatio.length === 1 ? 'day' : 'days'}: ` +
    `${daysText(count('Nitrogen'))} below ${nitrogenLimitedBelow} (nitrogen-limited), ${daysText(count('Co-limited or unclear'))} from ${nitrogenLimitedBelow} to ${phosphorusLimitedAbove} (co-limited or unclear) ` +
    `and ${daysText(count('Phosphorus'))} above ${phosphorusLimitedAbove} (phosphorus-limited)${chlaText ? `; ${chlaText}` : ''}.`
  );
}
