import { BEARER_PATHS } from '@basin/api/domain';

/**
 * Whether a call to `path` (relative to the API base, query allowed) sends the signed-in user's bearer
 * token: only the calls of BEARER_PATHS (the layers and their sources, the saved download filters,
 * the session, pinning). Every other data call goes without one (spec 02 §6), so the public reads stay
 * shareable and cacheable and a broken session cannot break them.
 */
export function sendsBearerToken(path: string): boolean {
  const bare = path.split('?')[0]!;
  return BEARER_PATHS.some((prefix) => bare === prefix || bare.startsWith(`${prefix}/`));
}
