import { defineCatalogue } from '@basin/shared';

/** This app's messages (keys `host.*`), one lazily loaded chunk per language (docs/i18n.md). */
export const catalogue = defineCatalogue('host', {
  en: () => import(/* webpackChunkName: "i18n-host-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-host-es" */ './es.json'),
});
