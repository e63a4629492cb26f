import { setRuntimeConfig, type RuntimeConfig } from '../config/runtimeConfig';
import { apiSend, apiSendQuery } from './apiSend';

const fetchMock = jest.fn();
const busy = { ok: false, status: 503, headers: new Headers({ 'Retry-After': '0' }), json: async () => ({ error: 'Service Unavailable', message: 'busy' }) } as Response;
const answer = (body: unknown) => ({ ok: true, status: 200, headers: new Headers(), json: async () => body }) as Response;

beforeAll(() => {
  setRuntimeConfig({ apiBaseUrl: 'http://api.test/api' } as RuntimeConfig);
  global.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

it('marks the reads of apiSendQuery readOnly: a narrowed dropdown is asked again after a 503', async () => {
  fetchMock.mockResolvedValueOnce(busy).mockResolvedValueOnce(answer([{ parameterid: 28 }]));
  const { queryFn } = apiSendQuery('POST /dropdown-parameters', { parameterGroups: [147] });
  await expect((queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({ signal: new AbortController().signal })).resolves.toEqual([{ parameterid: 28 }]);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

it('does not repeat a send that is not marked (a save)', async () => {
  fetchMock.mockResolvedValueOnce(busy).mockResolvedValueOnce(answer({}));
  await expect(apiSend('PUT /download-user-filters', { user_uuid: 'public', locations: [], parameters: [], flow_conditions: [], start_date: null, end_date: null } as never)).rejects.toMatchObject({ status: 503, message: 'busy' });
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('fills the path params of a route and sends no body when it takes none', async () => {
  fetchMock.mockResolvedValueOnce(answer({ heldRowsRemoved: 0 }));
  await apiSend('POST /imports/:id/undo', undefined, { params: { id: 7 } });
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  expect(url).toBe('http://api.test/api/imports/7/undo');
  expect(init).toMatchObject({ method: 'POST', body: undefined });
  expect((init.headers as Headers).has('Content-Type')).toBe(false);
});
