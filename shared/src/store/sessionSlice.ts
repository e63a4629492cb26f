import type { StateCreator } from 'zustand';
import type { BasinState } from './types';

/** The signed-in staff member, from the identity provider's ID token (the API verifies its own token). */
export interface SessionUser {
  sub: string;
  name?: string;
  roles: string[];
}

/** What the host's sign-in hands to every app: a token getter and what to do when the session broke. */
export interface SessionHandle {
  /** A current access token for the API (renewed silently), or null when the session cannot be renewed. */
  getAccessToken: () => Promise<string | null>;
  /** The API refused the token (401) or renewal failed: end the session here and tell the visitor. */
  expire: () => void;
}

export interface SessionSlice {
  user: SessionUser | null;
  /**
   * True while the host restores a session this browser signed in before (the sign-in library loads
   * and reads its token cache): pages hold back what only the public sees, such as the map's disclaimer.
   */
  restoringSession: boolean;
  setRestoringSession: (restoring: boolean) => void;
  /** Set by the host's sign-in; the API client asks it for a bearer token where the spec sends one. */
  session?: SessionHandle;
  signIn: (user: SessionUser, session: SessionHandle) => void;
  signOut: () => void;
}

export const createSessionSlice: StateCreator<BasinState, [], [], SessionSlice> = (set) => ({
  user: null,
  restoringSession: false,
  setRestoringSession: (restoringSession) => set({ restoringSession }),
  session: undefined,
  signIn: (user, session) => set({ user, session, restoringSession: false }),
  signOut: () => set({ user: null, session: undefined, restoringSession: false }),
});
