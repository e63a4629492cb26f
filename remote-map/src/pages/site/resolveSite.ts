// Which monitoring location a site page's address names: `/sites/79`, `/sites/CCR-1`, `/sites/ccr-1`,
// `/sites/Cherry%20Creek%20at%20Parker` or a slug of the name (`/sites/cherry-creek-at-parker`).
// Pure, unit-tested; the decisions are in docs/decisions.md, "Site pages".
import type { MapLocation } from '@basin/api/schemas';

/** The address segment as typed: URL-decoded (a malformed escape is taken as it is), trimmed. */
export function decodeSiteKey(segment: string): string {
  try {
    return decodeURIComponent(segment).trim();
  } catch {
    return segment.trim();
  }
}

/** A name's slug: lower case, every run of other characters than letters and digits one hyphen. */
export function siteSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The location an address names, or null. In order: a whole number is the location id; then the
 * name, case-insensitively; then the slug of the name. When two locations share a name (or slug), the
 * one with the lowest id is taken, so an address always means the same site.
 */
export function resolveSite(locations: readonly MapLocation[], segment: string): MapLocation | null {
  const key = decodeSiteKey(segment);
  if (key === '') return null;
  const byId = [...locations].sort((a, b) => a.locationid - b.locationid);
  if (/^\d+$/.test(key)) {
    const id = Number(key);
    const found = byId.find((location) => location.locationid === id);
    if (found) return found;
  }
  const lower = key.toLowerCase();
  const byName = byId.find((location) => location.location_name.trim().toLowerCase() === lower);
  if (byName) return byName;
  const slug = siteSlug(key);
  if (slug === '') return null;
  return byId.find((location) => siteSlug(location.location_name) === slug) ?? null;
}
