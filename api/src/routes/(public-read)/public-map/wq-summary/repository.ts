import type { Database } from '../../../../db/types';
import type { WqSummaryRow } from '../../../../schemas';
import type { Period } from '../../../../summary/repository';
import { FLOWS, type Flow } from '../../../../domain';

function flowColumns(flow: Flow): string {
  const of = (expression: string) => `max(${expression}) FILTER (WHERE s.flow = '${flow}')`;
  return [
    `coalesce(bool_or(s.flow = '${flow}'), false) AS has_${flow}`,
    `${of('s.bmk_class_median')} AS ${flow}_bmk_median`,
    `${of('s.bmk_class_pctile')} AS ${flow}_bmk_pctile`,
    `${of('s.median')} AS ${flow}_median`,
    `${of('s.pctile85')} AS ${flow}_pctile`,
    `${of('s.trend')} AS ${flow}_trend_dynamic`,
    `${of('s.trend_slope')} AS ${flow}_sen_slope`,
    `${of('s.trend_p')} AS ${flow}_trend_p`,
    `${of('s.trend_p_corrected')} AS ${flow}_trend_p_corrected`,
    `coalesce(${of('s.record_count')}, 0) AS ${flow}_recordcount`,
    `coalesce(${of('s.nondetect_count')}, 0) AS ${flow}_nondetects`,
    `coalesce(${of('s.nondetect_limit_unknown_count')}, 0) AS ${flow}_nondetects_limit_unknown`,
    `${of('s.por_start')} AS ${flow}_por_start`,
    `${of('s.por_end')} AS ${flow}_por_end`,
  ].join(',\n       ');
}

/** One row per location and parameter of a period's summary, the three flows side by side (spec 01 §3). */
const SUMMARY_SQL = `
SELECT s.location_id AS locationid, l.name AS location_name, p.id AS parameter_index, p.name AS parameter,
       p.abbrev AS param_abbrev, p.unit AS unit_name, p.unit AS units,
       ${FLOWS.map(flowColumns).join(',\n       ')},
       rs.por_start AS fullpor_start, rs.por_end AS fullpor_end,
       coalesce(pb.bmk_line0, p.bmk_line0) AS bmk_line0, coalesce(pb.bmk_line1, p.bmk_line1) AS bmk_line1,
       coalesce(pb.bmk_line2, p.bmk_line2) AS bmk_line2, coalesce(pb.bmk_line3, p.bmk_line3) AS bmk_line3,
       p.bmk_color0, p.bmk_color1, p.bmk_color2, p.bmk_color3, p.bmk_color4, p.less_than_range AS bmk_less_than_range
  FROM wq_summary s
  JOIN locations l ON l.id = s.location_id
  JOIN parameters p ON p.id = s.parameter_id
  JOIN result_series rs ON rs.location_id = s.location_id AND rs.parameter_id = s.parameter_id
  LEFT JOIN parameter_benchmarks pb ON pb.parameter_id = p.id AND pb.location_type_id = l.type_id
 WHERE s.period_start = $1 AND s.period_end = $2
 GROUP BY s.location_id, l.name, p.id, rs.por_start, rs.por_end, pb.bmk_line0, pb.bmk_line1, pb.bmk_line2, pb.bmk_line3
 ORDER BY s.location_id, p.id`;

export async function wqSummary(db: Database, period: Period): Promise<WqSummaryRow[]> {
  const { rows } = await db.query<WqSummaryRow>(SUMMARY_SQL, [period.start, period.end]);
  return rows;
}
