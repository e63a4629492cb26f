import type { Database } from '../../db/types';
import type { TelemetryLocation } from '../../schemas';

/** The locations with a telemetry gauge that has readings, by name. */
export async function telemetryLocations(db: Database): Promise<TelemetryLocation[]> {
  return (
    await db.query<TelemetryLocation>(
      `SELECT l.id AS locationid, l.name AS location_name
         FROM locations l
        WHERE l.telem AND EXISTS (SELECT 1 FROM telemetry_readings t WHERE t.location_id = l.id)
        ORDER BY l.name`,
    )
  ).rows;
}
