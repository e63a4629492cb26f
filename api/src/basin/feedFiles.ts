// A basin package's agency files (docs/basin-package.md "Feed files", docs/feeds.md): the files of its
// `feeds/` folder, kept as they came from the agencies (USGS NWIS RDB or Water Data, NOAA GHCN-Daily in
// inches, CoCoRaHS, the plain CSV of values). They load through the import after the package's tables, so
// their values, statuses and held rows are what an import makes of them, and loading them again adds nothing.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/types';
import { importFiles, type ImportFile, type ImportReport } from '../wqx/import/importer';

export const FEEDS_FOLDER = 'feeds';

/** The package's feed files, by name (README and dot files left out); none without a feeds/ folder. */
export async function packageFeedFiles(folder: string): Promise<ImportFile[]> {
  const directory = path.join(folder, FEEDS_FOLDER);
  if (!existsSync(directory)) return [];
  const names = (await readdir(directory, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.') && !/^readme/i.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  return names.map((name) => ({ name: `${FEEDS_FOLDER}/${name}`, path: path.join(directory, name) }));
}

/** Imports the package's feed files (a FieldError names a file of no known kind); null when it has none. */
export async function importPackageFeeds(db: Database, folder: string, { dryRun = false } = {}): Promise<ImportReport | null> {
  const files = await packageFeedFiles(folder);
  if (files.length === 0) return null;
  return importFiles(db, files, { dryRun, feed: { ghcnUnits: 'standard' } });
}

/** The report's lines for people. */
export function describeFeedImport(report: ImportReport): string[] {
  const count = (value: number) => value.toLocaleString('en-US');
  const { added, revised, unchanged } = report.feedValues;
  return [
    `feeds/ (${report.files.length} file${report.files.length === 1 ? '' : 's'}): ${count(added)} values added, ${count(revised)} revised, ${count(unchanged)} unchanged, ` +
      `${count(report.pending)} held for review, ${count(report.rejected)} rejected`,
    ...report.rejectedRows.slice(0, 20).map((row) => `  ${row.file}:${row.line}, ${row.column}: ${row.reason}`),
  ];
}
