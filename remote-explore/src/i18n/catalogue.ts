import { defineCatalogue } from '@basin/shared';

/** This app's messages (keys `explore.*`), one lazily loaded chunk per language (docs/i18n.md). */
export const catalogue = defineCatalogue('remote-explore', {
  en: () => import(/* webpackChunkName: "i18n-remote-explore-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-remote-explore-es" */ './es.json'),
});
