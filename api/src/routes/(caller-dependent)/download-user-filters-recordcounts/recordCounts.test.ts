// The record count from the precomputed counts (migrations/300_result_year_counts.sql) against the rows
// the download streams, and the counts after results change.
import { downloadRows } from '../../../downloads/rows';
import { countRecords, monthCuts } from './repository';
import type { Database } from '../../../db/types';
import type { SavedDownloadFilter } from '../../../schemas';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test-support/databases';

describe('monthCuts', () => {
  it('cuts at the whole months inside the selection, as water years and months of the water year', () => {
    expect(monthCuts('2019-10-01', '2020-09-30')).toEqual({
      first: { day: '2019-10-01', waterYear: 2020, month: 1 },
      end: { day: '2020-10-01', waterYear: 2021, month: 1 },
    });
    expect(monthCuts('2020-02-15', '2021-03-30')).toEqual({
      first: { day: '2020-03-01', waterYear: 2020, month: 6 },
      end: { day: '2021-03-01', waterYear: 2021, month: 6 },
    });
    expect(monthCuts('2019-12-02', '2020-02-29').end).toEqual({ day: '2020-03-01', waterYear: 2020, month: 6 });
    expect(monthCuts('2019-12-02', '2019-12-31').first).toEqual({ day: '2020-01-01', waterYear: 2020, month: 4 });
  });

  it('puts both cuts at the day after the end when no whole month is selected', () => {
    const cut = { day: '2020-02-13', waterYear: 2020, month: 5 };
    expect(monthCuts('2020-02-10', '2020-02-12')).toEqual({ first: cut, end: cut });
    expect(monthCuts('2020-03-31', '2020-04-01').first.day).toBe('2020-04-02');
    expect(monthCuts('2021-01-01', '2020-01-01').first.day).toBe('2020-01-02'); // start after end: nothing
    expect(monthCuts('2019-02-02', '2019-02-28').end.day).toBe('2019-03-01');
  });
});

describe.each(testEngines())('record counts on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;
  let everything: SavedDownloadFilter;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: true });
    db = await testDb.open();
    const { rows } = await db.query<{ locations: number[]; parameters: number[]; first: string; last: string }>(
      `SELECT (SELECT array_agg(id ORDER BY id) FROM locations) AS locations, (SELECT array_agg(id ORDER BY id) FROM parameters) AS parameters,
              (SELECT min(sample_date) FROM results) AS first, (SELECT max(sample_date) FROM results) AS last`,
    );
    const { locations, parameters, first, last } = rows[0]!;
    everything = { user_uuid: 'public', locations, parameters, flow_conditions: [1, 2, 3], start_date: first, end_date: last };
  });

  afterAll(async () => {
    await db?.end();
    await testDb?.destroy();
  });

  /** The rows the download streams for a filter. */
  async function streamedRows(filter: SavedDownloadFilter): Promise<number> {
    let rows = 0;
    for await (const batch of downloadRows(db, filter)) rows += batch.length;
    return rows;
  }

  const stale = async () => (await db.query<{ stale: boolean }>('SELECT stale FROM result_count_state')).rows[0]!.stale;

  /** Selections whose dates cut water years, calendar years and months in the middle, or span whole ones. */
  function selections(): SavedDownloadFilter[] {
    const dates: Array<[string, string]> = [
      [everything.start_date, everything.end_date],
      ['1900-01-01', '2100-12-31'],
      ['2011-10-01', '2021-09-30'], // whole water years
      ['2012-01-01', '2019-12-31'], // whole calendar years
      ['2010-10-15', '2025-09-14'], // mid-month at both ends
      ['2015-03-01', '2015-03-31'], // one whole month
      ['2015-03-10', '2015-03-20'], // inside one month
      ['2015-02-28', '2015-03-01'], // across a month boundary, no whole month
      ['2016-06-30', '2016-06-30'], // one day
      ['2020-01-01', '2019-01-01'], // start after end
    ];
    const flows: Array<SavedDownloadFilter['flow_conditions']> = [[3], [1], [2], [1, 2], [2, 3], []];
    const narrow = { locations: everything.locations.filter((id) => id % 3 === 0), parameters: everything.parameters.filter((_, i) => i % 2 === 0) };
    return dates.flatMap(([start_date, end_date], i) => [
      { ...everything, start_date, end_date, flow_conditions: flows[i % flows.length]! },
      { ...everything, ...narrow, start_date, end_date, flow_conditions: flows[(i + 3) % flows.length]! },
    ]);
  }

  it('is current after the seed', async () => {
    expect(await stale()).toBe(false);
  });

  it('equals the rows the download streams, for selections cutting years and months or spanning whole ones', async () => {
    const all = await streamedRows(everything);
    expect(all).toBeGreaterThan(1000);
    expect(await countRecords(db, everything)).toBe(all);
    for (const filter of selections()) {
      expect({ filter, count: await countRecords(db, filter) }).toEqual({ filter, count: await streamedRows(filter) });
    }
  });

  it('follows a change of the results: exact while stale, current again after refresh_result_counts()', async () => {
    const filter = { ...everything, start_date: '2015-03-10', end_date: '2024-05-20' };
    const before = await countRecords(db, filter);
    // One result in a whole month of the selection, one in a partial month at its edge, one outside.
    const location = everything.locations[0]!;
    const parameter = everything.parameters[0]!;
    await db.query(
      `INSERT INTO results (location_id, parameter_id, sample_date, value, flow_condition_id)
       VALUES ($1, $2, '2018-07-15', 1, 1), ($1, $2, '2015-03-11', 2, NULL), ($1, $2, '2030-01-01', 3, 2)`,
      [location, parameter],
    );
    expect(await stale()).toBe(true);
    expect(await countRecords(db, filter)).toBe(before + 2);
    expect(await countRecords(db, filter)).toBe(await streamedRows(filter));

    await db.query('SELECT refresh_result_counts()');
    expect(await stale()).toBe(false);
    expect(await countRecords(db, filter)).toBe(before + 2);
    expect(await countRecords(db, { ...filter, flow_conditions: [1] })).toBe(await streamedRows({ ...filter, flow_conditions: [1] }));
    for (const selection of selections()) expect(await countRecords(db, selection)).toBe(await streamedRows(selection));
    // The new last year (2030) is inside the table's span now.
    const later = { ...everything, start_date: '2029-11-15', end_date: '2030-02-01' };
    expect(await countRecords(db, later)).toBe(1);

    await db.query('UPDATE results SET sample_date = $1 WHERE sample_date = $2 AND location_id = $3', ['2014-01-01', '2018-07-15', location]);
    expect(await stale()).toBe(true);
    expect(await countRecords(db, filter)).toBe(before + 1);
    await db.query(`DELETE FROM results WHERE location_id = $1 AND parameter_id = $2 AND value IN (1, 2, 3) AND sample_date IN ('2014-01-01', '2015-03-11', '2030-01-01')`, [location, parameter]);
    await db.query('SELECT refresh_result_counts()');
    expect(await countRecords(db, filter)).toBe(before);
    expect(await countRecords(db, everything)).toBe(await streamedRows(everything));
  });
});
