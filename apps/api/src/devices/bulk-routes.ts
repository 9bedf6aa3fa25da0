// POST /api/devices/bulk (issue 28, docs/presets.md "Bulk actions"): one action over many devices of
// the devices list — the firmware update, or the status — checked device by device against the
// caller's rights, applied to all that may change in one transaction; the answer lists the refused ones.
import { can, DEVICE_BULK_MAX, deviceBulkActions, deviceBulkRefusalReasons, deviceBulkSchema, type Language } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudits } from '../audit/log.ts';
import { callerOf, visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockDevicesAmong, updateDevices } from './queries.ts';

const deviceBulkAnswerSchema = z
  .object({
    action: z.enum(deviceBulkActions),
    matched: z.int().nonnegative().describe('How many devices the call named'),
    changed: z.int().nonnegative().describe('How many devices the action changed'),
    refused: z
      .array(
        z.object({
          deviceId: z.uuid(),
          reason: z.enum(deviceBulkRefusalReasons),
          message: z.string().describe("The reason in the request's language"),
        }),
      )
      .describe('The devices left unchanged, with why'),
  })
  .meta({ id: 'DeviceBulkAnswer' });

export const deviceBulkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.post(
    '/devices/bulk',
    {
      config: { action: 'devices.bulk' },
      schema: {
        operationId: 'bulkDeviceAction',
        tags: ['devices'],
        summary: 'Apply one action to many devices: request the firmware update, or set the status',
        security: sessionSecurity,
        description:
          `\`deviceIds\` (1 to ${DEVICE_BULK_MAX}). \`requestFirmwareUpdate\` marks each device (\`otaRequestedAt\`, as POST /request-ota-update); ` +
          '`setStatus` `{ status }` (active, inactive, maintenance) needs devices.manage. Each device is checked against the caller’s rights: the ones that may change change ' +
          'in one transaction, the others are listed in `refused` with the reason (notFound: missing or not one the caller sees). Each changed device gets an audit entry ' +
          '(`device.ota` or `device.update`).',
        body: deviceBulkSchema,
        response: {
          200: jsonResponse('What changed and what was refused', deviceBulkAnswerSchema),
          400: errorResponse('A bad body: no devices, more than one call may change, an unknown action or status'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not do this action'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language: Language = requestLanguage(request);
      const body = request.body;
      if (body.action === 'setStatus' && !can(caller.role, 'devices.manage')) throw new HttpError(403, serverMessage(language, 'forbidden'));
      const ids = [...new Set(body.deviceIds)];
      const now = clock();
      return db.transaction(async (tx) => {
        const found = await lockDevicesAmong(tx, ids, visibleDevices(caller));
        const seen = new Set(found.map((device) => device.id));
        const refused = ids
          .filter((id) => !seen.has(id))
          .map((deviceId) => ({ deviceId, reason: 'notFound' as const, message: serverMessage(language, 'deviceBulkRefusedNotFound') }));
        const changedIds = found.map((device) => device.id);
        if (body.action === 'requestFirmwareUpdate') await updateDevices(tx, changedIds, { otaRequestedAt: now });
        else await updateDevices(tx, changedIds, { status: body.status, updatedAt: now });
        const action = body.action === 'requestFirmwareUpdate' ? ('device.ota' as const) : ('device.update' as const);
        await recordAudits(
          tx,
          { actor: caller, ip: request.ip, now },
          changedIds.map((targetId) => ({ action, targetType: 'device' as const, targetId })),
        );
        return { action: body.action, matched: ids.length, changed: changedIds.length, refused };
      });
    },
  );
};
