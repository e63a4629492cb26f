import { defineCatalogue } from './catalogue';

/**
 * The messages of `shared` every page may show (the route table, the language switch, toasts, the
 * data service's errors): loaded before the first render.
 */
export const sharedCatalogue = defineCatalogue('shared', {
  en: () => import(/* webpackChunkName: "i18n-shared-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-shared-es" */ './es.json'),
});

/**
 * The messages of `shared`'s kits (analysis, map, results table, glossary, the domain's vocabulary):
 * loaded with the first page that uses a kit, so they stay off the home page (its JavaScript budget).
 */
export const sharedKitCatalogue = defineCatalogue('shared-kit', {
  en: () => import(/* webpackChunkName: "i18n-shared-kit-en" */ './kit/en.json'),
  es: () => import(/* webpackChunkName: "i18n-shared-kit-es" */ './kit/es.json'),
});
