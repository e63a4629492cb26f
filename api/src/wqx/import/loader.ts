// Writes mapped results in batches of BATCH_ROWS. Results with a ResultIdentifier are keyed by
// (organization_id, result_identifier); the others by site, parameter, date, time and depth. A row
// already stored, or earlier in the same import, counts as present.
// - Keyed rows on PostgreSQL: those not seen earlier in the import and not stored (one lookup per batch)
//   are copied into results with COPY FROM STDIN, the server's fastest way in: no statement to plan
//   and no arrays to parse (an INSERT from unnest() spent a third of its time parsing them). The
//   import's advisory lock (importer.ts) keeps a concurrent import from storing a key in between.
// - Keyed rows on PGlite (whose socket has no COPY FROM) and unkeyed rows: an INSERT of the batch's
//   columns as array parameters expanded with unnest(), deduplicated in SQL; its row count is what it
//   added. Array literals are written here: node-postgres's serializer (escaping and converting each
//   element) took a third of the import's time in the driver.
import type { PoolClient } from 'pg';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { Source } from '../../generator/catalog';
import type { ResultRecord } from './resultRow';

export const BATCH_ROWS = 5000;

const COLUMNS = [
  ['location_id', 'int4'], ['parameter_id', 'int4'], ['sample_date', 'date'], ['sample_time', 'time'], ['value', 'float8'], ['depth_m', 'float4'],
  ['flow_condition_id', 'int2'], ['nondetect', 'bool'], ['detection_limit', 'float8'], ['organization_id', 'int2'], ['result_identifier', 'text'],
  ['status', 'text'], ['time_zone', 'text'],
] as const;
const ORGANIZATION = COLUMNS.findIndex(([name]) => name === 'organization_id');
const RESULT_IDENTIFIER = COLUMNS.findIndex(([name]) => name === 'result_identifier');

type ColumnType = (typeof COLUMNS)[number][1];
type Row = readonly unknown[];

/** Quotes an element of a text array: inside double quotes, backslash and double quote are escaped. */
const quoted = (text: string) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

/** The array literal of a column's values: numbers, dates and times need no quoting, text always does. */
export function arrayLiteral(values: readonly unknown[], type: ColumnType): string {
  const elements = values.map((value) => {
    if (value === null) return 'NULL';
    if (type === 'text') return quoted(value as string);
    if (type === 'bool') return value ? 't' : 'f';
    return String(value);
  });
  return `{${elements.join(',')}}`;
}

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** The fields of a row in COPY's text format: tab-separated, \N for null, backslash escapes in text. */
export function copyFields(row: Row): string {
  return row
    .map((value, index) => {
      if (value === null) return '\\N';
      const type = COLUMNS[index]![1];
      if (type === 'text') return (value as string).replace(/[\\\t\n\r]/g, (character) => COPY_ESCAPES[character]!);
      if (type === 'bool') return value ? 't' : 'f';
      return String(value);
    })
    .join('\t');
}

const names = COLUMNS.map(([name]) => name).join(', ');
const input = `unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) AS i(${names})`;
const INSERT_KEYED = `
INSERT INTO results (${names}, source_id)
SELECT ${names}, ${Source.Partner} FROM ${input}
ON CONFLICT (organization_id, result_identifier) WHERE result_identifier IS NOT NULL DO NOTHING`;
const INSERT_UNKEYED = `
INSERT INTO results (${names}, source_id)
SELECT DISTINCT ON (location_id, parameter_id, sample_date, sample_time, depth_m) ${names}, ${Source.Partner}
  FROM ${input}
 WHERE NOT EXISTS (SELECT 1 FROM results r
                    WHERE r.location_id = i.location_id AND r.parameter_id = i.parameter_id AND r.sample_date = i.sample_date
                      AND r.sample_time IS NOT DISTINCT FROM i.sample_time AND r.depth_m IS NOT DISTINCT FROM i.depth_m)`;
const STORED_KEYS = `
SELECT r.organization_id, r.result_identifier
  FROM unnest($1::int2[], $2::text[]) AS k(organization_id, result_identifier)
  JOIN results r ON r.organization_id = k.organization_id AND r.result_identifier = k.result_identifier`;
const COPY_RESULTS = `COPY results (${names}, source_id) FROM STDIN`;

const keyOf = (organizationId: unknown, identifier: unknown) => `${organizationId as number}\u0000${identifier as string}`;

/** Writes one batch of rows and answers how many it added. */
type BatchWriter = (client: PoolClient, rows: Row[]) => Promise<number>;

/** The batch as an INSERT of its columns expanded with unnest(). */
const insertWith =
  (statement: string): BatchWriter =>
  async (client, rows) => {
    const literals = COLUMNS.map(([, type], index) => arrayLiteral(rows.map((row) => row[index]), type));
    return (await client.query(statement, literals)).rowCount ?? 0;
  };

