// The API's catalogues (issue 33): the same messages in both languages, each used by the code, and the
// language an answer is given in.
import fs from 'node:fs';
import path from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { DOWNLOAD_CAP } from '../domain';
import { API_CATALOGUES, API_LANGUAGES, answerLanguage, formatApiMessage, inLanguage, reportMessage, type ApiMessageId } from './apiMessages';

type Element = ReturnType<IntlMessageFormat['getAst']>[number];

/** The names a message's placeholders and selects use, sorted (ICU element types 1-6 name an argument). */
function argumentsOf(elements: Element[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if ('value' in element && element.type >= 1 && element.type <= 6) names.add(String(element.value));
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, names);
  }
  return [...names].sort();
}

/** The API's sources, tests left out: where a message id must appear as a literal. */
function sources(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [fs.readFileSync(file, 'utf8')] : [];
  });
}

describe('the API catalogues', () => {
  const ids = Object.keys(API_CATALOGUES.en) as ApiMessageId[];

  it('have the same messages, valid ICU with the same placeholders, in every language', () => {
    for (const language of API_LANGUAGES) {
      expect(Object.keys(API_CATALOGUES[language]).sort()).toEqual([...ids].sort());
      for (const id of ids) {
        const expected = argumentsOf(new IntlMessageFormat(API_CATALOGUES.en[id], 'en-US').getAst());
        expect({ id, language, placeholders: argumentsOf(new IntlMessageFormat(API_CATALOGUES[language][id], 'es-US').getAst()) }).toEqual({ id, language, placeholders: expected });
      }
    }
  });

  it('hold no message the code does not use', () => {
    const code = sources(path.resolve(__dirname, '..')).join('\n');
    expect(ids.filter((id) => !code.includes(`'${id}'`))).toEqual([]);
  });

  it('keep the English texts the API has always answered with', () => {
    expect(formatApiMessage('en', { id: 'downloads.cap', values: { cap: DOWNLOAD_CAP } })).toBe('Maximum records for download is 110,000');
    expect(formatApiMessage('en', { id: 'import.pending.noSuchTarget', values: { what: 'site', target: 'X-1' } })).toBe("no site with id, name or identifier 'X-1'");
    expect(formatApiMessage('en', { id: 'ogc.datetime.form' })).toBe("must be an RFC 3339 date-time or an interval 'start/end' ('..' for an open end)");
    expect(formatApiMessage('en', { id: 'request.idsUnknown', values: { table: 'parameters', ids: '7, 1234' } })).toBe('unknown parameter ids: 7, 1234');
  });

  it('format numbers for the language', () => {
    expect(formatApiMessage('es', { id: 'downloads.cap', values: { cap: 110000 } })).toBe('El máximo de registros por descarga es 110,000');
  });
});

describe('reportMessage', () => {
  it('words a report in the language of the work under way, across its awaits, and in English outside one', async () => {
    const later = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return reportMessage('import.row.date', { text: '2021-13-05' });
    };
    const [spanish, english] = await Promise.all([inLanguage('es', later), inLanguage('en', later)]);
    expect(spanish).toBe("fecha ilegible '2021-13-05' (se espera AAAA-MM-DD o M/D/AAAA)");
    expect(english).toBe("unparseable date '2021-13-05' (expected YYYY-MM-DD or M/D/YYYY)");
    expect(await later()).toBe(english);
  });
});

describe('answerLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['de', 'en'],
    ['*', 'en'],
  ])('answers %s in %s', (header, language) => {
    expect(answerLanguage(header)).toBe(language);
  });
});
