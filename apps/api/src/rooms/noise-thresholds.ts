// GET /api/noise-thresholds: the noise sensitivity presets (spec §3), from @sereno/validation's
// `noisePresets`, the one place their values are written; name and description in the request's language.
import { noisePresets } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { noiseThresholdSchema } from './responses.ts';

export const noiseThresholdRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/noise-thresholds',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'listNoiseThresholds',
        tags: ['rooms'],
        summary: 'The noise sensitivity presets (dBA)',
        security: sessionSecurity,
        description:
          'normal (the default), battery (battery saving / outdoors), restrictive and permissive; a room may instead set custom thresholds. Values in docs/api.md.',
        response: {
          200: jsonResponse('The presets', z.object({ noiseThresholds: z.array(noiseThresholdSchema) }).meta({ id: 'NoiseThresholds' })),
          401: errorResponse('No live session'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      reply.header('cache-control', 'private, max-age=3600');
      return {
        noiseThresholds: noisePresets.map((preset) => ({
          _id: preset.id,
          name: preset.name[language],
          low: preset.low,
          medium: preset.medium,
          high: preset.high,
          description: preset.description[language],
          default: preset.default,
        })),
      };
    },
  );
};
