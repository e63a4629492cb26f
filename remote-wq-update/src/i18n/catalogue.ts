import { defineCatalogue } from '@basin/shared';

/** This app's messages (keys `wqUpdate.*`), one lazily loaded chunk per language (docs/i18n.md). */
export const catalogue = defineCatalogue('remote-wq-update', {
  en: () => import(/* webpackChunkName: "i18n-remote-wq-update-en" */ './en.json'),
  es: () => import(/* webpackChunkName: "i18n-remote-wq-update-es" */ './es.json'),
});
