// What follows a large write of results after it commits (migrations/340_derived_refresh_pending.sql).
// - Foreign keys the writer added back unchecked (NOT VALID: enforced for new rows at once) are
//   checked against the whole table, which no longer blocks readers or writers meanwhile.
// - The writer notes the dates it touched in its transaction; one transaction then rebuilds the
//   series views for every note, invalidates the water-quality summaries of the noted dates and
//   deletes the notes. Readers see the new results at once and the series a moment later (the views
//   rebuild concurrently, so reading them never waits); the data revision changes again when they do,
//   so no cache keeps an answer from in between.
// The writer does this after its commit, and the API at start in case a process stopped in between.
import type { PoolClient } from 'pg';
import type { Database } from './types';

/** In the transaction that wrote results dated `firstDate` to `lastDate` (ISO dates). */
export async function noteResultsWritten(client: PoolClient, firstDate: string, lastDate: string): Promise<void> {
  await client.query('INSERT INTO derived_refresh_pending (first_date, last_date) VALUES ($1, $2)', [firstDate, lastDate]);
}

/** Checks the foreign keys of results added back unchecked; false when there were none. */
async function validateResultForeignKeys(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT conname AS name FROM pg_constraint WHERE conrelid = 'results'::regclass AND contype = 'f' AND NOT convalidated ORDER BY conname`,
  );
  for (const { name } of rows) await db.query(`ALTER TABLE results VALIDATE CONSTRAINT ${name}`);
  return rows.length > 0;
}

/** Does what a write of results left for after its commit; false when it left nothing. */
export async function finishResultWrites(db: Database): Promise<boolean> {
  const validated = await validateResultForeignKeys(db);
  const refreshed = await refreshPendingDerived(db);
  return validated || refreshed;
}

/**
 * Rebuilds what the pending notes ask for; false when there were none. Safe to run anywhere at any
 * time: concurrent runs queue on the notes' row locks and the later ones find nothing left to do.
 */
async function refreshPendingDerived(db: Database): Promise<boolean> {
  return db.transaction(async (client) => {
    const { rows } = await client.query<{ id: string; first_date: string; last_date: string }>(
      'SELECT id, first_date::text, last_date::text FROM derived_refresh_pending ORDER BY id FOR UPDATE',
    );
    if (rows.length === 0) return false;
    await client.query('REFRESH MATERIALIZED VIEW CONCURRENTLY result_series');
    await client.query('REFRESH MATERIALIZED VIEW CONCURRENTLY summary_series');
    // Summaries of periods that overlap the noted dates are stale: unpinned ones are dropped, pinned
    // ones (the baseline) lose their rows and are marked for recomputation; the next read computes
    // them. A computation that read the old series loses its claim here and cannot store its result.
    const dates = [rows.map((row) => row.first_date).sort()[0], rows.map((row) => row.last_date).sort().at(-1)];
    const overlap = 'period_start <= $2::date AND period_end >= $1::date';
    await client.query(`DELETE FROM wq_summary WHERE ${overlap}`, dates);
    await client.query(`DELETE FROM wq_summary_periods WHERE NOT pinned AND ${overlap}`, dates);
    await client.query(
      `UPDATE wq_summary_periods SET state = 'failed', claim_id = NULL, finished_at = now(),
              reason = 'results were imported after it was computed; the next read computes it again'
        WHERE pinned AND ${overlap}`,
      dates,
    );
    // Only these: a note committed since they were read waits for its own run.
    await client.query('DELETE FROM derived_refresh_pending WHERE id = ANY($1::bigint[])', [rows.map((row) => row.id)]);
    // The views changed without firing a trigger (migrations/270_data_revision.sql).
    await client.query('SELECT bump_data_revision()');
    return true;
  });
}

/** How the work after a commit went (an import's report has these). */
export interface AfterCommit {
  /** Checking the foreign keys of a large write, rebuilding the series views and invalidating the summaries. */
  refreshMilliseconds: number;
  /** After that, rebuilding the record counts of Query & Download (0 when not asked). */
  countsMilliseconds: number;
  /** Why the work stopped, or null. The write stands; the API's next start or the next import finishes it. */
  afterCommitError: string | null;
}

/**
 * After the commit of a write of results (an import, a resolution of held rows, an import undone):
 * finishResultWrites, then, when results were added or removed (`countsChanged`), the record counts
 * rebuilt (refresh_result_counts(): stale counts are exact, only slower, until then). A failure is
 * reported, never thrown: the write has committed.
 */
export async function rebuildAfterResultWrites(db: Database, { countsChanged }: { countsChanged: boolean }): Promise<AfterCommit> {
  const started = Date.now();
  const after: AfterCommit = { refreshMilliseconds: 0, countsMilliseconds: 0, afterCommitError: null };
  try {
    // Even with no result written: a large import of station files alone also added the keys back unchecked.
    await finishResultWrites(db);
    after.refreshMilliseconds = Date.now() - started;
    if (countsChanged) {
      await db.query('SELECT refresh_result_counts()');
      after.countsMilliseconds = Date.now() - started - after.refreshMilliseconds;
    }
  } catch (error) {
    after.afterCommitError = error instanceof Error ? error.message : String(error);
  }
  return after;
}
