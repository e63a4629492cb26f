// Only results with a value: a non-detect whose detection limit is unknown (value null, migrations/350)
// has none to average (docs/statistics.md "Non-detects whose limit is unknown").
import type { Database } from '../../../db/types';
import { MOLAR_N_PER_P, RATIO_PARAMETERS, nutrientLimitation } from '../../../domain';
import type { RatioRow } from '../../../schemas';

/**
 * Molar TN:TP, TDN:TDP and TIN:SRP (DOMAIN.md: mass ratio x 30.97 / 14.007) and chlorophyll-a per
 * sampling day (daily means, photic zone); a ratio is null when either part was not measured that day.
 * `lmt` is the limitation TN:TP suggests, with the thresholds the page draws: below 20 nitrogen, above 50
 * phosphorus, between them 'Co-limited or unclear' (domain.ts `nutrientLimitation`).
 */
export async function nutrientRatios(db: Database, locationId: number, start: string, end: string): Promise<RatioRow[]> {
  const { rows } = await db.query<{ rdate: string; location_name: string; tn: number | null; tp: number | null; tdn: number | null; tdp: number | null; tin: number | null; srp: number | null; chla: number | null }>(
    `SELECT r.sample_date AS rdate, l.name AS location_name,
            avg(r.value) FILTER (WHERE r.parameter_id = $4) AS tn, avg(r.value) FILTER (WHERE r.parameter_id = $5) AS tp,
            avg(r.value) FILTER (WHERE r.parameter_id = $6) AS tdn, avg(r.value) FILTER (WHERE r.parameter_id = $7) AS tdp,
            avg(r.value) FILTER (WHERE r.parameter_id = $8) AS tin, avg(r.value) FILTER (WHERE r.parameter_id = $9) AS srp,
            avg(r.value) FILTER (WHERE r.parameter_id = $10) AS chla
       FROM results r JOIN locations l ON l.id = r.location_id
      WHERE r.location_id = $1 AND r.sample_date BETWEEN $2 AND $3 AND r.parameter_id IN ($4, $5, $6, $7, $8, $9, $10)
        AND (r.depth_m IS NULL OR r.depth_m <= 3) AND r.value IS NOT NULL
      GROUP BY r.sample_date, l.name
      ORDER BY r.sample_date`,
    [
      locationId,
      start,
      end,
      RATIO_PARAMETERS.totalNitrogen,
      RATIO_PARAMETERS.totalPhosphorus,
      RATIO_PARAMETERS.totalDissolvedNitrogen,
      RATIO_PARAMETERS.totalDissolvedPhosphorus,
      RATIO_PARAMETERS.totalInorganicNitrogen,
      RATIO_PARAMETERS.solubleReactivePhosphorus,
      RATIO_PARAMETERS.chlorophyllA,
    ],
  );
  const ratio = (n: number | null, p: number | null) => (n !== null && p !== null && p > 0 ? (n / p) * MOLAR_N_PER_P : null);
  return rows.map((row) => {
    const tnTp = ratio(row.tn, row.tp);
    return {
      rdate: row.rdate,
      location_name: row.location_name,
      tn_tp: tnTp,
      tdn_tdp: ratio(row.tdn, row.tdp),
      tin_srp: ratio(row.tin, row.srp),
      chla: row.chla,
      lmt: nutrientLimitation(tnTp),
    };
  });
}
