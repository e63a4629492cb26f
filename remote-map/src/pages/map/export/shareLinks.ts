// The Share dialog's texts (pure, unit tested): the link of the current view, and the iframe snippet of
// the embed routes with the same view (README "Embedding the map").
import type { Translate } from '@basin/shared';

export const EMBED_ROUTES = {
  map: '/data-access/public-map-i-frame',
  projects: '/data-access/public-map-i-frame-pap',
} as const;
export type EmbedKind = keyof typeof EMBED_ROUTES;

/** The iframe's title (its name for screen readers), by its catalogue key: in the language of whoever shares it. */
export const EMBED_TITLE_KEYS: Record<EmbedKind, string> = {
  map: 'map.share.embedTitleMap',
  projects: 'map.share.embedTitleProjects',
};

/** The link that reproduces the view: this page with the state's query string. */
export function shareLink(origin: string, pathname: string, search: string): string {
  return `${origin}${pathname}${search}`;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The iframe of an embed route with the view's query string (the embeds read the same URL options as
 * the map), titled for screen readers.
 */
export function embedSnippet(t: Translate, origin: string, kind: EmbedKind, search: string, { width = '100%', height = 600 }: { width?: string; height?: number } = {}): string {
  const src = `${origin}${EMBED_ROUTES[kind]}${search}`;
  return `<iframe title="${escapeAttribute(t(EMBED_TITLE_KEYS[kind]))}" src="${escapeAttribute(src)}" width="${width}" height="${height}" style="border: 0" loading="lazy" allowfullscreen></iframe>`;
}
