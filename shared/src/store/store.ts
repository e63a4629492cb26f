import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import { createNotificationsSlice } from './notificationsSlice';
import { createSessionSlice } from './sessionSlice';
import type { BasinState } from './types';
import { createUiSlice } from './uiSlice';

export const STORE_STORAGE_KEY = 'basin-portal-ui';

/** The portal's one client-state store (a federation singleton through `shared`). */
export const useBasinStore = create<BasinState>()(
  persist(
    (...args) => ({
      ...createUiSlice(...args),
      ...createSessionSlice(...args),
      ...createNotificationsSlice(...args),
    }),
    {
      name: STORE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      // Only the sidebar state is remembered; session and toasts never touch localStorage.
      partialize: (state) => ({ sidebarCollapsed: state.sidebarCollapsed }),
    },
  ),
);
