// The device changes of spec §7 Devices: create (its token shown once), change, delete, and token
// rotation. Registered by ./routes.ts. Who may call what: docs/permissions.md, "Devices".
import { calibrationStatuses, deviceSchema, deviceStatuses, message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { releaseDevice } from '../rooms/queries.ts';
import { userExists } from '../users/queries.ts';
import { deleteDevice, insertDevice, updateDevice } from './queries.ts';
import { deviceResponseSchema } from './responses.ts';
import { common, deviceRouteHelpers, identifier, monitorIdText, notFound } from './route-helpers.ts';
import { issueDeviceToken } from './tokens.ts';

const factoryFields = {
  qcPass: z
    .enum(['pass', 'fail'], { error: message('option') })
    .optional()
    .describe('The factory quality check'),
  calibration: z.enum(calibrationStatuses, { error: message('option') }).optional(),
};
const deviceCreateSchema = deviceSchema.extend(factoryFields).meta({ id: 'DeviceCreate' });
const deviceUpdateSchema = z
  .object({
    firmware: deviceSchema.shape.firmware,
    operator: deviceSchema.shape.operator,
    status: z.enum(deviceStatuses, { error: message('option') }).optional(),
    ownerId: identifier.optional(),
    roomId: identifier.optional().describe('Put the device in this room (as PUT /rooms/monitor/{monitorId})'),
    ...factoryFields,
  })
  .meta({ id: 'DeviceUpdate' });

export const deviceWriteRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; firmwareVersion: string }> = async (app, options) => {
  const { db, clock } = options;
  const { fail, audit, deviceAnswer, refuseUnlessPlacer, lockVisibleDevice, lockDisturbableDevice, placeDevice } = deviceRouteHelpers(options);

  app.post(
    '/devices',
    {
      config: { action: 'devices.manage' },
      schema: {
        operationId: 'createDevice',
        tags: ['devices'],
        summary: 'Create a device and its token',
        security: sessionSecurity,
        description:
          'The answer holds `token`, which the device sends as `Authorization: Bearer <token>` (or as its MQTT password): shown this once, only its hash is kept; ' +
          '`POST /api/devices/{id}/token` issues a new one. `roomId` puts the device in that room, which must have none (409); a device without an owner then takes the room owner. ' +
          '`ownerId` and `roomId` decide who sees the device: administrators and controllers only (a manufacturer 403). The device gets its `claimCode`, printed on its label.',
        body: deviceCreateSchema,
        response: {
          201: jsonResponse(
            'The new device and its token',
            z.object({ data: z.object({ id: z.uuid() }), token: z.string().describe('Shown once, never again') }).meta({ id: 'CreatedDevice' }),
          ),
          ...common,
          409: errorResponse('A device with that monitorId exists, or the room has a device'),
        },
      },
    },
    async (request, reply) => {
      refuseUnlessPlacer(request, request.body);
      const { roomId, ownerId, ...fields } = request.body;
      const { token, tokenHash } = issueDeviceToken();
      const now = clock();
      try {
        const id = await db.transaction(async (tx) => {
          if (ownerId !== undefined && !(await userExists(tx, ownerId))) fail(request, 400, 'userNotFound');
          const created = await insertDevice(tx, { ...fields, ownerId: ownerId ?? null, tokenHash, createdAt: now, updatedAt: now });
          if (roomId !== undefined) {
            const roomOwner = await placeDevice(tx, request, fields.monitorId, roomId);
            if (ownerId === undefined && roomOwner !== null) await updateDevice(tx, created, { ownerId: roomOwner });
          }
          await audit(tx, request, 'device.create', created);
          return created;
        });
        reply.header('cache-control', 'no-store');
        return reply.code(201).send({ data: { id }, token });
      } catch (error) {
        if (isUniqueViolation(error)) return fail(request, 409, 'deviceExists');
        throw error;
      }
    },
  );

  app.put(
    '/devices/monitor/:monitorId',
    {
      config: { action: 'devices.manage' },
      schema: {
        operationId: 'updateDevice',
        tags: ['devices'],
        summary: 'Change a device',
        security: sessionSecurity,
        description:
          'Only the fields sent change. The monitorId itself never changes (the readings are kept under it). `roomId` puts the device in that room, which must have none (409). ' +
          '`ownerId` and `roomId` decide who sees the device: administrators and controllers only; a manufacturer changes the manufacturing fields (firmware, operator, status, QC, calibration) and sending either answers 403, changing nothing.',
        params: z.object({ monitorId: monitorIdText }),
        body: deviceUpdateSchema,
        response: { 200: jsonResponse('The device as changed', deviceResponseSchema), ...common, 404: notFound, 409: errorResponse('The room has a device') },
      },
    },
    async (request) => {
      const { roomId, ownerId, ...fields } = request.body;
      const { monitorId } = request.params;
      await db.transaction(async (tx) => {
        const device = await lockVisibleDevice(tx, request, { monitorId });
        refuseUnlessPlacer(request, request.body);
        if (ownerId !== undefined && !(await userExists(tx, ownerId))) fail(request, 400, 'userNotFound');
        const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        await updateDevice(tx, device.id, { ...defined, ...(ownerId !== undefined ? { ownerId } : {}), updatedAt: clock() });
        if (roomId !== undefined) {
          const roomOwner = await placeDevice(tx, request, monitorId, roomId);
          if (ownerId === undefined && device.ownerId === null && roomOwner !== null) await updateDevice(tx, device.id, { ownerId: roomOwner });
        }
        await audit(tx, request, 'device.update', device.id);
      });
      return deviceAnswer(request, { monitorId });
    },
  );

  app.delete(
    '/devices/:id',
    {
      config: { action: 'devices.manage' },
      schema: {
        operationId: 'deleteDevice',
        tags: ['devices'],
        summary: 'Delete a device',
        security: sessionSecurity,
        description:
          'The room it watched is left without a device; its readings stay (under its monitorId). Its token stops working at once. A manufacturer deletes only devices that watch no room (403 otherwise).',
        params: z.object({ id: identifier }),
        response: { 204: z.undefined().describe('The device is deleted'), 400: common[400], 401: common[401], 403: common[403], 404: notFound },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const device = await lockDisturbableDevice(tx, request, request.params.id);
        await deleteDevice(tx, device.id);
        await releaseDevice(tx, device.monitorId);
        await audit(tx, request, 'device.delete', device.id);
      });
      return reply.code(204).send();
    },
  );

  app.post(
    '/devices/:id/token',
    {
      config: { action: 'devices.manage' },
      schema: {
        operationId: 'rotateDeviceToken',
        tags: ['devices'],
        summary: 'Issue a new device token: the old one stops working at once',
        security: sessionSecurity,
        description:
          'The new token is shown this once; only its hash is kept. A manufacturer rotates only the tokens of devices that watch no room (403 otherwise: that would silence a room).',
        params: z.object({ id: identifier }),
        response: {
          200: jsonResponse('The new token', z.object({ token: z.string() }).meta({ id: 'DeviceToken' })),
          400: common[400],
          401: common[401],
          403: common[403],
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const { token, tokenHash } = issueDeviceToken();
      await db.transaction(async (tx) => {
        const device = await lockDisturbableDevice(tx, request, request.params.id);
        await updateDevice(tx, device.id, { tokenHash, updatedAt: clock() });
        await audit(tx, request, 'device.token', device.id);
      });
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );
};
