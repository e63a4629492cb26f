// The CSV file of a filter, streamed: PostgreSQL writes it itself (COPY); the embedded PGlite, which
// has no COPY to a client, gets it in batches formatted here. Both give the same bytes (tested).
// `profile` chooses the file: the spec's download row (default) or the WQX 3.0 one (downloads/wqx.ts).
import { Readable } from 'node:stream';
import type { Database } from '../db/types';
import type { SavedDownloadFilter } from '../schemas';
import { copyCsv } from './copyCsv';
import { csvLine } from './csv';
import { PORTAL_CSV, downloadRows, type DownloadProfile } from './rows';

/** The file batch by batch: the header, then each batch of rows as CSV lines. */
export async function* batchedCsv(db: Database, filter: SavedDownloadFilter, profile: DownloadProfile = PORTAL_CSV): AsyncGenerator<string> {
  yield csvLine(profile.columns);
  for await (const batch of downloadRows(db, filter, undefined, undefined, profile)) {
    yield batch.map((row) => csvLine(profile.columns.map((column) => row[column]))).join('');
  }
}

export async function downloadCsv(db: Database, filter: SavedDownloadFilter, profile: DownloadProfile = PORTAL_CSV): Promise<Readable> {
  return db.engine === 'postgresql' ? copyCsv(db, filter, profile) : Readable.from(batchedCsv(db, filter, profile));
}
