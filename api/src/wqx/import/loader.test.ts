import type { Database } from '../../db/types';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test-support/databases';
import { arrayLiteral, BATCH_ROWS, ResultLoader } from './loader';
import type { ResultRecord } from './resultRow';

/** Text a lab may put in an identifier or a status, with characters an array literal escapes. */
const AWKWARD = 'a\\b"c\td\ne\rf,{g} NULL';

test('array literals quote text and escape backslashes and double quotes', () => {
  expect(arrayLiteral(['x', null, 'a"b\\c'], 'text')).toBe('{"x",NULL,"a\\"b\\\\c"}');
  expect(arrayLiteral([1.5, null, 1e-7], 'float8')).toBe('{1.5,NULL,1e-7}');
  expect(arrayLiteral([true, false], 'bool')).toBe('{t,f}');
});

describe.each(testEngines())('result loader on %s', (engine) => {
  let testDb: TestDatabase;
  let db: Database;
  let record: ResultRecord;

  beforeAll(async () => {
    testDb = await createTestDatabase(engine, { seeded: true });
    db = await testDb.open();
    const { rows } = await db.query<{ location_id: number; parameter_id: number }>('SELECT location_id, parameter_id FROM result_series ORDER BY 1, 2 LIMIT 1');
    const { location_id: locationId, parameter_id: parameterId } = rows[0]!;
    record = {
      locationId, parameterId, sampleDate: '2031-05-06', sampleTime: '10:15:00', value: 1.25, depthM: null, flowConditionId: null,
      nondetect: false, detectionLimit: null, organizationId: 1, resultIdentifier: AWKWARD, status: AWKWARD, timeZone: 'MDT',
    };
  });
  afterAll(async () => {
    await db?.end();
    await testDb?.destroy();
  });

  const load = (records: ResultRecord[]) =>
    db.transaction(async (client) => {
      const loader = new ResultLoader(client);
      for (const each of records) await loader.add(each);
      await loader.flush();
      return { added: loader.added, present: loader.alreadyPresent };
    });

  test('stores text exactly, and counts a key seen earlier in the import or already stored as present', async () => {
    const unkeyed = { ...record, resultIdentifier: null, sampleDate: '2031-05-07' };
    expect(await load([record, { ...record, value: 9 }, unkeyed, unkeyed])).toEqual({ added: 2, present: 2 });
    expect(await load([record, unkeyed])).toEqual({ added: 0, present: 2 });
    const { rows } = await db.query('SELECT result_identifier, status, value FROM results WHERE sample_date >= $1 ORDER BY sample_date', ['2031-05-06']);
    expect(rows).toEqual([
      { result_identifier: AWKWARD, status: AWKWARD, value: 1.25 },
      { result_identifier: null, status: AWKWARD, value: 1.25 },
    ]);
  });

  test('a key repeated in a later batch of the same import is present, not added twice', async () => {
    const records = Array.from({ length: BATCH_ROWS + 1 }, (_, n) => ({ ...record, sampleDate: '2032-01-01', resultIdentifier: `LATER-${n}` }));
    expect(await load([...records, records[0]!])).toEqual({ added: BATCH_ROWS + 1, present: 1 });
  });
});
