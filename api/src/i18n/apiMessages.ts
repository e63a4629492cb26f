// The API's own words in the caller's language (issue 33): every error message is a catalogue message
// (en.json, es.json: ICU MessageFormat, as the browser's catalogues), chosen by the request's
// Accept-Language. The portal's browser sends its page language; a script that sends none reads English.
import { AsyncLocalStorage } from 'node:async_hooks';
import { negotiate } from '@fastify/accept-negotiator';
import { IntlMessageFormat } from 'intl-messageformat';
import en from './en.json';
import es from './es.json';

export const API_LANGUAGES = ['en', 'es'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export type ApiMessageId = keyof typeof en;
/** Values of a message's placeholders. Numbers are formatted for the language; pass text to keep digits as they are. */
export type ApiMessageValues = Record<string, string | number>;

/** A message of the API, formatted when the answer's language is known. */
export interface ApiMessage {
  id: ApiMessageId;
  values?: ApiMessageValues;
}

export const API_CATALOGUES: Record<ApiLanguage, Record<ApiMessageId, string>> = { en, es };
/** The same locales as the browser's (shared/src/i18n/language.ts). */
const LOCALES: Record<ApiLanguage, string> = { en: 'en-US', es: 'es-US' };

const compiled = new Map<string, IntlMessageFormat>();

/** A message in `language` (English when the message is missing there). */
export function formatApiMessage(language: ApiLanguage, { id, values }: ApiMessage): string {
  const key = `${language}:${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(API_CATALOGUES[language][id] ?? en[id], LOCALES[language]);
    compiled.set(key, format);
  }
  return String(format.format(values));
}

/** The message in English: what logs, the command line and `Error.message` carry. */
export const englishMessage = (message: ApiMessage) => formatApiMessage('en', message);

const workLanguage = new AsyncLocalStorage<ApiLanguage>();

/**
 * Runs `work` (an import a staff member asked for) with the words it reports in `language`. The reasons
 * of rejected rows are worded deep in the readers, which know nothing of the request: they ask
 * `reportMessage`, which reads the language of the work under way.
 */
export const inLanguage = <T>(language: ApiLanguage, work: () => T): T => workLanguage.run(language, work);

/** A message of a report in the language of the work under way (`inLanguage`); English outside one (the command line, a feed refresh). */
export const reportMessage = (id: ApiMessageId, values?: ApiMessageValues): string => formatApiMessage(workLanguage.getStore() ?? 'en', { id, values });

/**
 * The language of an answer: the best of Accept-Language among ours, by quality. Regions are dropped
 * first ('es-MX' is Spanish): the negotiator matches whole tags.
 */
export function answerLanguage(acceptLanguage: string | undefined): ApiLanguage {
  if (!acceptLanguage) return 'en';
  const bases = acceptLanguage.replace(/(^|,)\s*([A-Za-z]{2,3})-[A-Za-z0-9-]+/g, '$1$2');
  return (negotiate(bases, [...API_LANGUAGES]) as ApiLanguage | null) ?? 'en';
}
