// Writes feed values (docs/feeds.md): gauge readings to telemetry_readings and daily rain to
// precipitation, a batch at a time, keyed as the tables are (site, parameter, instant; site, day). A value
// already stored the same is left alone; one the agency has since revised (a new value, status or
// qualifiers: a provisional value approved) replaces it. The telemetry's daily statistics are rebuilt for
// the days written only (refresh_telemetry_daily, migrations/390), in the writer's transaction.
import type { PoolClient } from 'pg';
import type { ValueStatus } from './readers/types';

/** Values written per statement. */
const BATCH_VALUES = 5000;

export interface FeedValueCounts {
  /** Values the portal did not have. */
  added: number;
  /** Values the portal had otherwise (a provisional value revised or approved). */
  revised: number;
  /** Values the portal had already, the same. */
  unchanged: number;
}

export interface Reading {
  locationId: number;
  parameterId: number;
  /** ISO 8601 instant. */
  time: string;
  value: number;
  status: ValueStatus;
  qualifiers: string | null;
}

export interface DailyRain {
  locationId: number;
  /** YYYY-MM-DD. */
  day: string;
  inches: number;
  status: ValueStatus;
  qualifiers: string | null;
}

const UPSERT_READINGS = `
WITH input AS (
  SELECT DISTINCT ON (location_id, parameter_id, reading_time) *
    FROM unnest($1::integer[], $2::integer[], $3::timestamptz[], $4::float8[], $5::text[], $6::text[], $7::integer[])
      AS i(location_id, parameter_id, reading_time, value, status, qualifiers, position)
   ORDER BY location_id, parameter_id, reading_time, position DESC
), written AS (
  INSERT INTO telemetry_readings AS t (location_id, parameter_id, reading_time, value, status, qualifiers)
  SELECT location_id, parameter_id, reading_time, value, status, qualifiers FROM input
  ON CONFLICT (location_id, parameter_id, reading_time) DO UPDATE
     SET value = EXCLUDED.value, status = EXCLUDED.status, qualifiers = EXCLUDED.qualifiers
   WHERE (t.value, t.status, t.qualifiers) IS DISTINCT FROM (EXCLUDED.value, EXCLUDED.status, EXCLUDED.qualifiers)
  RETURNING t.location_id, t.parameter_id, (t.reading_time AT TIME ZONE 'America/Denver')::date AS day, (xmax = 0) AS added
)
SELECT location_id, parameter_id, min(day)::text AS first, max(day)::text AS last,
       (count(*) FILTER (WHERE added))::integer AS added, (count(*) FILTER (WHERE NOT added))::integer AS revised
  FROM written GROUP BY location_id, parameter_id`;

const UPSERT_RAIN = `
WITH input AS (
  SELECT DISTINCT ON (location_id, precip_date) *
    FROM unnest($1::integer[], $2::date[], $3::float8[], $4::text[], $5::text[], $6::integer[])
      AS i(location_id, precip_date, precip_in, status, qualifiers, position)
   ORDER BY location_id, precip_date, position DESC
), written AS (
  INSERT INTO precipitation AS p (location_id, precip_date, precip_in, status, qualifiers)
  SELECT location_id, precip_date, precip_in, status, qualifiers FROM input
  ON CONFLICT (location_id, precip_date) DO UPDATE
     SET precip_in = EXCLUDED.precip_in, status = EXCLUDED.status, qualifiers = EXCLUDED.qualifiers
   WHERE (p.precip_in, p.status, p.qualifiers) IS DISTINCT FROM (EXCLUDED.precip_in, EXCLUDED.status, EXCLUDED.qualifiers)
  RETURNING (xmax = 0) AS added
)
SELECT (count(*) FILTER (WHERE added))::integer AS added, (count(*) FILTER (WHERE NOT added))::integer AS revised
  FROM written`;

/**
 * Collects a run's feed values and writes them a batch at a time; `finish` writes the rest and rebuilds
 * the daily statistics of the days written. A value given twice in one batch counts once (the last wins).
 */
export class FeedValueWriter {
  readonly counts: FeedValueCounts = { added: 0, revised: 0, unchanged: 0 };
  private readings: Reading[] = [];
  private rain: DailyRain[] = [];
  /** Days written per location and parameter: `${location}:${parameter}` → [first, last]. */
  private readonly touched = new Map<string, [string, string]>();

  constructor(private readonly client: PoolClient) {}

  async addReading(reading: Reading): Promise<void> {
    this.readings.push(reading);
    if (this.readings.length >= BATCH_VALUES) await this.flushReadings();
  }

  async addRain(rain: DailyRain): Promise<void> {
    this.rain.push(rain);
    if (this.rain.length >= BATCH_VALUES) await this.flushRain();
  }

  /** `distinct`: the batch's values, a value given twice once; those neither added nor revised were stored the same. */
  private count(distinct: number, added: number, revised: number): void {
    this.counts.added += added;
    this.counts.revised += revised;
    this.counts.unchanged += distinct - added - revised;
  }

  private async flushReadings(): Promise<void> {
    const batch = this.readings;
    this.readings = [];
    if (batch.length === 0) return;
    const { rows } = await this.client.query<{ location_id: number; parameter_id: number; first: string; last: string; added: number; revised: number }>(
      UPSERT_READINGS,
      [
        batch.map((r) => r.locationId), batch.map((r) => r.parameterId), batch.map((r) => r.time), batch.map((r) => r.value),
        batch.map((r) => r.status), batch.map((r) => r.qualifiers), batch.map((_, index) => index),
      ],
    );
    const distinct = new Set(batch.map((r) => `${r.locationId}\u0000${r.parameterId}\u0000${Date.parse(r.time)}`)).size;
    this.count(distinct, rows.reduce((sum, row) => sum + row.added, 0), rows.reduce((sum, row) => sum + row.revised, 0));
    for (const row of rows) {
      const key = `${row.location_id}:${row.parameter_id}`;
      const range = this.touched.get(key);
      this.touched.set(key, range ? [range[0] < row.first ? range[0] : row.first, range[1] > row.last ? range[1] : row.last] : [row.first, row.last]);
    }
  }

  private async flushRain(): Promise<void> {
    const batch = this.rain;
    this.rain = [];
    if (batch.length === 0) return;
    const { rows } = await this.client.query<{ added: number; revised: number }>(UPSERT_RAIN, [
      batch.map((r) => r.locationId), batch.map((r) => r.day), batch.map((r) => r.inches), batch.map((r) => r.status), batch.map((r) => r.qualifiers), batch.map((_, index) => index),
    ]);
    const row = rows[0] ?? { added: 0, revised: 0 };
    this.count(new Set(batch.map((r) => `${r.locationId}\u0000${r.day}`)).size, row.added, row.revised);
  }

  /** Writes what is left and rebuilds the daily statistics of the days written. */
  async finish(): Promise<void> {
    await this.flushReadings();
    await this.flushRain();
    for (const [key, [first, last]] of this.touched) {
      const [location, parameter] = key.split(':').map(Number);
      await this.client.query('SELECT refresh_telemetry_daily($1, $2, $3::date, $4::date)', [location, parameter, first, last]);
    }
    this.touched.clear();
  }
}
