// Spec §7 Device version: the firmware now available, and asking devices to update over the air.
// Who may call what: docs/permissions.md, "Devices".
import { message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { requestOtaUpdates } from '../devices/service.ts';
import { callerOf, visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';

const monitorIdText = z
  .string()
  .trim()
  .min(1, { error: message('required') })
  .max(100);

const otaRequestSchema = z
  .object({
    monitorId: monitorIdText.optional(),
    monitorIds: z.array(monitorIdText).max(500).optional(),
  })
  .refine((body) => body.monitorId !== undefined || (body.monitorIds?.length ?? 0) > 0, { message: message('required'), path: ['monitorIds'] })
  .meta({ id: 'OtaUpdateRequest' });

export const deviceVersionRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; firmwareVersion: string }> = async (
  app,
  { db, clock, firmwareVersion },
) => {
  app.get(
    '/device-version/available',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getAvailableDeviceVersion',
        tags: ['devices'],
        summary: 'The firmware version now available',
        security: sessionSecurity,
        description: 'From `SERENO_FIRMWARE_VERSION` (default 2.4.0). A device with an older (or unknown) firmware is outdated.',
        response: {
          200: jsonResponse(
            'The version',
            z.object({ version: z.string().describe('Numbers and dots, such as 2.4.0') }).meta({ id: 'AvailableDeviceVersion' }),
          ),
          401: errorResponse('No live session'),
        },
      },
    },
    async () => ({ version: firmwareVersion }),
  );

  app.post(
    '/request-ota-update',
    {
      config: { action: 'devices.requestUpdate' },
      schema: {
        operationId: 'requestOtaUpdate',
        tags: ['devices'],
        summary: 'Ask devices to update their firmware over the air',
        security: sessionSecurity,
        description:
          'Body `{ monitorId }` or `{ monitorIds: [...] }` (up to 500). Marks each device (`otaRequestedAt`); the device fetches the update at its next report. ' +
          'All or nothing: a monitorId the caller may not see (or that does not exist) answers 404 and marks none.',
        body: otaRequestSchema,
        response: {
          200: jsonResponse('How many devices were asked', z.object({ requested: z.int().nonnegative() }).meta({ id: 'OtaUpdateAnswer' })),
          400: errorResponse('No monitorId'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not ask for updates'),
          404: errorResponse('A device does not exist, or is not one the caller may see'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const wanted = [...new Set([...(request.body.monitorIds ?? []), ...(request.body.monitorId === undefined ? [] : [request.body.monitorId])])];
      const requested = await db.transaction(async (tx) => {
        const updated = await requestOtaUpdates(tx, wanted, visibleDevices(caller), clock());
        if (updated.length !== wanted.length) throw new HttpError(404, serverMessage(requestLanguage(request), 'deviceNotFound'));
        for (const device of updated)
          await recordAudit(tx, { actor: caller, ip: request.ip, now: clock() }, { action: 'device.ota', targetType: 'device', targetId: device.id });
        return updated.length;
      });
      return { requested };
    },
  );
};
