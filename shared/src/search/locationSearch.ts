// Location search (spec 01 §5): the map's search box, the site page's suggestions and the sidebar's search.
// Shared (`@basin/shared/links`) so the host and every remote match locations the same way.
import type { MapLocation } from '@basin/api/schemas';

/** At most this many locations are listed (spec 01 §5, §9). */
export const SEARCH_RESULT_LIMIT = 49;
/** The search box waits this long after the last keystroke (spec 01 §5, §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/** The lower-cased texts a query word may match (spec 01 §5: description, name, id, type, groups, county). */
function searchableTexts(location: MapLocation): string[] {
  const texts = [location.location_desc, location.location_name, String(location.locationid), location.location_type, ...location.parameter_groups];
  if (location.county !== null) texts.push(location.county);
  return texts.map((text) => text.toLowerCase());
}

/**
 * The locations matching every word of the query (each word in some field, case-insensitively),
 * best first. Within a rank the input order is kept, so the API's order (by id) stays predictable.
 */
export function searchLocations(locations: readonly MapLocation[], query: string, limit = SEARCH_RESULT_LIMIT): MapLocation[] {
  const phrase = query.trim().toLowerCase().replace(/\s+/g, ' ');
  if (phrase === '' || limit <= 0) return [];
  const words = phrase.split(' ');
  // Buckets by rank: 0 exact id or name, 1 name prefix, 2 any other match.
  const ranked: [MapLocation[], MapLocation[], MapLocation[]] = [[], [], []];

  for (const location of locations) {
    const texts = searchableTexts(location);
    if (!words.every((word) => texts.some((text) => text.includes(word)))) continue;
    const name = location.location_name.toLowerCase();
    const rank = phrase === String(location.locationid) || phrase === name ? 0 : name.startsWith(phrase) ? 1 : 2;
    ranked[rank].push(location);
  }
  return ranked.flat().slice(0, limit);
}
