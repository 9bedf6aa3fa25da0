import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';

let current: ApiClient = createApiClient();
let currentBaseUrl = '';

/** The client every query and mutation of this package uses; the apps configure it once at start. */
export function apiClient(): ApiClient {
  return current;
}

/** Where the API lives, for what openapi-fetch does not carry (the event stream). */
export function apiBaseUrl(): string {
  return currentBaseUrl;
}

export function configureApiClient(options: ApiClientOptions): void {
  current = createApiClient(options);
  currentBaseUrl = options.baseUrl ?? '';
}
