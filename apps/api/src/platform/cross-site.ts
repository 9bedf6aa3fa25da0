// State changes refused cross-site (OWASP ASVS 5.0 V3.5.1), beyond the session cookie's SameSite=Lax,
// which lets a sibling subdomain ("same-site") through and depends on the browser. A browser names
// where a request comes from in `Origin` (always, for POST, PUT, PATCH and DELETE) and in
// `Sec-Fetch-Site`; a request from another origin is refused before any route runs. Devices, scripts
// and API applications send neither header and are not concerned: they carry no browser's cookies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a browser says the request comes from a page of another origin than the one it is sent to. */
export function isCrossOrigin(request: Pick<FastifyRequest, 'headers' | 'host'>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (origin === 'null') return true;
    try {
      // The host, not the scheme: behind a proxy that ends TLS the server itself is reached over http.
      return new URL(origin).host !== request.host;
    } catch {
      return true;
    }
  }
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}

export function registerCrossSiteGuard(app: FastifyInstance): void {
  // A callback hook, not an async one: no promise to make and await on every request.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!unsafeMethods.has(request.method) || !isCrossOrigin(request)) done();
    else done(new HttpError(403, serverMessage(requestLanguage(request), 'crossSiteRefused')));
  });
}
