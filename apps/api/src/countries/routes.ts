// GET /countries/names (spec §7 Address): the country names of the address forms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { countryNames } from './names.ts';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/countries/names',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listCountryNames',
        tags: ['address'],
        summary: 'The country names, in the request’s language',
        security: sessionSecurity,
        description: "Every ISO 3166-1 country's short name in Spanish or English (Accept-Language; Spanish by default), sorted as that language sorts.",
        response: {
          200: jsonResponse('The country names', z.object({ countryNames: z.array(z.string()) }).meta({ id: 'CountryNames' })),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      // The list changes only with the package: a day in the browser's cache is enough.
      reply.header('cache-control', 'private, max-age=86400').header('vary', 'accept-language');
      return { countryNames: countryNames(requestLanguage(request)) };
    },
  );
};