/** Keyed rows copied in when their key is new to the import and to results. */
function copyNewKeys(): BatchWriter {
  const seen = new Set<string>();
  return async (client, rows) => {
    const fresh = rows.filter((row) => {
      const key = keyOf(row[ORGANIZATION], row[RESULT_IDENTIFIER]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length === 0) return 0;
    const { rows: stored } = await client.query<{ organization_id: number; result_identifier: string }>(STORED_KEYS, [
      arrayLiteral(fresh.map((row) => row[ORGANIZATION]), 'int2'),
      arrayLiteral(fresh.map((row) => row[RESULT_IDENTIFIER]), 'text'),
    ]);
    const storedKeys = new Set(stored.map((row) => keyOf(row.organization_id, row.result_identifier)));
    const added = storedKeys.size === 0 ? fresh : fresh.filter((row) => !storedKeys.has(keyOf(row[ORGANIZATION], row[RESULT_IDENTIFIER])));
    if (added.length > 0) {
      const text = added.map((row) => `${copyFields(row)}\t${Source.Partner}\n`).join('');
      await pipeline(Readable.from([text]), client.query(copyFrom(COPY_RESULTS)));
    }
    return added.length;
  };
}

/** The rows of one kind waiting to be written. */
class Batch {
  rows: Row[] = [];

  constructor(readonly write: BatchWriter) {}
}

export class ResultLoader {
  private readonly keyed: Batch;
  private readonly unkeyed = new Batch(insertWith(INSERT_UNKEYED));
  /** The batch the server is writing while the next one is read (one client runs one query at a time). */
  private writing: Promise<void> = Promise.resolve();
  added = 0;
  alreadyPresent = 0;
  /** Dates and sites of the rows written (what the summaries and periods of record must follow). */
  firstDate: string | null = null;
  lastDate: string | null = null;
  readonly touchedSites = new Set<number>();

  /** `copy`: the connection takes COPY FROM STDIN (PostgreSQL, not PGlite's socket). */
  constructor(
    private readonly client: PoolClient,
    { copy }: { copy: boolean },
  ) {
    this.keyed = new Batch(copy ? copyNewKeys() : insertWith(INSERT_KEYED));
  }

  /** Adds a row; when it completes a batch, returns the wait for the batch before (await it), else nothing. */
  add(record: ResultRecord): Promise<void> | undefined {
    const batch = record.resultIdentifier === null ? this.unkeyed : this.keyed;
    batch.rows.push([
      record.locationId, record.parameterId, record.sampleDate, record.sampleTime, record.value, record.depthM, record.flowConditionId,
      record.nondetect, record.detectionLimit, record.organizationId, record.resultIdentifier, record.status, record.timeZone,
    ]);
    if (this.firstDate === null || record.sampleDate < this.firstDate) this.firstDate = record.sampleDate;
    if (this.lastDate === null || record.sampleDate > this.lastDate) this.lastDate = record.sampleDate;
    this.touchedSites.add(record.locationId);
    return batch.rows.length >= BATCH_ROWS ? this.send(batch) : undefined;
  }

  /** Starts writing the batch's rows once the batch before is written, without waiting for them. */
  private async send(batch: Batch): Promise<void> {
    await this.writing;
    const rows = batch.rows;
    batch.rows = [];
    this.writing = batch.write(this.client, rows).then((added) => {
      this.added += added;
      this.alreadyPresent += rows.length - added;
    });
    // A failed batch fails the import at the next send or flush; until then it must not count as unhandled.
    this.writing.catch(() => undefined);
  }

  /** Resolves when no batch is being written: before another statement on the client. */
  idle(): Promise<void> {
    return this.writing;
  }

  /** Writes what is pending and waits for every batch. */
  async flush(): Promise<void> {
    for (const batch of [this.keyed, this.unkeyed]) if (batch.rows.length > 0) await this.send(batch);
    await this.writing;
  }
}

/**
 * Runs `load` with the foreign keys of results dropped, then adds them again: checked once over the
 * table instead of five lookups per row (which cost three quarters of the insert). Used for large
 * imports only: dropping them locks results against readers until the import commits.
 */
export async function withoutResultForeignKeys(client: PoolClient, load: () => Promise<void>): Promise<void> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE contype = 'f' AND conrelid = 'results'::regclass ORDER BY conname`,
  );
  for (const { name } of rows) await client.query(`ALTER TABLE results DROP CONSTRAINT ${name}`);
  await load();
  for (const { name, definition } of rows) await client.query(`ALTER TABLE results ADD CONSTRAINT ${name} ${definition}`);
}
