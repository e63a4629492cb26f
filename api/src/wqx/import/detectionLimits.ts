// A WQP `ResultDetectionQuantitationLimit` file (one row per limit of a result) fills in the detection
// limits of results stored already, joined by OrganizationIdentifier + ResultIdentifier (the key results
// are stored under): a non-detect whose limit was unknown (a narrowResult 'Not Detected' row) gets the
// limit as its value, as the portal stores non-detects; a detected result without a limit keeps it in
// detection_limit. A result whose limit is known already keeps it. docs/import.md "Detection limits".
import type { PoolClient } from 'pg';
import { dataRowBatches, detectionLimitReader, type FileHeader, type ImportFile } from './files';
import { convert, parseNumber } from './resultRow';
import { reportMessage } from '../../i18n/apiMessages';

/** Limit rows looked up at a time (the rows of one result are never split between two batches). */
const BATCH_ROWS = 5000;

export interface DetectionLimitCounts {
  /** Results given a detection limit. */
  filled: number;
  /** Of which non-detects whose limit was unknown: they now have a value. */
  nonDetectsFilled: number;
  /** Limit rows not used: the result's limit was known already, another limit of it was chosen, or an upper limit. */
  notUsed: number;
  /** Dates of the results filled (the summaries of those dates are stale). */
  firstDate: string | null;
  lastDate: string | null;
}

interface LimitRow {
  line: number;
  type: string;
  value: number;
  unit: string;
}

/** Where a rejected row is reported (importer.ts counts and lists it). */
type Reject = (line: number, column: string, reason: string) => void;

/**
 * The limit a result is censored at, of the limits the file gives for it: a non-detect is below the
 * lower limits, never an upper one ('Upper Quantitation Limit', ...); detection limits ('Method Detection
 * Level', 'Detection Limit', ...) before reporting or quantitation limits; of several of the same rank
 * the highest (the one the result is surely below).
 */
export function chosenLimit(limits: readonly { type: string; value: number }[]): number | null {
  const lower = limits.filter((limit) => !/upper/i.test(limit.type));
  const detection = lower.filter((limit) => /detect/i.test(limit.type));
  const ranked = detection.length > 0 ? detection : lower;
  return ranked.length > 0 ? Math.max(...ranked.map((limit) => limit.value)) : null;
}

interface StoredResult {
  /** 1-based position of the key in the batch. */
  n: number;
  id: string;
  unit: string;
  limit_known: boolean;
  limit_unknown: boolean;
  sample_date: string;
}

async function applyBatch(client: PoolClient, batch: Map<string, { organization: string; identifier: string; rows: LimitRow[] }>, column: (field: 'resultIdentifier' | 'unit') => string, reject: Reject, counts: DetectionLimitCounts): Promise<void> {
  const keys = [...batch.values()];
  const { rows: stored } = await client.query<StoredResult>(
    `SELECT i.n::integer AS n, r.id::text AS id, p.unit,
            (r.detection_limit IS NOT NULL OR (r.nondetect AND r.value IS NOT NULL)) AS limit_known, r.value IS NULL AS limit_unknown,
            r.sample_date::text AS sample_date
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS i(organization, identifier, n)
       JOIN organizations o ON o.abbrev = i.organization
       JOIN results r ON r.organization_id = o.id AND r.result_identifier = i.identifier
       JOIN parameters p ON p.id = r.parameter_id`,
    [keys.map((key) => key.organization), keys.map((key) => key.identifier)],
  );
  const found = new Map(stored.map((result) => [keys[result.n - 1]!, result]));
  const ids: string[] = [];
  const limits: number[] = [];
  for (const entry of keys) {
    const { organization, identifier, rows } = entry;
    const result = found.get(entry);
    if (!result) {
      for (const row of rows) reject(row.line, column('resultIdentifier'), reportMessage('import.row.noResultForLimit', { organization, identifier }));
      continue;
    }
    const converted: { type: string; value: number }[] = [];
    for (const row of rows) {
      const value = convert(row.value, row.unit, result.unit);
      if (value === null) reject(row.line, column('unit'), reportMessage('import.row.unit', { from: row.unit, to: result.unit }));
      else converted.push({ type: row.type, value });
    }
    const limit = result.limit_known ? null : chosenLimit(converted);
    if (limit === null) {
      counts.notUsed += converted.length;
      continue;
    }
    counts.notUsed += converted.length - 1;
    counts.filled += 1;
    if (result.limit_unknown) counts.nonDetectsFilled += 1;
    ids.push(result.id);
    limits.push(limit);
    if (counts.firstDate === null || result.sample_date < counts.firstDate) counts.firstDate = result.sample_date;
    if (counts.lastDate === null || result.sample_date > counts.lastDate) counts.lastDate = result.sample_date;
  }
  if (ids.length === 0) return;
  await client.query(
    `UPDATE results r SET detection_limit = u.detection_limit, value = coalesce(r.value, u.detection_limit)
       FROM unnest($1::bigint[], $2::float8[]) AS u(id, detection_limit)
      WHERE r.id = u.id`,
    [ids, limits],
  );
}

/** Reads a limit file and fills in the limits of the results it names; returns its row count. */
export async function importDetectionLimits(client: PoolClient, file: ImportFile, header: FileHeader, reject: Reject, counts: DetectionLimitCounts, counted: () => void): Promise<number> {
  const read = detectionLimitReader(header);
  const column = (field: 'resultIdentifier' | 'unit') => read.columnName(field);
  let batch = new Map<string, { organization: string; identifier: string; rows: LimitRow[] }>();
  let rowsInBatch = 0;
  let rows = 0;
  for await (const parsed of dataRowBatches(file, header)) {
    for (const { line, row } of parsed) {
      rows += 1;
      counted();
      const [organization, identifier, valueText] = [read(row, 'organization'), read(row, 'resultIdentifier'), read(row, 'value')];
      if (!organization) {
        reject(line, read.columnName('organization'), reportMessage('import.row.noOrganization'));
        continue;
      }
      if (!identifier) {
        reject(line, column('resultIdentifier'), reportMessage('import.row.noResultIdentifier'));
        continue;
      }
      const value = parseNumber(valueText);
      if (value === null) {
        reject(line, read.columnName('value'), valueText ? reportMessage('import.row.detectionLimit', { text: valueText }) : reportMessage('import.row.noDetectionLimit'));
        continue;
      }
      const key = `${organization}\u0000${identifier}`;
      // A full batch is looked up before a new result's rows start, so one result's limits stay together.
      if (rowsInBatch >= BATCH_ROWS && !batch.has(key)) {
        await applyBatch(client, batch, column, reject, counts);
        batch = new Map();
        rowsInBatch = 0;
      }
      let entry = batch.get(key);
      if (!entry) batch.set(key, (entry = { organization, identifier, rows: [] }));
      entry.rows.push({ line, type: read(row, 'type'), value, unit: read(row, 'unit') });
      rowsInBatch += 1;
    }
  }
  if (batch.size > 0) await applyBatch(client, batch, column, reject, counts);
  return rows;
}
