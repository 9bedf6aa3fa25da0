// POST /api/devices/{monitorId}/readings: a device's batch of readings over HTTP (docs/devices.md).
// The device authenticates with its own token (not a session), so this route is outside the
// session authorization matrix.
import { READINGS_PER_BATCH_MAX, readingBatchSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { deviceSecurity, jsonResponse } from '../platform/openapi.ts';
import type { Ingest } from './ingest.ts';

const ingestResultSchema = z
  .object({
    accepted: z.int().min(0).describe('Readings stored by this call'),
    duplicates: z.int().min(0).describe('Readings already stored (a replay), dropped'),
  })
  .meta({ id: 'IngestResult' });

const bearer = /^Bearer\s+(\S+)\s*$/i;

export const readingRoutes: FastifyPluginAsyncZod<{ ingest: Ingest }> = async (app, { ingest }) => {
  app.post(
    '/devices/:monitorId/readings',
    {
      config: { action: 'device' },
      schema: {
        operationId: 'ingestReadings',
        tags: ['devices'],
        summary: "A device's readings",
        description:
          `A JSON array of 1 to ${READINGS_PER_BATCH_MAX} readings (protocol v1, docs/devices.md), with the device's token as ` +
          '`Authorization: Bearer <token>`. Answers 202 only once the readings are committed. Idempotent on (monitorId, seq): ' +
          'a replay is counted in `duplicates` and stored nothing twice. One invalid reading refuses the whole batch (400), ' +
          "naming it by its index. 429 with Retry-After past the device's own limit, 503 with Retry-After when the server holds as " +
          'many readings as it may or the database is unavailable: send the same batch again later.',
        security: deviceSecurity,
        params: z.object({ monitorId: z.string().min(1).max(100).describe('The id printed on the device') }),
        body: readingBatchSchema,
        response: {
          202: jsonResponse('Committed', ingestResultSchema),
          400: errorResponse('A reading is invalid (nothing of the batch is stored)'),
          401: errorResponse('No token, or not the token of this monitorId'),
          429: errorResponse('The device sends more than its limit (SERENO_INGEST_DEVICE_RATE): retry after Retry-After seconds'),
          503: errorResponse('Too many readings waiting to be written, or the database is unavailable: retry after Retry-After seconds'),
        },
      },
      // The service validates (for MQTT too), after authenticating: the schema above is for the document.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
    },
    async (request, reply) => {
      const token = bearer.exec(request.headers.authorization ?? '')?.[1];
      const result = await ingest.ingest({
        monitorId: request.params.monitorId,
        token,
        readings: request.body,
        language: requestLanguage(request),
        field: 'body',
        whenFull: 'refuse',
      });
      return reply.code(202).send(result);
    },
  );
};
