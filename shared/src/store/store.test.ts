import { STORE_STORAGE_KEY, useBasinStore } from './store';

describe('useBasinStore', () => {
  beforeEach(() => localStorage.clear());

  it('persists only the sidebar state', () => {
    useBasinStore.getState().setSidebarCollapsed(true);
    useBasinStore.getState().setOpenGroup('tools');
    useBasinStore.getState().signIn({ sub: 'abc', roles: [] }, { getAccessToken: async () => 'token', expire: () => undefined });
    useBasinStore.getState().pushToast({ message: 'hi', severity: 'info', persistent: false });
    const saved = JSON.parse(localStorage.getItem(STORE_STORAGE_KEY) ?? '{}');
    expect(saved.state).toEqual({ sidebarCollapsed: true });
  });

  it('keeps one sidebar group open at a time', () => {
    useBasinStore.getState().setOpenGroup('explore');
    useBasinStore.getState().setOpenGroup('wqUpdate');
    expect(useBasinStore.getState().openGroup).toBe('wqUpdate');
  });

  it('signs out', () => {
    useBasinStore.getState().signIn({ sub: 'abc', roles: ['User'] }, { getAccessToken: async () => 'token', expire: () => undefined });
    useBasinStore.getState().signOut();
    expect(useBasinStore.getState().user).toBeNull();
    expect(useBasinStore.getState().session).toBeUndefined();
  });
});
