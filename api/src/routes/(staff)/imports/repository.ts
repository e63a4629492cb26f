import type { Database } from '../../../db/types';
import type { ImportRecord } from '../../../schemas/import';

/** The columns of an import record as the API answers it (schemas/import.ts ImportRecordSchema). */
export const IMPORT_RECORD_COLUMNS = `
  id, to_char(imported_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "importedAt", coalesce(imported_by_name, imported_by) AS "importedBy",
  files, added, already_present AS "alreadyPresent", pending, rejected,
  to_char(undone_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "undoneAt", coalesce(undone_by_name, undone_by) AS "undoneBy", removed`;

/** The newest imports first. */
export async function listImports(db: Database, limit: number): Promise<ImportRecord[]> {
  const { rows } = await db.query<ImportRecord>(`SELECT ${IMPORT_RECORD_COLUMNS} FROM imports ORDER BY imported_at DESC, id DESC LIMIT $1`, [limit]);
  return rows;
}
