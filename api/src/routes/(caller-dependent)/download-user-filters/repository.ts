// SQL of the saved Query & Download filter (spec 02 §3 "Saved download filter"): PUT saves it; GET reads it, and
// so do the downloads and the record count (they import readFilter from here).
import type { Database } from '../../../db/types';
import type { SavedDownloadFilter } from '../../../schemas/downloads';

export async function saveFilter(db: Database, filter: SavedDownloadFilter): Promise<void> {
  await db.query(
    `INSERT INTO download_user_filters (user_uuid, parameters, locations, flow_conditions, start_date, end_date, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_uuid) DO UPDATE SET parameters = excluded.parameters, locations = excluded.locations,
       flow_conditions = excluded.flow_conditions, start_date = excluded.start_date, end_date = excluded.end_date, updated_at = now()`,
    [filter.user_uuid, filter.parameters, filter.locations, filter.flow_conditions, filter.start_date, filter.end_date],
  );
}

export async function readFilter(db: Database, userUuid: string): Promise<SavedDownloadFilter | null> {
  const { rows } = await db.query<SavedDownloadFilter>(
    'SELECT user_uuid, parameters, locations, flow_conditions, start_date, end_date FROM download_user_filters WHERE user_uuid = $1',
    [userUuid],
  );
  return rows[0] ?? null;
}
