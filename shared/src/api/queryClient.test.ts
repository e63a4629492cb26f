import { createQueryClient } from './queryClient';

describe('createQueryClient', () => {
  it('keeps results fresh 5 minutes, retained 30, retries once, no refetch on focus', () => {
    expect(createQueryClient().getDefaultOptions().queries).toEqual({
      staleTime: 300_000,
      gcTime: 1_800_000,
      retry: 1,
      refetchOnWindowFocus: false,
    });
  });
});
