import type { Role } from '@basin/api/domain';
import type { SessionUser } from '../store/sessionSlice';

/**
 * The sidebar's visibility filter (spec 02 "Layout": some entries have one): an entry without
 * `visibleTo` is for everyone; one with it only for a signed-in user holding one of those roles. Hiding
 * an entry is a convenience, not protection: the API checks the verified token itself.
 */
export type VisibleTo = readonly Role[];

export function isVisibleTo(visibleTo: VisibleTo | undefined, user: SessionUser | null): boolean {
  if (!visibleTo) return true;
  return user !== null && user.roles.some((role) => (visibleTo as readonly string[]).includes(role));
}
