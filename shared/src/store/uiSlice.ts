import type { StateCreator } from 'zustand';
import type { RouteGroup } from '../routing/routeTable';
import type { BasinState } from './types';

export interface UiSlice {
  /** Persisted in localStorage (spec 02: the sidebar's expanded/collapsed state survives reloads). */
  sidebarCollapsed: boolean;
  /** The one sidebar group that is open (spec: only one at a time). */
  openGroup: RouteGroup | null;
  setSidebarCollapsed: (collapsed: boolean) => void;
  toggleSidebar: () => void;
  setOpenGroup: (group: RouteGroup | null) => void;
}

export const createUiSlice: StateCreator<BasinState, [], [], UiSlice> = (set) => ({
  sidebarCollapsed: false,
  openGroup: null,
  setSidebarCollapsed: (sidebarCollapsed) => set({ sidebarCollapsed }),
  toggleSidebar: () => set((state) => ({ sidebarCollapsed: !state.sidebarCollapsed })),
  setOpenGroup: (openGroup) => set({ openGroup }),
});
