// Issue 30: every statistic names its period. The summary's period in words, the same in the results
// panel and on the site page; the spec's baseline, graph mode's default, says that it is the baseline
// and that the map's colours are its classes.
import { BASELINE_PERIOD } from '@basin/api/domain';
import type { Translate } from '@basin/shared';
import { formatDayMDY } from '@basin/shared/analysis';
import type { SummaryPeriod } from '../queries/wqSummary';

/** 'WY2012-WY2021' when the period is whole water years (October 1 to September 30), else null. */
export function waterYearsText(period: SummaryPeriod): string | null {
  if (period.start.slice(5) !== '10-01' || period.end.slice(5) !== '09-30') return null;
  const first = Number(period.start.slice(0, 4)) + 1;
  const last = Number(period.end.slice(0, 4));
  return first === last ? `WY${last}` : `WY${first}-WY${last}`;
}

export const isBaseline = (period: SummaryPeriod) => period.start === BASELINE_PERIOD.start && period.end === BASELINE_PERIOD.end;

/** "Baseline period (WY2012-WY2021), the map's colours", 'WY2017-WY2026', or '10-04-2015 to 03-01-2020'. */
export function summaryPeriodLabel(t: Translate, period: SummaryPeriod): string {
  const years = waterYearsText(period);
  if (isBaseline(period)) return t('map.period.baseline', { years });
  return years ?? t('map.period.days', { start: formatDayMDY(period.start), end: formatDayMDY(period.end) });
}

/** The short form for a column title: 'WY2012-WY2021'. */
export const summaryPeriodShort = (period: SummaryPeriod) => waterYearsText(period) ?? `${formatDayMDY(period.start)}-${formatDayMDY(period.end)}`;
