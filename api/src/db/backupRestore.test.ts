// Backup and restore as docs/operations.md describes it: pg_dump -Fc of a seeded database, pg_restore
// into a fresh one, and the API built on the restored database answers hot reads as the original does.
// PostgreSQL only (PGlite is a directory: copy it while the API is stopped).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { seedDatabase } from '../generator';
import { createTestDatabase, testEngines, TEST_SEED, type TestDatabase } from '../test-support/databases';

const HOT_READS = ['/api/public-map/filters', '/api/locations-param-summary', '/api/public-map/wq-time-series/daily/68/28,29'];

const hasCommand = (name: string) => {
  try {
    execFileSync(name, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const runsHere = testEngines().includes('postgres') && hasCommand('pg_dump') && hasCommand('pg_restore');
if (!runsHere) console.log('backup and restore: skipped (needs TEST_DB=postgres and pg_dump/pg_restore on the PATH)');

(runsHere ? describe : describe.skip)('backup and restore on postgres', () => {
  let original: TestDatabase;
  let restored: TestDatabase;
  const apps: FastifyInstance[] = [];
  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'basin-backup-'));

  beforeAll(async () => {
    original = await createTestDatabase('postgres');
    restored = await createTestDatabase('postgres');
    const db = await original.open();
    try {
      await seedDatabase(db, { seed: TEST_SEED, scale: 0.01 });
    } finally {
      await db.end();
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await original?.destroy();
    await restored?.destroy();
    fs.rmSync(dumpDir, { recursive: true, force: true });
  });

  const answers = async (databaseUrl: string) => {
    const app = await buildApp({ logger: false, databaseUrl });
    apps.push(app);
    return Promise.all(HOT_READS.map(async (url) => {
      const response = await app.inject({ method: 'GET', url });
      return `${url} ${response.statusCode} ${response.body}`;
    }));
  };

  test('pg_dump -Fc, pg_restore into a fresh database: the API serves the same answers', async () => {
    const source = original.appOptions.databaseUrl!;
    const target = restored.appOptions.databaseUrl!;
    const before = await answers(source);
    expect(before.every((answer) => / 200 /.test(answer))).toBe(true);

    const dump = path.join(dumpDir, 'portal.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source]);
    expect(fs.statSync(dump).size).toBeGreaterThan(10_000);
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target}`, dump]);

    expect(await answers(target)).toEqual(before);
  });
});
