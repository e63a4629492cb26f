// Writes mapped results in batches of BATCH_ROWS, each column one array parameter expanded with
// unnest() (as the generator loads). Results with a ResultIdentifier are keyed by (organization_id,
// result_identifier); the others by site, parameter, date, time and depth. A row already stored, or
// earlier in the same import, counts as present. The two kinds are batched apart, each by a plain
// INSERT whose row count is what it added: one statement with both in CTEs (reading the input twice)
// took twice the server's time. Keyed rows skip the stored keys by one index lookup each and the
// batch's own repeats in the loader: ON CONFLICT DO NOTHING (a speculative insertion per row) took a
// quarter longer. OFFSET 0 keeps that lookup per row: as an anti-join the planner chose a merge join
// that read the organisation's whole range of the index for every batch, slower as the table grows.
// The unique index still refuses a key another writer stored meanwhile (imports take turns: importer.ts).
// Each column is sent as the text of a PostgreSQL array, written here: node-postgres's own array
// serializer (escaping and converting every element) took a third of the import's time in the driver.
import type { PoolClient } from 'pg';
import { SOURCES, Source } from '../../generator/catalog';
import type { ResultRecord } from './resultRow';

export const BATCH_ROWS = 5000;

const COLUMNS = [
  ['location_id', 'int4'], ['parameter_id', 'int4'], ['sample_date', 'date'], ['sample_time', 'time'], ['value', 'float8'], ['depth_m', 'float4'],
  ['flow_condition_id', 'int2'], ['nondetect', 'bool'], ['detection_limit', 'float8'], ['organization_id', 'int2'], ['result_identifier', 'text'],
  ['status', 'text'], ['time_zone', 'text'], ['import_id', 'int4'],
] as const;

type ColumnType = (typeof COLUMNS)[number][1];

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

const names = COLUMNS.map(([name]) => name).join(', ');
/**
 * The source of imported results: the basin's programme named as the demo basin names it ('Partner agency
 * data (Water Quality Portal)'), or none when its package has no such source (an empty portal has none).
 */
const PARTNER_SOURCE = `(SELECT min(id) FROM sources WHERE description = '${SOURCES.find((source) => source.id === Source.Partner)?.description}')`;
const input = `unnest(${COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ')}) AS i(${names})`;
const INSERT_KEYED = `
INSERT INTO results (${names}, source_id)
SELECT ${names}, ${PARTNER_SOURCE}
  FROM ${input}
 WHERE NOT EXISTS (SELECT 1 FROM results r WHERE r.organization_id = i.organization_id AND r.result_identifier = i.result_identifier OFFSET 0)`;
const INSERT_UNKEYED = `
INSERT INTO results (${names}, source_id)
SELECT DISTINCT ON (location_id, parameter_id, sample_date, sample_time, depth_m) ${names}, ${PARTNER_SOURCE}
  FROM ${input}
 WHERE NOT EXISTS (SELECT 1 FROM results r
                    WHERE r.location_id = i.location_id AND r.parameter_id = i.parameter_id AND r.sample_date = i.sample_date
                      AND r.sample_time IS NOT DISTINCT FROM i.sample_time AND r.depth_m IS NOT DISTINCT FROM i.depth_m)`;

/** The rows of one kind waiting to be written, a column at a time. */
class Batch {
  columns: unknown[][] = COLUMNS.map(() => []);
  /** Rows taken, repeats included (they count as present). */
  rows = 0;
  /** Keys of the keyed rows in the batch: a repeat is dropped here. */
  private readonly keys = new Set<string>();

  constructor(readonly statement: string) {}

  add(values: readonly unknown[], key: string | null): void {
    this.rows += 1;
    if (key !== null) {
      if (this.keys.has(key)) return;
      this.keys.add(key);
    }
    for (let index = 0; index < values.length; index++) (this.columns[index] as unknown[]).push(values[index]);
  }

  /** Takes the pending rows as the statement's parameters. */
  take(): { literals: string[]; rows: number } {
    const taken = { literals: this.columns.map((values, index) => arrayLiteral(values, COLUMNS[index]![1])), rows: this.rows };
    this.columns = COLUMNS.map(() => []);
    this.keys.clear();
    this.rows = 0;
    return taken;
  }
}

export class ResultLoader {
  private readonly keyed = new Batch(INSERT_KEYED);
  private readonly unkeyed = new Batch(INSERT_UNKEYED);
  /** The batch the server is writing while the next one is read (one client runs one query at a time). */
  private writing: Promise<void> = Promise.resolve();
  added = 0;
  alreadyPresent = 0;
  /** Dates and sites of the rows written (what the summaries and periods of record must follow). */
  firstDate: string | null = null;
  lastDate: string | null = null;
  readonly touchedSites = new Set<number>();
  /** The recorded import the rows added next come from (results.import_id, migrations/380); null: none. */
  importId: number | null = null;

  constructor(private readonly client: PoolClient) {}

  /** Adds a row; when it completes a batch, returns the wait for the batch before (await it), else nothing. */
  add(record: ResultRecord): Promise<void> | undefined {
    const keyed = record.resultIdentifier !== null;
    const batch = keyed ? this.keyed : this.unkeyed;
    batch.add(
      [
        record.locationId, record.parameterId, record.sampleDate, record.sampleTime, record.value, record.depthM, record.flowConditionId,
        record.nondetect, record.detectionLimit, record.organizationId, record.resultIdentifier, record.status, record.timeZone,
        this.importId,
      ],
      keyed ? `${record.organizationId}\u0000${record.resultIdentifier}` : null,
    );
    if (this.firstDate === null || record.sampleDate < this.firstDate) this.firstDate = record.sampleDate;
    if (this.lastDate === null || record.sampleDate > this.lastDate) this.lastDate = record.sampleDate;
    this.touchedSites.add(record.locationId);
    return batch.rows >= BATCH_ROWS ? this.send(batch) : undefined;
  }

  /** Starts writing the batch's rows once the batch before is written, without waiting for them. */
  private async send(batch: Batch): Promise<void> {
    // Written out while the server still writes the batch before.
    const { literals, rows } = batch.take();
    await this.writing;
    this.writing = this.client.query(batch.statement, literals).then(({ rowCount }) => {
      const added = rowCount ?? 0;
      this.added += added;
      this.alreadyPresent += rows - added;
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
    for (const batch of [this.keyed, this.unkeyed]) if (batch.rows > 0) await this.send(batch);
    await this.writing;
  }
}
