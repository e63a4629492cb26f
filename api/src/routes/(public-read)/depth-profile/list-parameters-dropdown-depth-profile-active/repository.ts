import type { Database } from '../../../../db/types';
import { DEPTH_PROFILE_PARAMETERS, RESERVOIR_STATIONS } from '../../../../domain';
import type { SimpleOption } from '../../../../schemas/dropdowns';

const RESERVOIR_STATION_IDS = RESERVOIR_STATIONS.map((station) => station.id);

export async function depthProfileParameters(db: Database): Promise<SimpleOption[]> {
  const { rows } = await db.query<SimpleOption>(
    `SELECT p.name AS label, p.id AS value FROM parameters p
      WHERE p.id = ANY($1::int[]) AND EXISTS (SELECT 1 FROM results r WHERE r.parameter_id = p.id AND r.location_id = ANY($2::int[]) AND r.depth_m IS NOT NULL)
      ORDER BY p.name`,
    [DEPTH_PROFILE_PARAMETERS, RESERVOIR_STATION_IDS],
  );
  return rows;
}
