// The WQX 3.0 export imports again (issue 18): a selection exported, removed from the database and
// imported from the exported file is the same selection, value for value; importing it once more adds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/types';
import type { SavedDownloadFilter } from '../schemas';
import { downloadCsv } from '../downloads/csvStream';
import { WQX_CSV } from '../downloads/wqx';
import { testEngines } from '../test-support/databases';
import { useSeededApp } from '../test-support/seededApp';
import { importFiles } from './import/importer';

/** Stream and reservoir sites (flow conditions, depths, non-detects) over nutrients, a field parameter and solids. */
const SELECTION: SavedDownloadFilter = {
  user_uuid: 'public',
  locations: [68, 79, 83],
  parameters: [28, 29, 3, 8, 30],
  flow_conditions: [3],
  start_date: '2014-10-01',
  end_date: '2020-09-30',
};

async function exportedLines(db: Database): Promise<string[]> {
  let text = '';
  for await (const chunk of await downloadCsv(db, SELECTION, WQX_CSV)) text += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return text.split('\r\n').filter(Boolean);
}

describe.each(testEngines())('WQX export and import round trip on %s', (engine) => {
  const appOf = useSeededApp(engine);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wqx-round-trip-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test('an exported selection, removed and imported again, exports the same file; a second import adds nothing', async () => {
    const db = appOf().basinApi.db;
    // One result from a partner's file, whose identifier a spreadsheet would run as a formula: exported
    // with a protective apostrophe, it must be stored again without it.
    await db.query(`UPDATE results SET organization_id = 2, result_identifier = '=NWIS-1', status = 'Preliminary'
                     WHERE id = (SELECT min(id) FROM results WHERE location_id = 68 AND parameter_id = 28 AND sample_date >= $1)`, [SELECTION.start_date]);
    const [header, ...before] = await exportedLines(db);
    expect(before.filter((line) => line.includes(",'=NWIS-1,"))).toHaveLength(1);
    expect(before.length).toBeGreaterThan(100);
    const file = { name: 'Time Series Data (WQX).csv', path: path.join(folder, 'export.csv') };
    fs.writeFileSync(file.path, [header, ...before].join('\r\n') + '\r\n');

    await db.query('DELETE FROM results WHERE location_id = ANY($1) AND parameter_id = ANY($2) AND sample_date BETWEEN $3 AND $4', [
      SELECTION.locations, SELECTION.parameters, SELECTION.start_date, SELECTION.end_date,
    ]);
    expect(await exportedLines(db)).toEqual([header]);

    const first = await importFiles(db, [file], { strict: true });
    expect({ added: first.added, alreadyPresent: first.alreadyPresent, rejected: first.rejected, rejectedRows: first.rejectedRows }).toEqual({
      added: before.length, alreadyPresent: 0, rejected: 0, rejectedRows: [],
    });
    const { rows } = await db.query(`SELECT status FROM results WHERE organization_id = 2 AND result_identifier = '=NWIS-1'`);
    expect(rows).toEqual([{ status: 'Preliminary' }]);
    const [headerAgain, ...after] = await exportedLines(db);
    expect(headerAgain).toBe(header);
    expect([...after].sort()).toEqual([...before].sort());

    const second = await importFiles(db, [file]);
    expect({ added: second.added, alreadyPresent: second.alreadyPresent, rejected: second.rejected }).toEqual({ added: 0, alreadyPresent: before.length, rejected: 0 });
  });
});
