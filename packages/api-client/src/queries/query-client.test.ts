import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';

describe('query defaults', () => {
  it('follow the spec: no refetch on focus or reconnect, no retry, five minutes fresh', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({ refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false, staleTime: 300_000 });
  });
});
