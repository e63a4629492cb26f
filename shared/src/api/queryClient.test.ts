import { ApiError } from './apiFetch';
import { createQueryClient, retryQuery } from './queryClient';

describe('createQueryClient', () => {
  it('keeps results fresh 5 minutes, retained 30, retries with retryQuery, no refetch on focus', () => {
    expect(createQueryClient().getDefaultOptions().queries).toEqual({
      staleTime: 300_000,
      gcTime: 1_800_000,
      retry: retryQuery,
      refetchOnWindowFocus: false,
    });
  });
});

describe('retryQuery', () => {
  it('tries a network failure and a server error once more, and no more', () => {
    expect(retryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQuery(0, new ApiError(500, 'The server could not complete the request.'))).toBe(true);
    expect(retryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryQuery(1, new ApiError(500, 'down'))).toBe(false);
  });

  it('does not repeat a refused request (4xx)', () => {
    for (const status of [400, 401, 403, 404, 429]) expect(retryQuery(0, new ApiError(status, 'no'))).toBe(false);
  });

  it('does not repeat an unavailable answer apiResponse has already waited for and asked again', () => {
    for (const status of [502, 503, 504]) expect(retryQuery(0, new ApiError(status, 'busy', { retryAfterSeconds: 5 }))).toBe(false);
  });
});
