import { defineCatalogue } from '@basin/shared';

/** This app's messages (keys `map.*`), one lazily loaded chunk per language (docs/i18n.md). */
export const catalogue = defineCatalogue('remote-map', {
  en: () => import(/* webpackChunkName: "i18n-remote-map-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-remote-map-es" */ './es.json'),
});
