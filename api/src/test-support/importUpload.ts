// Uploads for the tests of POST /api/import: multipart/form-data bodies of files and fields, and the
// import fixtures (api/src/wqx/import/fixtures) by name.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const IMPORT_FIXTURES = path.join(__dirname, '../wqx/import/fixtures');
const BOUNDARY = '----basin-import-test';

/** A multipart/form-data body of files (name, content) and fields, with its content type. */
export function form(files: [string, string][], fields: Record<string, string> = {}) {
  const parts = [
    ...Object.entries(fields).map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ...files.map(([name, content]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`),
  ];
  return { payload: `${parts.join('')}--${BOUNDARY}--\r\n`, headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/** An import fixture as a file of a form: its name and content. */
export const fixture = (name: string): [string, string] => [name, readFileSync(path.join(IMPORT_FIXTURES, name), 'utf8')];
