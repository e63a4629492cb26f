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

  it('adds the bearer token of a signed-in user', async () => {
    useBasinStore.getState().signIn({ sub: 'u1', roles: [] }, async () => 'tok');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/x');
    expect((fetchMock.mock.calls[0][1].headers as Headers).get('Authorization')).toBe('Bearer tok');
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
    useBasinStore.getState().signIn({ sub: 'u1', roles: [] }, async () => null);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiFetch('/x');
    expect((fetchMock.mock.calls[0][1].headers as Headers).has('Authorization')).toBe(false);
  });
});
