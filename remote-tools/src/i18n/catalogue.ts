import { defineCatalogue } from '@basin/shared';

/** This app's messages (keys `tools.*`), one lazily loaded chunk per language (docs/i18n.md). */
export const catalogue = defineCatalogue('remote-tools', {
  en: () => import(/* webpackChunkName: "i18n-remote-tools-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-remote-tools-es" */ './es.json'),
});
