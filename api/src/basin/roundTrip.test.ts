// The proof of one ingest path (issue 29): the demo portal exported as a basin package and loaded into
// an empty database answers every public API operation (with the pages' sample parameters) exactly as
// the original does; loading the package again changes nothing; exporting the copy gives the same files.
import { readdirSync, readFileSync, rmSync, mkdtempSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { benchRequests } from '../bench/routes';
import { migrate } from '../db/migrate';
import { BASELINE_PERIOD } from '../domain';
import { computePeriod } from '../summary/summaryPeriods';
import { createTestDatabase, testEngines, type TestDatabase } from '../test-support/databases';
import { exportBasin } from './export';
import { loadPackage } from './load';
import { formatPackageError, readPackage } from './read';

jest.setTimeout(300_000);

/** Every file under a folder, by relative path. */
function filesOf(folder: string, prefix = ''): string[] {
  return readdirSync(path.join(folder, prefix)).flatMap((name) => {
    const relative = path.join(prefix, name);
    return statSync(path.join(folder, relative)).isDirectory() ? filesOf(folder, relative) : [relative];
  });
}

/** Fields that say when an answer was computed, not what it is. */
const volatile = (key: string) => ['computed_at', 'computedAt', 'generatedAt', 'finished_at', 'started_at'].includes(key);
const comparable = (text: string): unknown => {
  try {
    return JSON.parse(text, (key, value: unknown) => (volatile(key) ? undefined : value));
  } catch {
    return text;
  }
};

describe.each(testEngines())('basin package round trip on %s', (engine) => {
  let original: TestDatabase;
  let copy: TestDatabase;
  let exported: string;
  let reexported: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    exported = mkdtempSync(path.join(os.tmpdir(), 'basin-export-'));
    reexported = mkdtempSync(path.join(os.tmpdir(), 'basin-reexport-'));
    original = await createTestDatabase(engine, { seeded: true });
    copy = await createTestDatabase(engine);
    const source = await original.open();
    try {
      await computePeriod(source, BASELINE_PERIOD);
      await exportBasin(source, exported);
    } finally {
      await source.end();
    }
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await original?.destroy();
    await copy?.destroy();
    for (const folder of [exported, reexported]) rmSync(folder, { recursive: true, force: true });
  });

  test('the exported package loads into an empty database; loading it again changes nothing; exporting the copy gives the same files', async () => {
    const { basinPackage, errors } = await readPackage(exported);
    expect(errors.map(formatPackageError)).toEqual([]);
    const db = await copy.open();
    try {
      await migrate(db);
      const first = await loadPackage(db, basinPackage);
      expect(first.changed).toBe(true);
      expect(first.changes.find((change) => change.table === 'results')?.inserted).toBeGreaterThan(1000);
      await computePeriod(db, BASELINE_PERIOD);
      const { rows: before } = await db.query<{ revision: string }>('SELECT revision::text FROM data_revision');
      const again = await loadPackage(db, (await readPackage(exported)).basinPackage);
      expect(again.changes.filter((change) => change.inserted + change.updated + change.deleted > 0)).toEqual([]);
      expect(again.changed).toBe(false);
      const { rows: after } = await db.query<{ revision: string }>('SELECT revision::text FROM data_revision');
      expect(after).toEqual(before);
      await exportBasin(db, reexported);
    } finally {
      await db.end();
    }
    const files = filesOf(exported).sort();
    expect(filesOf(reexported).sort()).toEqual(files);
    for (const file of files) expect({ file, text: readFileSync(path.join(reexported, file), 'utf8') }).toEqual({ file, text: readFileSync(path.join(exported, file), 'utf8') });
  });

  test('every public API operation answers the copy as it answers the original', async () => {
    const [originalApp, copyApp] = await Promise.all(
      [original, copy].map(async (database) => {
        const app = await buildApp({ ...database.appOptions, logger: false });
        await app.ready();
        apps.push(app);
        return app;
      }),
    ) as [FastifyInstance, FastifyInstance];
    const openapi = (await originalApp.inject({ method: 'GET', url: '/api/openapi.json' })).json<Parameters<typeof benchRequests>[0]>();
    const telemetry = (await originalApp.inject({ method: 'GET', url: '/api/list-locations-telem' })).json<Array<{ locationid: number }>>();
    const { requests } = benchRequests(
      openapi,
      {
        'POST /api/download-user-filters-recordcounts': { uuid: 'public' },
        'POST /api/dropdown-parameters': { parameterGroups: [147, 152] },
        'POST /api/dropdown-locations-assoc': { locationTypes: ['Reservoir', 'Surface Water'] },
      },
      { today: '2026-06-01', telemetryLocationIds: telemetry.map((location) => location.locationid).join(',') },
    );
    const reads = requests.filter((request) => request.method === 'GET' || request.template.includes('dropdown') || request.template.includes('recordcounts'));
    expect(reads.length).toBeGreaterThan(30);
    const differences: string[] = [];
    for (const request of reads) {
      const send = (app: FastifyInstance) =>
        app.inject({ method: request.method as 'GET', url: request.url, payload: request.body, headers: request.body ? { 'content-type': 'application/json' } : {} });
      const [left, right] = [await send(originalApp), await send(copyApp)];
      if (left.statusCode !== right.statusCode) differences.push(`${request.method} ${request.url}: ${left.statusCode} and ${right.statusCode}`);
      else if (JSON.stringify(comparable(left.body)) !== JSON.stringify(comparable(right.body))) differences.push(`${request.method} ${request.url}: bodies differ`);
    }
    expect(differences).toEqual([]);
  });
});
