import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { environments, type Environment } from '../platform/config.ts';
import { jsonResponse } from '../platform/openapi.ts';

export const configurationSchema = z
  .object({
    environment: z.enum(environments).nullable().describe("development shows the panel's development overlay; production turns analytics on; null neither"),
  })
  .meta({ id: 'Configuration' });

/** Spec §7: the client caches the configuration for 24 hours. */
const cacheControl = 'public, max-age=86400';

export const configurationRoutes: FastifyPluginAsyncZod<{ environment: Environment | null }> = async (app, { environment }) => {
  app.get(
    '/configuration',
    {
      config: { action: 'public' },
      schema: {
        operationId: 'getConfiguration',
        tags: ['configuration'],
        summary: 'The environment the server runs in',
        response: { 200: jsonResponse('The configuration; cache it for 24 hours', configurationSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', cacheControl);
      return { environment };
    },
  );
};
