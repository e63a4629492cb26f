import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { useBasinStore } from '../store/store';
import { ApiError, apiFetch } from './apiFetch';
import { queryKeys } from './queryKeys';

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
});

describe('queryKeys', () => {
  it('namespaces keys per remote', () => {
    const keys = queryKeys('tools');
    expect(keys.of('site-summary')).toEqual(['tools', 'site-summary']);
    expect(keys.of('counts', { id: 1 })).toEqual(['tools', 'counts', { id: 1 }]);
  });
});
