/**
 * The API calls that carry a signed-in user's bearer token, and only these: the map's layers and the
 * sources they draw (spec 01 §6: signed-in users receive additional layer data), the saved download
 * filters with their record counts and downloads (spec 02 §6: kept per signed-in user), and the session
 * check. Every other data call goes without one (spec 02 §6), so the public reads stay shareable and
 * cacheable and a broken session cannot break them. The API marks the same routes in its OpenAPI
 * document (`security`), which bearer.test.ts compares with this list.
 */
export const BEARER_PATHS = [
  '/public-map/layers',
  '/public-map/sources',
  '/download-user-filters',
  '/download-user-filters-recordcounts',
  '/download-user-selected-data',
  '/session',
] as const;

/** Whether a call to `path` (relative to the API base, query allowed) sends the bearer token. */
export function sendsBearerToken(path: string): boolean {
  const bare = path.split('?')[0]!;
  return BEARER_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}
