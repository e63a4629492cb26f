import { ANONYMOUS_USER } from '@basin/api/domain';
import { useBasinStore } from './store';

/**
 * The user id the download calls name (spec 02 §6): the signed-in user's `sub`, else 'public' (this
 * browser, by its cookie). Null while a remembered sign-in is restored, so a page does not first read
 * and show the public filter of a staff member.
 */
export function useCallerId(): string | null {
  return useBasinStore((state) => (state.restoringSession ? null : (state.user?.sub ?? ANONYMOUS_USER)));
}
