import { act, renderHook } from '@testing-library/react';
import { URL_WRITE_DELAY_MS, useMapUrlState } from './useMapUrlState';

describe('useMapUrlState', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/tools/map?utm_source=newsletter');
  });
  afterEach(() => jest.useRealTimers());

  it('reads the URL on mount', () => {
    window.history.replaceState(null, '', '/tools/map?mode=graph&flow=baseflow');
    const { result } = renderHook(() => useMapUrlState());
    expect(result.current[0]).toMatchObject({ mode: 'graph', flow: 'baseflow', colorBy: 'wqData' });
  });

  it('changes the state at once and writes the URL after the change has been drawn, keeping other parameters', () => {
    const { result } = renderHook(() => useMapUrlState());
    act(() => result.current[1]({ isActive: false }));
    expect(result.current[0].isActive).toBe(false);
    expect(window.location.search).toBe('?utm_source=newsletter');
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toBe('?utm_source=newsletter&active=0');
  });

  it('writes only the last of quick changes, and at once when the document is left (pagehide)', () => {
    const { result } = renderHook(() => useMapUrlState());
    const replaceState = jest.spyOn(window.history, 'replaceState');
    act(() => {
      result.current[1]({ isActive: false });
      result.current[1]((state) => ({ ...state, hasTelemetry: true }));
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('?utm_source=newsletter&telem=1&active=0');
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(replaceState).toHaveBeenCalledTimes(1);
    replaceState.mockRestore();
  });

  it('never writes into the URL of the page the user went to', () => {
    const { result, unmount } = renderHook(() => useMapUrlState());
    act(() => result.current[1]({ flow: 'stormflow' }));
    window.history.pushState(null, '', '/tools/download');
    unmount();
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.pathname + window.location.search).toBe('/tools/download');
  });

  it('re-reads the URL on back and forward', () => {
    const { result } = renderHook(() => useMapUrlState());
    act(() => result.current[1]({ analysis: 'pctile' }));
    window.history.pushState(null, '', '/tools/map?flow=baseflow');
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0]).toMatchObject({ flow: 'baseflow', analysis: 'median' });
    act(() => jest.advanceTimersByTime(URL_WRITE_DELAY_MS));
    expect(window.location.search).toBe('?flow=baseflow');
  });
});
