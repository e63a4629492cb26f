// The history of imports (issue 29, item 5; migrations/380_import_history.sql): an import run for a caller
// is recorded in its own transaction, so a dry run, a strict run with rejected rows and a failure leave no
// record. The record is written before the first row, so the results and held rows the run writes carry
// its id (loader.ts, heldRows.ts), and completed with the files and counts before the commit.
import type { FileHeader } from './files';
import type { ImportRun } from './importer';

/** Who runs an import: the verified token's sub and name (plugins/identity.ts), never a field the client sends. */
export interface ImportCaller {
  sub: string;
  name?: string;
}

/** In the run's transaction, before any row is written: the record, whose id the run's results and held rows carry. */
export async function startImportRecord(run: ImportRun, caller: ImportCaller): Promise<number> {
  const { rows } = await run.client.query<{ id: number }>('INSERT INTO imports (imported_by, imported_by_name) VALUES ($1, $2) RETURNING id', [caller.sub, caller.name ?? null]);
  const id = rows[0]!.id;
  run.loader.importId = id;
  run.held.importId = id;
  return id;
}

/** In the run's transaction, once its files are read: the files and the counts of the report. */
export async function finishImportRecord(run: ImportRun, id: number, files: readonly { name: string; kind: FileHeader['kind']; rows: number }[]): Promise<void> {
  await run.loader.idle();
  await run.client.query('UPDATE imports SET files = $2::jsonb, added = $3, already_present = $4, pending = $5, rejected = $6 WHERE id = $1', [
    id, JSON.stringify(files), run.loader.added, run.loader.alreadyPresent, run.held.held, run.rejected,
  ]);
}
