import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { ApiError, apiFetch, apiResponse, UNAVAILABLE_MESSAGE } from './apiFetch';
import english from '../i18n/en.json';
import { switchTranslator } from '../i18n/translate';

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  useBasinStore.getState().signOut();
});

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return { ok: status < 400, status, headers: new Headers(headers), json: async () => body } as Response;
}

function textResponse(status: number, text: string) {
  return { ok: status < 400, status, headers: new Headers({ 'Content-Type': 'text/html' }), json: async () => JSON.parse(text) } as Response;
}

describe('apiFetch', () => {
  it('prefixes the API base URL and sends no token when nobody is signed in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ a: 1 }]));
    await expect(apiFetch('/rows')).resolves.toEqual([{ a: 1 }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/api/rows');
    expect((init.headers as Headers).has('Authorization')).toBe(false);
  });

  const expire = jest.fn();
  const signInWith = (token: string | null) => useBasinStore.getState().signIn({ sub: 'u1', roles: [] }, { getAccessToken: async () => token, expire });
  const authorization = (call: number) => (fetchMock.mock.calls[call][1].headers as Headers).get('Authorization');
  beforeEach(() => expire.mockReset());

  it("adds a signed-in user's bearer token to the layers and the saved filters, and to no other call", async () => {
    signInWith('tok');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/public-map/layers');
    await apiFetch('/download-user-filters/u1');
    await apiFetch('/public-map/wq-summary?startDate=2020-01-01');
    await apiFetch('/public-map/layersX');
    expect([0, 1, 2, 3].map(authorization)).toEqual(['Bearer tok', 'Bearer tok', null, null]);
  });

  it('ends the session when the API refuses the token, and asks a read again as the public', async () => {
    signInWith('stale');
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { error: 'Unauthorized', message: 'token expired' })).mockResolvedValueOnce(jsonResponse(200, ['public']));
    await expect(apiFetch('/public-map/layers')).resolves.toEqual(['public']);
    expect(expire).toHaveBeenCalledTimes(1);
    expect([authorization(0), authorization(1)]).toEqual(['Bearer stale', null]);
  });

  it('does not repeat a refused write: it fails with the API message', async () => {
    signInWith('stale');
    fetchMock.mockResolvedValue(jsonResponse(401, { error: 'Unauthorized', message: 'token expired' }));
    await expect(apiFetch('/download-user-filters', { method: 'PUT', body: '{}' })).rejects.toMatchObject({ status: 401, message: 'token expired' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(expire).toHaveBeenCalledTimes(1);
  });

  it("asks for the API's messages in the page's language", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/rows');
    switchTranslator('es');
    try {
      await apiFetch('/rows');
    } finally {
      switchTranslator('en');
    }
    expect(fetchMock.mock.calls.map(([, init]) => (init.headers as Headers).get('Accept-Language'))).toEqual(['en', 'es']);
  });

  it('throws ApiError with the field and message of a 400 answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'Bad Request', field: 'id', message: 'must be a number' }));
    const error = await apiFetch('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, field: 'id', message: 'must be a number' });
  });

  it('keeps the status when the error answer is not JSON', async () => {
    fetchMock.mockResolvedValue(textResponse(500, '<html>Internal Server Error</html>'));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 500, message: 'HTTP 500', field: undefined });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a JSON body with its content type and accepts 204 No Content', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 204 } as Response);
    await expect(apiFetch('/filters', { method: 'PUT', body: JSON.stringify({ a: 1 }) })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0][1];
    expect(init.method).toBe('PUT');
    expect((init.headers as Headers).get('Content-Type')).toBe('application/json');
  });

  it('sends no token when the token getter has none', async () => {
    signInWith(null);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/public-map/layers');
    expect(authorization(0)).toBeNull();
  });
});

