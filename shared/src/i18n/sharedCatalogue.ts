import { defineCatalogue } from './catalogue';

/** The messages of `shared` (the analysis kit, the map kit, the route table, the domain's vocabulary). */
export const sharedCatalogue = defineCatalogue('shared', {
  en: () => import(/* webpackChunkName: "i18n-shared-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-shared-es" */ './es.json'),
});
