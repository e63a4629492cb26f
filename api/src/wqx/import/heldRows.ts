// Rows of result files held for review, with the values they wait for (migrations/370_pending_values.sql,
// docs/import.md "Pending values"): written in batches by an import, read back in batches to be mapped
// again once staff resolved their values, released when they load or are rejected.
import type { PoolClient } from 'pg';
import type { Database } from '../../db/types';
import type { ResultFileKind } from './files';
import type { PendingValueCount, StoredPendingValue } from '../../schemas/import';
import type { PendingValue } from './resultRow';

/** Held rows written or read at a time. */
const BATCH_ROWS = 5000;

export interface HeldRow {
  /** The kind of file it came from; 'feed' for a feed's value (fields: feeds/importRows.ts heldFeedFields). */
  kind: ResultFileKind | 'feed';
  file: string;
  line: number;
  /** The cells the import reads, by the file's column names (files.ts heldColumns). */
  fields: Record<string, string>;
  pending: PendingValue[];
}

export interface StoredHeldRow extends HeldRow {
  id: string;
  /** The recorded import that held it (migrations/380), or null. */
  importId: number | null;
}

const pendingKey = (value: Pick<PendingValue, 'kind' | 'value' | 'fraction'>) => `${value.kind}\u0000${value.value}\u0000${value.fraction}`;

/** Collects an import's held rows and writes them a batch at a time (a row held already, or a feed's value, is not held twice); counts them by pending value. */
export class HeldRowWriter {
  private rows: HeldRow[] = [];
  private readonly counts = new Map<string, PendingValueCount>();
  held = 0;
  /** The recorded import the rows come from (import_held_rows.import_id, migrations/380); null: none. */
  importId: number | null = null;

  /** `beforeWrite`: awaited before each statement (the result loader may be writing on the same client). */
  constructor(
    private readonly client: PoolClient,
    private readonly beforeWrite: () => Promise<void>,
  ) {}

  async add(row: HeldRow): Promise<void> {
    this.held += 1;
    for (const value of row.pending) {
      const key = pendingKey(value);
      const count = this.counts.get(key);
      if (count) count.rows += 1;
      else this.counts.set(key, { kind: value.kind, value: value.value, fraction: value.fraction, rows: 1 });
    }
    this.rows.push(row);
    if (this.rows.length >= BATCH_ROWS) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    await this.beforeWrite();
    await this.client.query(
      `INSERT INTO import_held_rows (kind, file, line, fields, pending, import_id)
       SELECT *, $6::integer FROM unnest($1::text[], $2::text[], $3::integer[], $4::jsonb[], $5::jsonb[]) AS i(kind, file, line, fields, pending)
        WHERE NOT EXISTS (SELECT 1 FROM import_held_rows h WHERE h.file = i.file AND h.line = i.line AND h.kind = i.kind AND h.fields = i.fields)
          -- A feed's value by its cells alone: the refresher's overlapping answers give it again on other lines (migrations/400).
          AND NOT (i.kind = 'feed' AND EXISTS (SELECT 1 FROM import_held_rows h WHERE h.kind = 'feed' AND h.fields = i.fields))`,
      [rows.map((row) => row.kind), rows.map((row) => row.file), rows.map((row) => row.line), rows.map((row) => JSON.stringify(row.fields)), rows.map((row) => JSON.stringify(row.pending)), this.importId],
    );
  }

  /** The values this import's rows wait for, most rows first. */
  pendingValues(): PendingValueCount[] {
    return [...this.counts.values()].sort((a, b) => b.rows - a.rows || a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value));
  }
}

/** The held rows after `afterId`, a batch in the order they were held. */
export async function heldRowBatch(client: PoolClient, afterId: string): Promise<StoredHeldRow[]> {
  const { rows } = await client.query<StoredHeldRow>(
    'SELECT id::text, kind, file, line, fields, pending, import_id AS "importId" FROM import_held_rows WHERE id > $1::bigint ORDER BY id LIMIT $2',
    [afterId, BATCH_ROWS],
  );
  return rows;
}

/** Deletes held rows that loaded or were rejected; stores what the others still wait for. */
export async function updateHeldRows(client: PoolClient, released: readonly string[], stillHeld: readonly { id: string; pending: PendingValue[] }[]): Promise<void> {
  if (released.length > 0) await client.query('DELETE FROM import_held_rows WHERE id = ANY($1::bigint[])', [released]);
  if (stillHeld.length === 0) return;
  await client.query(
    `UPDATE import_held_rows h SET pending = u.pending
       FROM unnest($1::bigint[], $2::jsonb[]) AS u(id, pending)
      WHERE h.id = u.id AND h.pending <> u.pending`,
    [stillHeld.map((row) => row.id), stillHeld.map((row) => JSON.stringify(row.pending))],
  );
}

/** Every pending value with its count of held rows, by kind, most rows first. */
export async function pendingValues(db: Database): Promise<StoredPendingValue[]> {
  const { rows } = await db.query<StoredPendingValue>(
    `SELECT kind, value, fraction, rows, first_file AS "firstFile", to_char(first_seen AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "firstSeen"
       FROM import_pending_values ORDER BY kind, rows DESC, value, fraction`,
  );
  return rows;
}
