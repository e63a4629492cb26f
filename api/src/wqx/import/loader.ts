// Writes mapped results in batches: one statement per batch of BATCH_ROWS, each column one array
// parameter expanded with unnest() (as the generator loads), deduplicated in SQL. Results with a
// ResultIdentifier are keyed by (organization_id, result_identifier); the others by site, parameter,
// date, time and depth. A row already stored, or earlier in the same import, counts as present.
import type { PoolClient } from 'pg';
import { Source } from '../../generator/catalog';
import type { ResultRecord } from './resultRow';

export const BATCH_ROWS = 5000;

const COLUMNS = [
  ['location_id', 'int4'], ['parameter_id', 'int4'], ['sample_date', 'date'], ['sample_time', 'time'], ['value', 'float8'], ['depth_m', 'float4'],
  ['flow_condition_id', 'int2'], ['nondetect', 'bool'], ['detection_limit', 'float8'], ['organization_id', 'int2'], ['result_identifier', 'text'],
  ['status', 'text'], ['time_zone', 'text'],
] as const;

const names = COLUMNS.map(([name]) => name).join(', ');
const input = `SELECT * FROM unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) AS t(${names})`;
const INSERT = `
WITH input AS (${input}),
keyed AS (
  INSERT INTO results (${names}, source_id)
  SELECT ${names}, ${Source.Partner} FROM input WHERE result_identifier IS NOT NULL
  ON CONFLICT (organization_id, result_identifier) WHERE result_identifier IS NOT NULL DO NOTHING
  RETURNING 1),
unkeyed AS (
  INSERT INTO results (${names}, source_id)
  SELECT DISTINCT ON (location_id, parameter_id, sample_date, sample_time, depth_m) ${names}, ${Source.Partner}
    FROM input i
   WHERE result_identifier IS NULL
     AND NOT EXISTS (SELECT 1 FROM results r
                      WHERE r.location_id = i.location_id AND r.parameter_id = i.parameter_id AND r.sample_date = i.sample_date
                        AND r.sample_time IS NOT DISTINCT FROM i.sample_time AND r.depth_m IS NOT DISTINCT FROM i.depth_m)
  RETURNING 1)
SELECT (SELECT count(*) FROM keyed)::integer + (SELECT count(*) FROM unkeyed)::integer AS added`;

export class ResultLoader {
  private columns: unknown[][] = COLUMNS.map(() => []);
  private pending = 0;
  /** The batch the server is writing while the next one is read (one client runs one query at a time). */
  private writing: Promise<void> = Promise.resolve();
  added = 0;
  alreadyPresent = 0;
  /** Dates and sites of the rows written (what the summaries and periods of record must follow). */
  firstDate: string | null = null;
  lastDate: string | null = null;
  readonly touchedSites = new Set<number>();

  constructor(private readonly client: PoolClient) {}

  /** Adds a row; when it completes a batch, returns the wait for the batch before (await it), else nothing. */
  add(record: ResultRecord): Promise<void> | undefined {
    const values = [
      record.locationId, record.parameterId, record.sampleDate, record.sampleTime, record.value, record.depthM, record.flowConditionId,
      record.nondetect, record.detectionLimit, record.organizationId, record.resultIdentifier, record.status, record.timeZone,
    ];
    for (let index = 0; index < values.length; index++) (this.columns[index] as unknown[]).push(values[index]);
    if (this.firstDate === null || record.sampleDate < this.firstDate) this.firstDate = record.sampleDate;
    if (this.lastDate === null || record.sampleDate > this.lastDate) this.lastDate = record.sampleDate;
    this.touchedSites.add(record.locationId);
    this.pending += 1;
    return this.pending >= BATCH_ROWS ? this.send() : undefined;
  }

  /** Starts writing the pending rows once the batch before is written, without waiting for them. */
  private async send(): Promise<void> {
    await this.writing;
    const [columns, count] = [this.columns, this.pending];
    this.columns = COLUMNS.map(() => []);
    this.pending = 0;
    this.writing = this.client.query<{ added: number }>(INSERT, columns).then(({ rows }) => {
      const added = rows[0]?.added ?? 0;
      this.added += added;
      this.alreadyPresent += count - added;
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
    if (this.pending > 0) await this.send();
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
