import { QueryClient } from '@tanstack/react-query';

/** Spec §7: no refetch on focus or reconnect, no retry, data fresh for 5 minutes. */
export const queryDefaults = {
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
  staleTime: 5 * 60 * 1000,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: queryDefaults, mutations: { retry: false } } });
}
