/** The portal's languages (issue 33): English is the spec's; Spanish for the basin's Spanish-speaking public. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's own name: the switch names a language in that language, as visitors look for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The URL parameter that opens a shared link in the sender's language: `?lang=es`. */
export const LANGUAGE_PARAM = 'lang';

/** Where the visitor's choice is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'basin.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages we offer ('es-MX' is Spanish), else English. */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a page opens in: the link's `lang` parameter, then the visitor's remembered choice, then
 * the browser's preference (the first visit).
 */
export function initialLanguage(input: { search: string; stored: string | null; browserLanguages: readonly string[] }): Language {
  const fromUrl = new URLSearchParams(input.search).get(LANGUAGE_PARAM);
  if (isLanguage(fromUrl)) return fromUrl;
  if (isLanguage(input.stored)) return input.stored;
  return preferredLanguage(input.browserLanguages);
}

/** The BCP 47 locale numbers and dates are formatted for: US English, and Spanish as used in the US. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };
