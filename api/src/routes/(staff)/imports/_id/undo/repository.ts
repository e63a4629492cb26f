import { ApiProblem } from '../../../../../apiProblem';
import type { Database } from '../../../../../db/types';
import { noteResultsWritten, rebuildAfterResultWrites } from '../../../../../db/derivedData';
import type { UndoReport } from '../../../../../schemas/import';
import { IMPORT_LOCK_KEY } from '../../../../../wqx/import/importer';
import type { ImportCaller } from '../../../../../wqx/import/history';
import { IMPORT_RECORD_COLUMNS } from '../../repository';

/** Why an import cannot be undone: 404 (no such import) or 409 (undone already). */
export class UndoRefused extends ApiProblem {}

/**
 * Undoes an import: in one transaction (taking its turn with imports), deletes the results it added (its
 * held rows loaded later included) and its rows still held, marks it undone, and notes the dates of the
 * deleted results; after the commit, rebuilds what is derived from results as after an import. Sites and
 * organisations it created stay, as do detection limits it filled in.
 */
export async function undoImport(db: Database, id: number, caller: ImportCaller): Promise<UndoReport> {
  const { record, heldRowsRemoved } = await db.transaction(async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY]);
    const { rows: found } = await client.query<{ undone: boolean }>('SELECT undone_at IS NOT NULL AS undone FROM imports WHERE id = $1 FOR UPDATE', [id]);
    if (!found[0]) throw new UndoRefused(404, { id: 'import.undo.notFound', values: { id: String(id) } });
    if (found[0].undone) throw new UndoRefused(409, { id: 'import.undo.undoneAlready', values: { id: String(id) } });
    const { rows: removed } = await client.query<{ count: number; first: string | null; last: string | null }>(
      `WITH removed AS (DELETE FROM results WHERE import_id = $1 RETURNING sample_date)
       SELECT count(*)::integer AS count, min(sample_date)::text AS first, max(sample_date)::text AS last FROM removed`,
      [id],
    );
    const { count, first, last } = removed[0]!;
    if (first !== null && last !== null) await noteResultsWritten(client, first, last);
    const held = await client.query('DELETE FROM import_held_rows WHERE import_id = $1', [id]);
    const { rows: undone } = await client.query<UndoReport['import']>(
      `UPDATE imports SET undone_at = now(), undone_by = $2, undone_by_name = $3, removed = $4 WHERE id = $1 RETURNING ${IMPORT_RECORD_COLUMNS}`,
      [id, caller.sub, caller.name ?? null, count],
    );
    return { record: undone[0]!, heldRowsRemoved: held.rowCount ?? 0 };
  });
  const after = await rebuildAfterResultWrites(db, { countsChanged: (record.removed ?? 0) > 0 });
  return { import: record, heldRowsRemoved, ...after };
}
