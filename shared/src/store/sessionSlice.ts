import type { StateCreator } from 'zustand';
import type { BasinState } from './types';

export interface SessionUser {
  sub: string;
  name?: string;
  roles: string[];
}

export interface SessionSlice {
  user: SessionUser | null;
  /** Set by the host's sign-in; the API client asks it for a bearer token. */
  getAccessToken?: () => Promise<string | null>;
  signIn: (user: SessionUser, getAccessToken: () => Promise<string | null>) => void;
  signOut: () => void;
}

export const createSessionSlice: StateCreator<BasinState, [], [], SessionSlice> = (set) => ({
  user: null,
  getAccessToken: undefined,
  signIn: (user, getAccessToken) => set({ user, getAccessToken }),
  signOut: () => set({ user: null, getAccessToken: undefined }),
});
