import type { Database } from '../../../db/types';
import type { TelemetryLocation } from '../../../schemas';

/**
 * The gauges: the locations that have readings, by name. Readings make a gauge, whatever the site's
 * `telem` flag says: a site staff added for a feed's values (docs/feeds.md) starts without it.
 */
export async function telemetryLocations(db: Database): Promise<TelemetryLocation[]> {
  return (
    await db.query<TelemetryLocation>(
      `SELECT l.id AS locationid, l.name AS location_name
         FROM locations l
        WHERE EXISTS (SELECT 1 FROM telemetry_readings t WHERE t.location_id = l.id)
        ORDER BY l.name`,
    )
  ).rows;
}
