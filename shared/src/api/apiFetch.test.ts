import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { ApiError, apiFetch } from './apiFetch';

const fetchMock = jest.fn();

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => {
  fetchMock.mockReset();
  useBasinStore.getState().signOut();
});

function jsonResponse(status: number, body: unknown) {
  return { ok: status < 400, status, json: async () => body } as Response;
}

function textResponse(status: number, text: string) {
  return { ok: status < 400, status, json: async () => JSON.parse(text) } as Response;
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

  it('throws ApiError with the field and message of a 400 answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { error: 'Bad Request', field: 'id', message: 'must be a number' }));
    const error = await apiFetch('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, field: 'id', message: 'must be a number' });
  });

  it('keeps the status when the error answer is not JSON', async () => {
    fetchMock.mockResolvedValue(textResponse(502, '<html>Bad Gateway</html>'));
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: 502, message: 'HTTP 502', field: undefined });
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
