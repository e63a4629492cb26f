// The CSV file of a filter, streamed: PostgreSQL writes it itself (COPY); the embedded PGlite, which
// has no COPY to a client, gets it in batches formatted here. Both give the same bytes (tested).
import { Readable } from 'node:stream';
import type { Database } from '../db/types';
import { DOWNLOAD_COLUMNS, type SavedDownloadFilter } from '../schemas';
import { copyCsv } from './copyCsv';
import { csvLine } from './csv';
import { downloadRows } from './repository';

/** The file batch by batch: the header, then each batch of rows as CSV lines. */
export async function* batchedCsv(db: Database, filter: SavedDownloadFilter): AsyncGenerator<string> {
  yield csvLine(DOWNLOAD_COLUMNS);
  for await (const batch of downloadRows(db, filter)) {
    yield batch.map((row) => csvLine(DOWNLOAD_COLUMNS.map((column) => row[column]))).join('');
  }
}

export async function downloadCsv(db: Database, filter: SavedDownloadFilter): Promise<Readable> {
  return db.engine === 'postgresql' ? copyCsv(db, filter) : Readable.from(batchedCsv(db, filter));
}
