import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers for every response. The Content-Security-Policy is as tight as the built panel
 * and flasher allow: scripts only from this origin; styles from this origin plus inline ones, since
 * react-aria positions overlays through style attributes and Radix's scroll lock inserts a <style>
 * element; images and fonts from this origin or inlined as data: URIs, as Vite inlines small assets.
 * The panel's analytics tracker (production only) is allowed from its configured origin; the
 * panel's service worker and manifest from this origin (worker-src, manifest-src).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { production, analyticsOrigin }: { production: boolean; analyticsOrigin: string | null },
): Promise<void> {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...analytics],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...analytics],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...analytics],
        // The panel's service worker and web app manifest (docs/pwa.md), from this origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Plain http on localhost must keep working in development.
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS pins a host to https for a year: only where Sereno is meant to be served over https.
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  // The headers depend on the configuration only, so helmet runs once, here, into a plain object.
  // (@fastify/helmet would rebuild helmet and re-parse the policy on every request: a third of the
  // time of a small API answer.)
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => undefined,
  };
  middleware(undefined as never, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  // A callback hook, not an async one: no promise to make and await on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
