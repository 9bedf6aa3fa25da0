// The device calls of spec §7 Devices: the lists, one device, create (its token shown once), change,
// delete, by monitorId, and token rotation. Who may call what: docs/permissions.md, "Devices".
import { calibrationStatuses, can, deviceSchema, deviceStatuses, message } from '@sereno/validation';
import { and, asc, eq, ilike, inArray, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf, visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { isUniqueViolation } from '../platform/database-errors.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { containsPattern, listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockRoom, lockRoomOfDevice, moveDevices } from '../rooms/queries.ts';
import { rooms } from '../db/schema/rooms.ts';
import { users } from '../db/schema/users.ts';
import { firmwareStatuses, firmwareUpToDate } from './firmware.ts';
import { deviceResponseSchema, selectDevicesWithJoins, toDevice } from './responses.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';
import { issueDeviceToken } from './tokens.ts';

const identifier = z.uuid({ error: message('identifier') });
const monitorIdText = z
  .string()
  .trim()
  .min(1, { error: message('required') })
  .max(100);
/** A filter where the panel sends the text `null` for "no value" (spec §7). */
const idOrNull = z.union([z.literal('null'), identifier]);

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

const deviceListQuerySchema = listQuery(['monitorId', 'createdAt', 'updatedAt', 'status', 'firmware', 'lastSeenAt'], {
  monitorId: z.string().max(100).describe('Text found in the monitorId (any letter case)'),
  status: z.enum(deviceStatuses, { error: message('option') }),
  firmware: z.enum(firmwareStatuses, { error: message('option') }).describe('upToDate or outdated against GET /api/device-version/available'),
  ownerId: idOrNull.describe('Devices of this owner; `null`: devices without an owner'),
  customerId: idOrNull.describe('Devices whose owner is of this customer; `null`: devices whose owner has none, or without an owner'),
  roomId: idOrNull.describe('The device of this room; `null`: devices that watch no room'),
  qcPass: z.enum(['pass', 'fail', 'null'], { error: message('option') }).describe('`null`: not checked yet'),
  calibration: z.enum(calibrationStatuses, { error: message('option') }),
});
const devicePageSchema = z
  .object({ devices: z.array(deviceResponseSchema), totalPages: z.int().nonnegative(), totalDevices: z.int().nonnegative() })
  .meta({ id: 'DevicePage' });

const common = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
const notFound = errorResponse('No such device, or not one the caller may see');

export const deviceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; firmwareVersion: string }> = async (
  app,
  { db, clock, firmwareVersion },
) => {
  const fail = (request: FastifyRequest, statusCode: number, key: ServerMessageKey): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'device', targetId });

  async function deviceAnswer(request: FastifyRequest, where: SQL) {
    const [row] = await selectDevicesWithJoins(db)
      .where(and(where, visibleDevices(callerOf(request))))
      .limit(1);
    if (!row) return fail(request, 404, 'deviceNotFound');
    return toDevice(row, firmwareVersion, callerOf(request));
  }

  /** 403 when the caller sets where a device is (its owner, its room) and may not (manufacturers). */
  function refuseUnlessPlacer(request: FastifyRequest, body: { ownerId?: string | undefined; roomId?: string | undefined }): void {
    if ((body.ownerId !== undefined || body.roomId !== undefined) && !can(callerOf(request).role, 'devices.place'))
      fail(request, 403, 'devicePlacementStaffOnly');
  }

  /**
   * The device `id` among those the caller sees, locked (404 otherwise); 403 when it watches a live
   * room and the caller may only act on devices not yet installed (manufacturers).
   */
  async function lockDisturbableDevice(tx: Database, request: FastifyRequest, id: string): Promise<DeviceRow> {
    const caller = callerOf(request);
    const [device] = await tx
      .select()
      .from(devices)
      .where(and(eq(devices.id, id), visibleDevices(caller)))
      .for('update');
    if (!device) return fail(request, 404, 'deviceNotFound');
    if (!can(caller.role, 'devices.place') && (await lockRoomOfDevice(tx, device.monitorId))) fail(request, 403, 'deviceInstalled');
    return device;
  }

  async function ownerExists(tx: Database, ownerId: string): Promise<boolean> {
    return (await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId))).length > 0;
  }

  /** Puts the device into the live room `roomId`; refuses a room that has a device of its own. */
  async function placeDevice(tx: Database, request: FastifyRequest, monitorId: string, roomId: string): Promise<string | null> {
    const room = (await lockRoom(tx, roomId, undefined)) ?? fail(request, 400, 'roomNotFound');
    if (room.monitorId === monitorId) return room.ownerId;
    if (room.monitorId !== null) fail(request, 409, 'roomHasDevice');
    const previous = await lockRoomOfDevice(tx, monitorId);
    const [device] = await tx.select({ lastSeenAt: devices.lastSeenAt }).from(devices).where(eq(devices.monitorId, monitorId));
    await moveDevices(tx, [
      ...(previous ? [{ roomId: previous.id, values: { monitorId: null, latest: null, lastSeenAt: null } }] : []),
      { roomId: room.id, values: { monitorId, latest: previous?.latest ?? null, lastSeenAt: previous?.lastSeenAt ?? device?.lastSeenAt ?? null } },
    ]);
    return room.ownerId;
  }

  app.get(
    '/devices',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'listAllDevices',
        tags: ['devices'],
        summary: 'Every device the caller may see (the data list), by monitorId',
        security: sessionSecurity,
        response: { 200: jsonResponse('The devices', z.object({ data: z.array(deviceResponseSchema) }).meta({ id: 'DeviceList' })), 401: common[401] },
      },
    },
    async (request, reply) => {
      const rows = await selectDevicesWithJoins(db)
        .where(visibleDevices(callerOf(request)))
        .orderBy(asc(devices.monitorId));
      reply.header('cache-control', 'no-store');
      return { data: rows.map((row) => toDevice(row, firmwareVersion, callerOf(request))) };
    },
  );

  app.get(
    '/devicesByFilters',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'listDevices',
        tags: ['devices'],
        summary: 'A page of devices',
        security: sessionSecurity,
        description:
          'Filters `monitorId` (text in it), `status`, `firmware` (upToDate, outdated), `ownerId`, `customerId`, `roomId` (each also the text `null`: without one), `qcPass` (pass, fail, null), `calibration`. ' +
          '`sortKey` monitorId (default), createdAt, updatedAt, status, firmware, lastSeenAt. ' +
          'A manufacturer sees no owner, customer or room, so it may not filter by them either (403).',
        querystring: deviceListQuerySchema,
        response: { 200: jsonResponse('A page of devices', devicePageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { monitorId, status, firmware, ownerId, customerId, roomId, qcPass, calibration, ...page } = request.query;
      // Filtering by where a device is would tell a manufacturer what the answers leave out.
      if ((ownerId ?? customerId ?? roomId) !== undefined && !can(callerOf(request).role, 'devices.seePlacement'))
        fail(request, 403, 'devicePlacementStaffOnly');
      const upToDate = firmwareUpToDate(firmwareVersion);
      const liveRoomMonitors = sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.deletedAt} is null and ${rooms.monitorId} is not null)`;
      const customerOwners = (id: string) => sql`(select ${users.id} from ${users} where ${users.customerId} = ${id})`;
      const where = and(
        visibleDevices(callerOf(request)),
        monitorId === undefined ? undefined : ilike(devices.monitorId, containsPattern(monitorId)),
        status === undefined ? undefined : eq(devices.status, status),
        firmware === undefined ? undefined : firmware === 'upToDate' ? upToDate : not(upToDate),
        ownerId === undefined ? undefined : ownerId === 'null' ? isNull(devices.ownerId) : eq(devices.ownerId, ownerId),
        customerId === undefined
          ? undefined
          : customerId === 'null'
            ? sql`(${devices.ownerId} is null or ${devices.ownerId} in (select ${users.id} from ${users} where ${users.customerId} is null))`
            : inArray(devices.ownerId, customerOwners(customerId)),
        roomId === undefined
          ? undefined
          : roomId === 'null'
            ? not(inArray(devices.monitorId, liveRoomMonitors))
            : inArray(devices.monitorId, sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.id} = ${roomId} and ${rooms.deletedAt} is null)`),
        qcPass === undefined ? undefined : qcPass === 'null' ? isNull(devices.qcPass) : eq(devices.qcPass, qcPass),
        calibration === undefined ? undefined : eq(devices.calibration, calibration),
      );
      const result = await listPage(db, {
        select: selectDevicesWithJoins(db),
        table: devices,
        where,
        sortColumns: {
          monitorId: devices.monitorId,
          createdAt: devices.createdAt,
          updatedAt: devices.updatedAt,
          status: devices.status,
          firmware: devices.firmware,
          lastSeenAt: devices.lastSeenAt,
        },
        defaultSort: 'monitorId',
        tieBreaker: devices.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return {
        devices: result.items.map((row) => toDevice(row, firmwareVersion, callerOf(request))),
        totalPages: result.totalPages,
        totalDevices: result.total,
      };
    },
  );

  app.get(
    '/devices/:id',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'getDevice',
        tags: ['devices'],
        summary: 'A device',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        response: { 200: jsonResponse('The device', deviceResponseSchema), 400: common[400], 401: common[401], 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deviceAnswer(request, eq(devices.id, request.params.id));
    },
  );

  app.get(
    '/devices/monitor/:monitorId',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'getDeviceByMonitor',
        tags: ['devices'],
        summary: 'A device by its monitorId',
        security: sessionSecurity,
        params: z.object({ monitorId: monitorIdText }),
        response: { 200: jsonResponse('The device', deviceResponseSchema), 400: common[400], 401: common[401], 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deviceAnswer(request, eq(devices.monitorId, request.params.monitorId));
    },
  );

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
          if (ownerId !== undefined && !(await ownerExists(tx, ownerId))) fail(request, 400, 'userNotFound');
          const [created] = await tx
            .insert(devices)
            .values({ ...fields, ownerId: ownerId ?? null, tokenHash, createdAt: now, updatedAt: now })
            .returning({ id: devices.id });
          if (!created) throw new Error('the insert returned nothing');
          if (roomId !== undefined) {
            const roomOwner = await placeDevice(tx, request, fields.monitorId, roomId);
            if (ownerId === undefined && roomOwner !== null) await tx.update(devices).set({ ownerId: roomOwner }).where(eq(devices.id, created.id));
          }
          await audit(tx, request, 'device.create', created.id);
          return created.id;
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
        const [device] = await tx
          .select()
          .from(devices)
          .where(and(eq(devices.monitorId, monitorId), visibleDevices(callerOf(request))))
          .for('update');
        if (!device) return fail(request, 404, 'deviceNotFound');
        refuseUnlessPlacer(request, request.body);
        if (ownerId !== undefined && !(await ownerExists(tx, ownerId))) fail(request, 400, 'userNotFound');
        const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        await tx
          .update(devices)
          .set({ ...defined, ...(ownerId !== undefined ? { ownerId } : {}), updatedAt: clock() })
          .where(eq(devices.id, device.id));
        if (roomId !== undefined) {
          const roomOwner = await placeDevice(tx, request, monitorId, roomId);
          if (ownerId === undefined && device.ownerId === null && roomOwner !== null)
            await tx.update(devices).set({ ownerId: roomOwner }).where(eq(devices.id, device.id));
        }
        await audit(tx, request, 'device.update', device.id);
      });
      return deviceAnswer(request, eq(devices.monitorId, monitorId));
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
        await tx.delete(devices).where(eq(devices.id, device.id));
        await tx
          .update(rooms)
          .set({ monitorId: null, latest: null, lastSeenAt: null })
          .where(and(eq(rooms.monitorId, device.monitorId), isNull(rooms.deletedAt)));
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
        await tx.update(devices).set({ tokenHash, updatedAt: clock() }).where(eq(devices.id, device.id));
        await audit(tx, request, 'device.token', device.id);
      });
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );
};
