// The annual points of the time series: computed from the daily points (no SQL of its own).
import { FLOWS, inFlow } from '../../../../../../../domain';
import type { AnnualPoint, DailyPoint } from '../../../../../../../schemas';
import { percentileSorted, substituteNondetects, waterYear } from '../../../../../../../statistics';

/** Median and 85th percentile per water year and flow, with the statistics module (non-detects at half). */
export function annualSeries(daily: readonly DailyPoint[]): AnnualPoint[] {
  const groups = new Map<string, DailyPoint[]>();
  for (const point of daily) {
    const key = `${point.parameterid}:${waterYear(point.collect_date)}`;
    const group = groups.get(key) ?? [];
    group.push(point);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([key, points]) => {
    const [parameterid, collectYear] = key.split(':').map(Number) as [number, number];
    const annual: AnnualPoint = {
      collect_year: collectYear,
      parameterid,
      result_median_alldata: null,
      result_pctile_alldata: null,
      result_median_baseflow: null,
      result_pctile_baseflow: null,
      result_median_stormflow: null,
      result_pctile_stormflow: null,
    };
    for (const flow of FLOWS) {
      const chosen = points.filter((point) => inFlow(flow, point.flow_conditions));
      const sorted = substituteNondetects(chosen.map((point) => ({ value: point.result, nondetect: point.nondetect }))).values.sort((a, b) => a - b);
      annual[`result_median_${flow}`] = percentileSorted(sorted, 0.5);
      annual[`result_pctile_${flow}`] = percentileSorted(sorted, 0.85);
    }
    return annual;
  });
}
