// `npm run export-basin -- [--gzip] <folder>`: writes the portal's basin as a basin package
// (docs/basin-package.md) into the folder, which is emptied first. `--gzip` writes the data files as
// .csv.gz. Environment: DATABASE_URL or PGLITE_DATA_DIR (which database), as the seeder.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportBasin } from '../basin/export';
import { openDatabase } from '../db';
import { migrate } from '../db/migrate';
import { databaseSettings } from '../settings';

const USAGE = 'usage: npm run export-basin -- [--gzip] <folder>';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { gzip: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  const settings = databaseSettings();
  const db = await openDatabase(settings);
  try {
    await migrate(db);
    const outcome = await exportBasin(db, folder, { gzipData: values.gzip });
    process.stdout.write(`Wrote ${folder} (${(outcome.milliseconds / 1000).toFixed(1)} s):\n`);
    for (const [table, rows] of Object.entries(outcome.rows)) if (rows > 0) process.stdout.write(`  ${table.padEnd(30)} ${rows.toLocaleString('en-US')} rows\n`);
  } finally {
    await db.end();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Exporting the basin failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
