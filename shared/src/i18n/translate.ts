import { createElement, Fragment, type ReactNode } from 'react';
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { ConfigProviderProps } from 'antd';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LOCALES, type Language } from './language';

/**
 * A catalogue's messages: ICU MessageFormat strings, or (in production builds) the same messages
 * compiled to their syntax tree at build time (tooling/webpack/messagesLoader.js), so the browser ships
 * no message parser.
 */
export type Messages = Record<string, unknown>;

/** Values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;
/** Values of a rich message: also React nodes and `<tag>chunks</tag>` renderers. */
export type RichMessageValues = Record<string, string | number | boolean | Date | null | undefined | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/**
 * Translates a message id into the current language. `t.rich` for messages with tags or React values;
 * `t.intl` for numbers and dates formatted for the language.
 */
export interface Translate {
  (id: string, values?: MessageValues): string;
  rich(id: string, values: RichMessageValues): ReactNode;
  intl: IntlShape;
  language: Language;
}

interface I18nState {
  language: Language;
  /** Every loaded catalogue's messages, merged per language. */
  messages: Record<Language, Messages>;
  /** The translator for `language` with its messages; replaced whenever either changes. */
  t: Translate;
  /** antd's own texts (date pickers, pagination, empty tables) for the language; undefined: antd's English. */
  antdLocale: ConfigProviderProps['locale'];
}

const cache = createIntlCache();

/** A missing message is a bug the catalogue tests catch; the page shows its id rather than break. */
function reportMissing(error: Error) {
  if (process.env.NODE_ENV !== 'production') console.error(error.message);
}

function translator(language: Language, messages: Messages): Translate {
  const intl = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages: messages as Record<string, string>, onError: reportMissing }, cache);
  const format = intl.formatMessage as (descriptor: { id: string }, values?: unknown) => unknown;
  const t = ((id: string, values?: MessageValues) => String(format({ id }, values))) as Translate;
  t.rich = (id, values) => {
    const parts = format({ id }, values) as ReactNode;
    // A message with tags formats to a list of parts: as a fragment's children they need no keys.
    return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
  };
  t.intl = intl;
  t.language = language;
  return t;
}

/**
 * The portal's one translator, in `@basin/shared` (a federation singleton): the host, every remote and
 * the embeds read the same language and the same catalogues.
 */
export const useI18nStore = create<I18nState>(() => ({
  language: DEFAULT_LANGUAGE,
  messages: { en: {}, es: {} },
  t: translator(DEFAULT_LANGUAGE, {}),
  antdLocale: undefined,
}));

/** Adds a catalogue's messages for a language (see catalogue.ts). */
export function addMessages(language: Language, messages: Messages) {
  useI18nStore.setState((state) => {
    const merged = { ...state.messages, [language]: { ...state.messages[language], ...messages } };
    return { messages: merged, t: state.language === language ? translator(language, merged[language]) : state.t };
  });
}

/** Switches the translator (catalogues for `language` must be loaded first: see setLanguage). */
export function switchTranslator(language: Language) {
  useI18nStore.setState((state) => ({ language, t: translator(language, state.messages[language]) }));
}

/** The translator in a component: re-renders when the language or the catalogues change. */
export function useT(): Translate {
  return useI18nStore((state) => state.t);
}

/** The current language in a component. */
export function useLanguage(): Language {
  return useI18nStore((state) => state.language);
}

/**
 * The translator outside React (a column definition, a toast). Call it where the text is shown, not at
 * module load: it answers in the language of the moment.
 */
export function currentT(): Translate {
  return useI18nStore.getState().t;
}
