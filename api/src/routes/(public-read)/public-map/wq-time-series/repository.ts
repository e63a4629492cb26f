import type { Database } from '../../../../db/types';
import { FLOWS, inFlow } from '../../../../domain';
import type { AnnualPoint, DailyPoint } from '../../../../schemas';
import { percentileSorted, substituteNondetects, waterYear } from '../../../../statistics';

/**
 * Every result of the location for the parameters that has a value, by date (photic zone for depth
 * profiles, as the summary): a non-detect whose limit is unknown has no point to draw (the summary counts it).
 */
export async function dailySeries(db: Database, locationId: number, parameterIds: number[]): Promise<DailyPoint[]> {
  const { rows } = await db.query<DailyPoint>(
    `SELECT r.sample_date AS collect_date, r.parameter_id AS parameterid, r.value AS result, p.unit AS units,
            l.name AS location_name, o.name AS organization, r.nondetect, r.flow_condition_id AS flow_conditions,
            result_value_status(r.status) AS status
       FROM results r
       JOIN locations l ON l.id = r.location_id
       JOIN parameters p ON p.id = r.parameter_id
       LEFT JOIN organizations o ON o.id = r.organization_id
      WHERE r.location_id = $1 AND r.parameter_id = ANY($2::int[]) AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL
      ORDER BY r.parameter_id, r.sample_date, r.id`,
    [locationId, parameterIds],
  );
  return rows;
}

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
