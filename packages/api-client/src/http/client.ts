// The one place in the front end that speaks HTTP. openapi-fetch gives typed calls from the
// generated paths; the middleware here adds what crosses every call: cookies, the language, the
// error shape turned into `ApiError`, and the 401 rule (spec §4: a 401 on any call but login and
// auto-login removes the session user).
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../generated/schema.ts';
import { setSessionUser } from '../session/session-user.ts';
import { ApiError, isAuthPath, toApiError } from './errors.ts';

export interface ApiClientOptions {
  /** Origin of the API; empty for the page's own origin. */
  baseUrl?: string;
  /** The language the server should answer in (its validation messages). */
  getLanguage?: () => string;
  /** For tests outside the browser, which keep cookies themselves. */
  fetch?: typeof globalThis.fetch;
}

export type ApiClient = ReturnType<typeof createApiClient>;

export function createApiClient({ baseUrl = '', getLanguage = () => 'es', fetch }: ApiClientOptions = {}) {
  const client = createClient<paths>({ baseUrl, credentials: 'include', ...(fetch ? { fetch } : {}) });
  const middleware: Middleware = {
    onRequest({ request }) {
      request.headers.set('Accept-Language', getLanguage());
      return request;
    },
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !isAuthPath(schemaPath)) setSessionUser(null);
      return response;
    },
    onError({ error }) {
      // fetch rejects only when the server could not be reached at all.
      return new ApiError('NETWORK_ERROR', 0, error instanceof Error ? error.message : String(error));
    },
  };
  client.use(middleware);
  return client;
}

/** The data of a call, or its `ApiError`. */
export async function unwrap<T>(path: string, call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw toApiError(path, response, error);
  return data as T;
}
