// The Import Data page's calls (docs/import.md "The Import Data page"): the history, the pending values, the
// upload (a dry run or the import, with the progress of the bytes sent), their resolution and the undo.
// Writes are never asked again (docs/client-retries.md).
import type { ImportReport, ResolutionReport, ResolutionRequest, UndoReport } from '@basin/api/schemas';
import { apiGetQuery, apiSend, apiUpload, type UploadProgress } from '@basin/shared';

/** GET /api/imports: the past imports, newest first. */
export const importsQuery = apiGetQuery('/imports', { query: {} });

/** GET /api/import/pending: the values rows of every import wait for. */
export const pendingQuery = apiGetQuery('/import/pending', {});

/** POST /api/import: the files, checked (`dryRun`: nothing changes) or imported. */
export function uploadFiles(files: readonly File[], { dryRun, onProgress }: { dryRun: boolean; onProgress: (progress: UploadProgress) => void }): Promise<ImportReport> {
  const body = new FormData();
  body.append('dryRun', String(dryRun));
  for (const file of files) body.append('files', file, file.name);
  return apiUpload<ImportReport>('/import', body, { onProgress });
}

/** POST /api/import/aliases: maps or adds pending values; the held rows load. */
export const resolvePending = (request: ResolutionRequest): Promise<ResolutionReport> => apiSend('POST /import/aliases', request);

/** POST /api/imports/:id/undo. */
export const undoImport = (id: number): Promise<UndoReport> => apiSend('POST /imports/:id/undo', undefined, { params: { id } });
