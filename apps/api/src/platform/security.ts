import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers for every response. The Content-Security-Policy is as tight as the built panel
 * and flasher allow: scripts only from this origin; styles from this origin plus inline ones, since
 * react-aria positions overlays through style attributes and Radix's scroll lock inserts a <style>
 * element; images and fonts from this origin or inlined as data: URIs, as Vite inlines small assets.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { production }: { production: boolean }): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
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
