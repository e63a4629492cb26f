// POST /api/import (issue 18): staff (Administrator or Developer) upload Water Quality Portal files,
// multipart/form-data: one or more files (narrowResult, resultPhysChem, station, WQX 3.0 narrow,
// ResultDetectionQuantitationLimit, the authority's lab results; CSV or TSV) and optional fields `strict`
// and `dryRun` ('true'). Imported as the CLI imports them (docs/import.md): one transaction, answered with
// the report. Rows waiting for an unknown value are held: ./pending and ./aliases review them.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { serve } from '../../../contract/serve';
import { ApiProblem, FieldError } from '../../../apiProblem';
import { answerLanguage, inLanguage } from '../../../i18n/apiMessages';
import { importFiles, type ImportFile } from '../../../wqx/import/importer';
import { postImport } from './contract';

const MAX_FILES = 20;
const TRUE_VALUES = new Set(['true', '1', 'on', 'yes']);

interface Upload {
  files: ImportFile[];
  strict: boolean;
  dryRun: boolean;
}

/** 413 naming the file and the limit. */
function tooLarge(file: string, fileBytes: number): ApiProblem {
  const limit = fileBytes >= 1024 * 1024 ? `${(fileBytes / 1024 / 1024).toLocaleString('en-US', { maximumFractionDigits: 1 })} MiB` : `${Math.floor(fileBytes / 1024)} KiB`;
  return new ApiProblem(413, { id: 'import.fileTooLarge', values: { file, limit } });
}

/** Saves the uploaded files into `directory` and reads the fields, in whatever order they come. */
async function receive(request: FastifyRequest, directory: string, fileBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new FieldError('files', 'import.notMultipart');
  const upload: Upload = { files: [], strict: false, dryRun: false };
  try {
    for await (const part of request.parts({ limits: { fileSize: fileBytes, files: MAX_FILES } })) {
      if (part.type === 'file') {
        const saved = path.join(directory, String(upload.files.length));
        await pipeline(part.file, createWriteStream(saved));
        if (part.file.truncated) throw tooLarge(part.filename, fileBytes);
        upload.files.push({ name: part.filename || `file ${upload.files.length + 1}`, path: saved });
      } else if (part.fieldname === 'strict' || part.fieldname === 'dryRun') {
        upload[part.fieldname] = TRUE_VALUES.has(String(part.value).toLowerCase());
      }
    }
  } catch (error) {
    // Errors with a status are ours (413 above) or the multipart plugin's (413 for too many files); the parser's
    // (a truncated or malformed body) do not: the upload is unreadable.
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new FieldError('files', 'import.unreadableUpload', { reason: error instanceof Error ? error.message : String(error) });
  }
  if (upload.files.length === 0) throw new FieldError('files', 'import.noFile');
  return upload;
}

const importRoute: FastifyPluginAsync = async (app) => {
  // A file over the limit is cut short and marked truncated (receive() answers 413 naming it).
  await app.register(multipart, { throwFileSizeLimit: false });

  serve(app, postImport, async (request) => {
    const directory = await mkdtemp(path.join(tmpdir(), 'basin-import-'));
    try {
      const { files, strict, dryRun } = await receive(request, directory, app.config.importFileBytes);
      // Never the bulk load (importer.ts): it locks results against the public's reads until it commits,
      // acceptable for an operator's `npm run import`, not for a server answering visitors meanwhile.
      const options = { strict, dryRun, bulkBytes: Number.POSITIVE_INFINITY, caller: request.user! };
      // The rejected rows' reasons in the caller's language.
      const report = await inLanguage(answerLanguage(request.headers['accept-language']), () => importFiles(app.db, files, options));
      request.log.info({ event: 'import', sub: request.identity, added: report.added, rejected: report.rejected, committed: report.committed }, 'files imported');
      return report;
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
};

export default importRoute;
