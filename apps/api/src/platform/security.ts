import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The Content-Security-Policy is as tight as the built panel
 * and flasher allow: scripts only from this origin; styles from this origin plus inline ones, since
 * react-aria positions overlays through style attributes and Radix's scroll lock inserts a <style>
 * element; images and fonts from this origin or inlined as data: URIs, as Vite inlines small assets.
 * The panel's analytics tracker (production only) is allowed from its configured origin.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { production, analyticsOrigin }: { production: boolean; analyticsOrigin: string | null },
): Promise<void> {
  const analytics = analyticsOrigin ? [analyticsOrigin] : [];
  await app.register(helmet, {
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
}
