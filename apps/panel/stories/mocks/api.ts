// Request handlers for the Storybook's screens, typed from the generated API client: `answer('get',
// '/api/rooms', body)` only accepts a path and method the API has, and a body of the shape its
// success response declares. When the API changes, a handler that no longer matches fails
// typecheck (`pnpm --filter @sereno/panel typecheck`), so the screens never drift from the server.
import type { ApiPaths } from '@sereno/api-client';
import { delay, http, HttpResponse, sse, type HttpHandler } from 'msw';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Operation<P extends keyof ApiPaths, M extends Method> = NonNullable<ApiPaths[P][M]>;

/** The paths that answer `method`. */
export type PathWith<M extends Method> = {
  [P in keyof ApiPaths]: [Operation<P, M>] extends [never] ? never : P;
}[keyof ApiPaths];

type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : undefined;
type Responses<P extends keyof ApiPaths, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;

/** The body of the success answer (200, else 201, else 202, else none: 204) of `method path`. */
export type SuccessBody<P extends keyof ApiPaths, M extends Method> =
  Responses<P, M> extends { 200: infer R }
    ? JsonOf<R>
    : Responses<P, M> extends { 201: infer R }
      ? JsonOf<R>
      : Responses<P, M> extends { 202: infer R }
        ? JsonOf<R>
        : undefined;

/** The query parameters `method path` takes. */
export type QueryOf<P extends keyof ApiPaths, M extends Method> = Operation<P, M> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** `/api/rooms/{id}` as msw writes it: `/api/rooms/:id`. */
const toMswPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

export interface Asked {
  params: Record<string, string | readonly string[] | undefined>;
  query: URLSearchParams;
}

/** Answers `method path` with `body` (or what `body` makes of the request), as the server would. */
export function answer<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  body: SuccessBody<P, M> | ((asked: Asked) => SuccessBody<P, M>),
): HttpHandler {
  return http[method](toMswPath(path), ({ params, request }) => {
    const made = typeof body === 'function' ? (body as (asked: Asked) => SuccessBody<P, M>)({ params, query: new URL(request.url).searchParams }) : body;
    return made === undefined ? new HttpResponse(null, { status: 204 }) : HttpResponse.json(made as object);
  });
}

/** The server's error answer (`{statusCode, message, timestamp}`, docs/api.md) to `method path`. */
export function fail<M extends Method, P extends PathWith<M>>(
  method: M,
  path: P,
  statusCode: 400 | 401 | 403 | 404 | 409 | 429 | 500,
  message: string,
): HttpHandler {
  return http[method](toMswPath(path), () => HttpResponse.json({ statusCode, message, timestamp: '2026-11-26T09:00:00.000Z' }, { status: statusCode }));
}

/** `method path` never reaches the server: the browser's fetch rejects (offline, DNS, a dropped connection). */
export function unreachable<M extends Method, P extends PathWith<M>>(method: M, path: P): HttpHandler {
  return http[method](toMswPath(path), () => HttpResponse.error());
}

/** `method path` is still on its way: the page stays in its loading state for as long as it is looked at. */
export function pending<M extends Method, P extends PathWith<M>>(method: M, path: P): HttpHandler {
  return http[method](toMswPath(path), async () => {
    await delay('infinite');
    return HttpResponse.error();
  });
}

/** The live event stream, open and quiet: nothing happens while a designer looks. */
export const quietEvents: HttpHandler = sse('/api/events', () => undefined);

/**
 * Whatever else the page asks of `/api`: a 404 in the server's shape, and a line in the console naming
 * the request, so that a screen that starts asking for something new shows where its story lacks a handler.
 */
export const everythingElse: HttpHandler = http.all('/api/*', ({ request }) => {
  console.warn(`[storybook] no handler for ${request.method} ${new URL(request.url).pathname}`);
  return HttpResponse.json({ statusCode: 404, message: 'Not mocked in this story', timestamp: '2026-11-26T09:00:00.000Z' }, { status: 404 });
});
