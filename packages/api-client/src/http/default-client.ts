import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';

let current: ApiClient = createApiClient();

/** The client every query and mutation of this package uses; the apps configure it once at start. */
export function apiClient(): ApiClient {
  return current;
}

export function configureApiClient(options: ApiClientOptions): void {
  current = createApiClient(options);
}
