// Issue 29's first finding: a portal without the demo basin must take real files. An empty portal (the
// package PORTAL_DATA=empty loads: vocabulary only) imports a WQP result file with its station file;
// with no catalogue every row waits for its characteristic or site (none lost), and accepting the
// characteristics as new parameters loads the rows whose sites are known.
import path from 'node:path';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { loadEmptyPortal } from '../test-support/emptyPortal';
import { importFiles } from '../wqx/import/importer';
import { resolvePending } from '../wqx/import/pending';

const fixture = (name: string) => ({ name, path: path.join(__dirname, '..', 'wqx', 'import', 'fixtures', name) });

describe.each(testEngines())('an empty portal on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => database?.destroy());

  test('takes a WQP result and station file: rows wait for their characteristics, then load as new parameters', async () => {
    const db = await database.open();
    try {
      await loadEmptyPortal(db);
      const report = await importFiles(db, [fixture('narrowResult.csv'), fixture('station.csv')]);
      const resultRows = report.files.find((file) => file.name === 'narrowResult.csv')?.rows ?? 0;
      expect(resultRows).toBeGreaterThan(0);
      expect(report.added + report.alreadyPresent + report.pending + report.rejected).toBe(resultRows);
      expect(report.added).toBe(0);
      expect(report.pending).toBeGreaterThan(0);
      // Sites of the authority the station file does not describe wait too: they need coordinates.
      expect(new Set(report.pendingValues.map((value) => value.kind))).toEqual(new Set(['characteristic', 'site']));

      const resolution = await resolvePending(db, [], { acceptNew: true });
      expect(resolution.parametersCreated).toBeGreaterThan(0);
      expect(resolution.loaded).toBeGreaterThan(0);
      expect(resolution.loaded + resolution.stillPending + resolution.rejected + resolution.alreadyPresent).toBe(report.pending);
      // Left waiting: the sites the station file does not describe, and Ammonia, whose one row (a non-detect
      // without a value) names no unit a new parameter could take.
      const left = resolution.pendingValues.map((value) => `${value.kind} ${value.value}`).sort();
      expect(left).toEqual(['characteristic Ammonia', 'site CCBWQA-CC-10', 'site CCBWQA-CCR-1', 'site USGS-399999999999999']);
      const { rows } = await db.query<{ results: number; group: string }>(
        `SELECT (SELECT count(*) FROM results)::int AS results, (SELECT string_agg(DISTINCT g.name, ',') FROM parameters p JOIN parameter_groups g ON g.id = p.group_id) AS group`,
      );
      expect(rows[0]).toEqual({ results: resolution.loaded, group: 'Other' });
    } finally {
      await db.end();
    }
  });
});
