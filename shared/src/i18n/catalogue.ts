import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ConfigProviderProps } from 'antd';
import { initialLanguage, LANGUAGE_STORAGE_KEY, LANGUAGES, type Language } from './language';
import { addMessages, switchTranslator, useI18nStore, type Messages } from './translate';

/**
 * One app's messages (host, shared, a remote), a lazily loaded chunk per language: a page loads the
 * catalogues of the apps it shows, in its language only.
 */
export interface Catalogue {
  name: string;
  load: Record<Language, () => Promise<{ default: Messages }>>;
}

/** Every catalogue defined so far: switching the language loads the new language of each that is in use. */
const catalogues = new Map<string, Catalogue>();
const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

export function defineCatalogue(name: string, load: Catalogue['load']): Catalogue {
  const catalogue = { name, load };
  catalogues.set(name, catalogue);
  return catalogue;
}

const keyOf = (catalogue: Catalogue, language: Language) => `${catalogue.name}:${language}`;
const isLoaded = (catalogue: Catalogue, language: Language) => loaded.has(keyOf(catalogue, language));
const isStarted = (catalogue: Catalogue, language: Language) => loading.has(keyOf(catalogue, language));

/** Loads a catalogue's messages for a language once; later calls wait for the same load. */
export function loadCatalogue(catalogue: Catalogue, language: Language): Promise<void> {
  const key = keyOf(catalogue, language);
  let load = loading.get(key);
  if (!load) {
    load = catalogue.load[language]().then((module) => {
      addMessages(language, module.default);
      loaded.add(key);
    });
    // A failed chunk (a redeploy, a dropped connection) may be retried by the next render.
    load.catch(() => loading.delete(key));
    loading.set(key, load);
  }
  return load;
}

/** antd's own texts (date pickers, pagination, empty tables) in the language; loaded with Spanish. */
const antdLocales: Record<Language, () => Promise<ConfigProviderProps['locale']>> = {
  en: async () => undefined,
  es: async () => (await import(/* webpackChunkName: "locale-antd-es" */ 'antd/locale/es_ES')).default,
};

let dayjsLocaleChanged = false;

/** dayjs's month and day names; dayjs is a federation singleton, so one call sets every app's. */
async function applyDayjsLocale(language: Language) {
  // English is dayjs's own: a page that opens in English need not load dayjs for this.
  if (language === 'en' && !dayjsLocaleChanged) return;
  dayjsLocaleChanged = true;
  const { default: dayjs } = await import('dayjs');
  if (language === 'es') await import(/* webpackChunkName: "locale-dayjs-es" */ 'dayjs/locale/es');
  dayjs.locale(language);
}

export const useAntdLocale = () => useI18nStore((state) => state.antdLocale);

/**
 * antd's and dayjs's texts in the language. Only pages with dates, tables or pickers need them (the
 * remotes' pages): they load with the first such page, not on the home page (its JavaScript budget).
 */
let localesWanted = false;

async function applyLocales(language: Language) {
  const [antdLocale] = await Promise.all([antdLocales[language](), applyDayjsLocale(language)]);
  useI18nStore.setState({ antdLocale });
}

/** Called by a page that shows dates, tables or pickers (every remote page: withCatalogue). */
function wantLocales(): Promise<void> {
  localesWanted = true;
  return applyLocales(useI18nStore.getState().language);
}

/**
 * Switches the portal's language: loads the new language of every catalogue in use, then changes the
 * texts at once (no page shows half one language), antd's and dayjs's locales once a page uses them,
 * `<html lang>`, and remembers the choice.
 */
export async function setLanguage(language: Language, { remember = true } = {}) {
  const inUse = [...catalogues.values()].filter((catalogue) => LANGUAGES.some((other) => isStarted(catalogue, other)));
  await Promise.all([...(localesWanted ? [applyLocales(language)] : []), ...inUse.map((catalogue) => loadCatalogue(catalogue, language))]);
  switchTranslator(language);
  document.documentElement.lang = language;
  if (remember) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // Storage refused (private mode, quota): the choice lasts for this page only.
    }
  }
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * An app's start (the host, a standalone remote): picks the language (the link's `lang`, the visitor's
 * choice, the browser's preference) and loads the first catalogues before the first render.
 */
export async function startLanguage(first: Catalogue[]) {
  const language = initialLanguage({ search: window.location.search, stored: storedLanguage(), browserLanguages: navigator.languages ?? [navigator.language] });
  await Promise.all(first.map((catalogue) => loadCatalogue(catalogue, language)));
  await setLanguage(language);
}

/** A lazily loaded page that renders once its catalogues (and antd's and dayjs's texts) are loaded in the current language. */
export function withCatalogue<P extends object>(pageCatalogues: Catalogue[], Page: ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const language = useI18nStore.getState().language;
    await Promise.all([...pageCatalogues.map((catalogue) => loadCatalogue(catalogue, language)), wantLocales()]);
    // A lazy component must resolve to a function component, not to another lazy one (React error 306).
    return { default: (props: P) => createElement(Page, props) };
  });
}
