import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Collects the routes' zod schemas into an OpenAPI 3.1 document, served at GET /api/openapi.json
 * and written to apps/api/openapi.json by `src/scripts/write-openapi.ts` for the api-client.
 * Register before the routes it describes.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sereno API',
        version: '0.1.0',
        description:
          'Every error answers `{ statusCode, message, timestamp }` (the ApiError schema). ' +
          'Authenticated calls carry the `sereno_session` cookie that POST /api/login sets.',
      },
      tags: [
        { name: 'audit', description: 'The log of every write: who, what, when, from where' },
        { name: 'auth', description: 'Login, logout and the current user' },
        { name: 'configuration', description: 'What the front ends need to know about the server' },
        { name: 'users', description: 'Accounts, their passwords and their API applications' },
        { name: 'customers', description: 'The companies that rent out the rooms, their contracts and licences' },
        { name: 'rooms', description: 'Rooms (listings), their settings, and their live events' },
        { name: 'devices', description: 'The sensor devices, their firmware and their readings' },
        { name: 'bookings', description: 'Who stays in a room and when: typed in Sereno or imported from a PMS' },
        { name: 'tasks', description: 'Work to do in the rooms (cleaning, maintenance...), their types and the calendar' },
        {
          name: 'third-parties',
          description: 'Property-management systems (Guesty, Avantio, Kross): linking, their listings, and the import of their reservations',
        },
        { name: 'address', description: 'Address suggestions from a geocoder, and the country names' },
        { name: 'dev', description: 'Demo mode only: what a person trying Sereno on a laptop needs' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sereno_session' },
          deviceToken: {
            type: 'http',
            scheme: 'bearer',
            description: "A device's own token (docs/devices.md), shown once when the device is created or its token rotated",
          },
        },
      },
    },
    // Each operation names who may call it (`config.action`, platform/route-guard.ts, docs/permissions.md).
    transform: (input) => {
      const { schema, url } = jsonSchemaTransform(input);
      const action = input.route.config?.action;
      return { schema: action === undefined ? schema : { ...schema, 'x-sereno-action': action }, url };
    },
    transformObject: jsonSchemaTransformObject,
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** The `security` of a route that needs a logged-in user (the session cookie). */
export const sessionSecurity = [{ session: [] }];

/** The `security` of a route a device calls with its token (`Authorization: Bearer <token>`). */
export const deviceSecurity = [{ deviceToken: [] }];

/** A JSON response of a route's schema, with the description the OpenAPI document shows. */
export function jsonResponse<Schema extends z.ZodType>(description: string, schema: Schema) {
  return { description, content: { 'application/json': { schema } } };
}