describe('a briefly unavailable service (502, 503, 504)', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-03-02T10:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  const busy = (retryAfter?: string) =>
    jsonResponse(503, { error: 'Service Unavailable', message: 'The server is busy; please retry in 5 seconds.' }, retryAfter === undefined ? {} : { 'Retry-After': retryAfter });
  /** The outcome of a call, settled or not, without an unhandled rejection while the clock is advanced. */
  const outcome = (call: Promise<unknown>) => {
    const result: { settled: boolean; value?: unknown; error?: unknown } = { settled: false };
    call.then(
      (value) => Object.assign(result, { settled: true, value }),
      (error: unknown) => Object.assign(result, { settled: true, error }),
    );
    return result;
  };

  it("asks a GET again after the answer's Retry-After, and gives the answer that then comes", async () => {
    fetchMock.mockResolvedValueOnce(busy('3')).mockResolvedValueOnce(jsonResponse(200, ['rows']));
    const result = outcome(apiFetch('/rows'));
    await jest.advanceTimersByTimeAsync(2_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(result).toEqual({ settled: true, value: ['rows'] });
    expect(fetchMock.mock.calls[1][0]).toBe('http://api.test/api/rows');
  });

  it("waits 2 s after a proxy's 502 or 504 without a Retry-After, and reads one given as a date", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(504, { error: 'Gateway Timeout' }))
      .mockImplementationOnce(async () => busy(new Date(Date.now() + 4_000).toUTCString()))
      .mockResolvedValueOnce(jsonResponse(200, []));
    const result = outcome(apiFetch('/rows'));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(result).toEqual({ settled: true, value: [] });
  });

  it('does not repeat a 503 without a Retry-After (a lasting failure, e.g. a summary that could not be computed): its message at once', async () => {
    const failed = { error: 'Service Unavailable', message: 'The summary for 2011-10-01 to 2021-09-30 could not be computed: out of memory.' };
    fetchMock.mockResolvedValue(jsonResponse(503, failed));
    const result = outcome(apiFetch('/public-map/wq-summary'));
    await jest.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({ status: 503, message: failed.message });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("gives up after two more tries, each wait capped at 10 s, with the API's message and its Retry-After", async () => {
    fetchMock.mockResolvedValue(busy('60'));
    const result = outcome(apiFetch('/rows'));
    await jest.advanceTimersByTimeAsync(9_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.settled).toBe(true);
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error).toMatchObject({ status: 503, message: 'The server is busy; please retry in 5 seconds.', retryAfterSeconds: 60 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("says so in plain words when a proxy answers with its HTML page (502), never the page's text", async () => {
    fetchMock.mockResolvedValue(textResponse(502, '<html><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>'));
    const result = outcome(apiFetch('/rows'));
    await jest.advanceTimersByTimeAsync(4_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(result.error).toMatchObject({ status: 502, message: UNAVAILABLE_MESSAGE, retryAfterSeconds: undefined });
  });

  it("keeps the plain words over a JSON answer's bare status line (504 { error: 'Gateway Timeout' })", async () => {
    fetchMock.mockResolvedValue(jsonResponse(504, { error: 'Gateway Timeout' }, { 'Retry-After': '1' }));
    const result = outcome(apiFetch('/rows'));
    await jest.advanceTimersByTimeAsync(2_000);
    expect(result.error).toMatchObject({ status: 504, message: UNAVAILABLE_MESSAGE, retryAfterSeconds: 1 });
  });

  it('does not repeat a POST: it fails at once, in plain words, with the Retry-After for the page', async () => {
    fetchMock.mockResolvedValue(textResponse(503, '<html>Service Temporarily Unavailable</html>'));
    fetchMock.mockResolvedValueOnce({ ...textResponse(503, '<html>x</html>'), headers: new Headers({ 'Retry-After': '5' }) });
    const result = outcome(apiFetch('/imports', { method: 'POST', body: '{}' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(result.error).toMatchObject({ status: 503, message: UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a PUT either', async () => {
    fetchMock.mockResolvedValue(busy('1'));
    const result = outcome(apiFetch('/download-user-filters', { method: 'PUT', body: '{}' }));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.error).toMatchObject({ status: 503 });
  });

  it('repeats a POST its caller marks readOnly, and does not hand the mark to fetch', async () => {
    fetchMock.mockResolvedValueOnce(busy('1')).mockResolvedValueOnce(jsonResponse(200, [{ sel_recordcount: 3 }]));
    const result = outcome(apiFetch('/download-user-filters-recordcounts', { method: 'POST', body: '{"uuid":"public"}', readOnly: true }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(result).toEqual({ settled: true, value: [{ sel_recordcount: 3 }] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1][1]).toMatchObject({ method: 'POST', body: '{"uuid":"public"}' });
    expect(fetchMock.mock.calls[1][1]).not.toHaveProperty('readOnly');
  });

  it('stops waiting when the signal aborts, and rejects with the abort', async () => {
    fetchMock.mockResolvedValue(busy('5'));
    const controller = new AbortController();
    const result = outcome(apiResponse('/download-user-selected-data', { method: 'POST', body: '{}', readOnly: true, signal: controller.signal }));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(result.settled).toBe(false);
    controller.abort();
    await jest.advanceTimersByTimeAsync(0);
    expect(result.settled).toBe(true);
    expect(result.error).toBe(controller.signal.reason);
    expect(result.error).toMatchObject({ name: 'AbortError' });
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not repeat a 400 or a 500', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { error: 'Bad Request', field: 'id', message: 'must be a number' }, { 'Retry-After': '1' }));
    fetchMock.mockResolvedValueOnce(jsonResponse(500, { error: 'Internal Server Error', message: 'The server could not complete the request.' }, { 'Retry-After': '1' }));
    const bad = outcome(apiFetch('/x'));
    const failed = outcome(apiFetch('/y'));
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(bad.error).toMatchObject({ status: 400, message: 'must be a number' });
    expect(failed.error).toMatchObject({ status: 500, message: 'The server could not complete the request.' });
  });
});

describe('the unavailable message', () => {
  it('is the catalogue’s English, so a Spanish page says it in Spanish', () => {
    expect(english['shared.api.unavailable']).toBe(UNAVAILABLE_MESSAGE);
  });
});
