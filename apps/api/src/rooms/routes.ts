// The room calls of spec §7 Rooms: the list and a room, create, change, settings, alert schedules,
// devices moved between rooms, the owners' lists and licences, the room of a device, and merge.
// Who may call what: docs/permissions.md, "Rooms".
import {
  alertSchedulesSchema,
  can,
  message,
  roomLinksSchema,
  roomSchema,
  roomSettingsSchema,
  roomStatuses,
  roomUpdateSchema,
  type Language,
} from '@sereno/validation';
import { and, asc, eq, gte, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeAlarmsOf, hasActiveNoiseAlarm } from '../alarms/room-status.ts';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { joinOwnerGraph } from '../protocols/graph.ts';
import { currentBooking } from '../bookings/current.ts';
import { roomCurrentBookingSchema, toRoomCurrentBooking } from '../bookings/responses.ts';
import { contractsOf } from '../customers/licences.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';
import { callerOf, visibleDevices, visibleRooms, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { containsPattern, listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findUser } from '../users/queries.ts';
import { users, type UserRow } from '../db/schema/users.ts';
import { assertLinksFree, checkedRoomLinks } from '../third-parties/room-links.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { hasChanges } from '../platform/updates.ts';
import { checkClaimCode, countingWrongClaims } from './device-claims.ts';
import { mergeRooms } from './merge.ts';
import {
  customerOfUser,
  deviceValuesOf,
  findRoom,
  lockDevice,
  lockRoom,
  lockRoomOfDevice,
  moveDevices,
  noDevice,
  ownerMergeDone,
  pickLicence,
  selectRoomsWithJoins,
  toJoined,
} from './queries.ts';
import { roomDetailSchema, roomListItemSchema, roomSummarySchema, toRoomDetail, toRoomListItem, usedLicenceSchema } from './responses.ts';
import { disconnectedAfterMs } from './status.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';

const identifier = z.uuid({ error: message('identifier') });
const idParams = z.object({ id: identifier });
const monitorIdText = z
  .string()
  .trim()
  .min(1, { error: message('required') })
  .max(100);
const claimCodeText = z
  .string()
  .max(100)
  .optional()
  .describe("The claim code printed on the device's label: needed to put in a room a device nobody owns yet that the caller does not see");

const roomListQuerySchema = listQuery(['name', 'createdAt', 'status', 'username', 'monitorId'], {
  status: z.enum(roomStatuses, { error: message('option') }).describe('connected, noiseAlert (connected, with an active noise alarm) or disconnected'),
  nightAgent: z.enum(['true', 'false'], { error: message('option') }).describe('Night agent enabled (true) or disabled (false)'),
  search: z.string().max(100).describe("Text found in the name, the address, the monitorId or the owner's username (any letter case)"),
  ownerId: identifier.describe('Only the rooms of this owner'),
});

const roomPageSchema = z
  .object({ rooms: z.array(roomListItemSchema), totalPages: z.int().nonnegative(), totalRooms: z.int().nonnegative() })
  .meta({ id: 'RoomPage' });
const roomIdAnswer = z.object({ data: z.object({ roomId: z.uuid() }) }).meta({ id: 'RoomIdAnswer' });

const licenceOptionSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    serviceContractId: z.uuid(),
    serviceContractName: z.string(),
    family: z.string(),
    activo: z.boolean(),
    used: z.int().nonnegative(),
    total: z.int().nonnegative(),
    available: z.int().nonnegative(),
  })
  .meta({ id: 'LicenseOption' });

const common = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
const notFound = errorResponse('No such room (or not one the caller may see): "Room not found"');

export const roomRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, { db, clock, thirdParties }) => {
  const refuse = (language: Language, statusCode: number, key: ServerMessageKey, params: Record<string, string> = {}): never => {
    throw new HttpError(statusCode, serverMessage(language, key, params));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string, targetType: 'room' | 'user' = 'room') =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType, targetId });

  async function detailOf(request: FastifyRequest, id: string) {
    const now = clock();
    const found = await findRoom(db, and(eq(rooms.id, id), visibleRooms(callerOf(request))), now);
    if (!found) return refuse(requestLanguage(request), 404, 'roomNotFound');
    return { ...toRoomDetail(found, now), alarms: await activeAlarmsOf(db, id, requestLanguage(request)) };
  }

  /** The owner named by `ownerId` (the caller without one), among the users the caller may see. */
  async function ownerOf(request: FastifyRequest, ownerId: string | undefined): Promise<UserRow> {
    const caller = callerOf(request);
    if (ownerId === undefined || ownerId === caller.id) return caller;
    return (await findUser(db, ownerId, visibleUsers(caller))) ?? refuse(requestLanguage(request), 404, 'userNotFound');
  }

  /**
   * A device a caller may put in a room: one it can see, or one nobody owns yet whose claim code it
   * gives (./device-claims.ts); any other answers `statusCode` as if it did not exist.
   */
  async function usableDevice(tx: Database, request: FastifyRequest, monitorId: string, statusCode: number, claimCode: string | undefined): Promise<DeviceRow> {
    const device = await lockDevice(tx, monitorId);
    const scope = visibleDevices(callerOf(request));
    if (
      device &&
      (scope === undefined ||
        (
          await tx
            .select({ id: devices.id })
            .from(devices)
            .where(and(eq(devices.id, device.id), scope))
        ).length > 0)
    )
      return device;
    if (!device || device.ownerId !== null) return refuse(requestLanguage(request), statusCode, 'deviceNotFound');
    await checkClaimCode(tx, request, device, claimCode, clock());
    return device;
  }

  /**
   * Puts `device` into `room`: it leaves the live room it watched (taking its latest values along),
   * the room's previous device is left without a room, and a device nobody owned becomes the owner's.
   */
  async function assignDevice(tx: Database, request: FastifyRequest, room: RoomRow, device: DeviceRow): Promise<void> {
    const language = requestLanguage(request);
    const previous = await lockRoomOfDevice(tx, device.monitorId);
    if (previous?.id === room.id) return;
    if (previous && !(await lockRoom(tx, previous.id, visibleRooms(callerOf(request))))) refuse(language, 409, 'deviceInUse', { room: '—' });
    await moveDevices(tx, [
      ...(previous ? [{ roomId: previous.id, values: noDevice }] : []),
      { roomId: room.id, values: previous ? deviceValuesOf(previous) : { monitorId: device.monitorId, latest: null, lastSeenAt: device.lastSeenAt } },
    ]);
    await adoptDevice(tx, device, room.ownerId);
  }

  /** A device nobody owned becomes the owner's of the room it is put in. */
  async function adoptDevice(tx: Database, device: DeviceRow, ownerId: string | null): Promise<void> {
    if (device.ownerId === null && ownerId !== null) await tx.update(devices).set({ ownerId, updatedAt: clock() }).where(eq(devices.id, device.id));
  }

  app.get(
    '/rooms',
    {
      config: { action: 'rooms.read' },
      schema: {
        operationId: 'listRooms',
        tags: ['rooms'],
        summary: 'A page of rooms',
        security: sessionSecurity,
        description:
          'Filters `status` (connected, noiseAlert — connected with an active noise alarm —, disconnected), `nightAgent` (true, false), `search` ' +
          "(name, address, monitorId or owner's username), `ownerId`; an empty filter is ignored. `sortKey` name (default), createdAt, status (connected first), username, monitorId. Deleted (merged) rooms are left out.",
        querystring: roomListQuerySchema,
        response: { 200: jsonResponse('A page of rooms', roomPageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { status, nightAgent, search, ownerId, ...page } = request.query;
      const now = clock();
      const connected = and(isNotNull(rooms.monitorId), gte(rooms.lastSeenAt, new Date(now.getTime() - disconnectedAfterMs)));
      const statusFilter: Record<(typeof roomStatuses)[number], SQL | undefined> = {
        connected: and(connected, sql`not ${hasActiveNoiseAlarm(rooms.id)}`),
        noiseAlert: and(connected, hasActiveNoiseAlarm(rooms.id)),
        disconnected: sql`not coalesce(${connected}, false)`,
      };
      const pattern = search === undefined ? undefined : containsPattern(search);
      const where = and(
        isNull(rooms.deletedAt),
        visibleRooms(callerOf(request)),
        status === undefined ? undefined : statusFilter[status],
        nightAgent === undefined ? undefined : eq(rooms.nightAgent, nightAgent === 'true'),
        ownerId === undefined ? undefined : eq(rooms.ownerId, ownerId),
        pattern === undefined
          ? undefined
          : or(
              ilike(rooms.name, pattern),
              ilike(rooms.address, pattern),
              ilike(rooms.monitorId, pattern),
              inArray(rooms.ownerId, sql`(select ${users.id} from ${users} where ${users.username} ilike ${pattern})`),
            ),
      );
      const result = await listPage(db, {
        select: selectRoomsWithJoins(db, now),
        table: rooms,
        where,
        sortColumns: {
          name: rooms.name,
          createdAt: rooms.createdAt,
          status: sql`case when coalesce(${connected}, false) then 0 else 1 end`,
          username: users.username,
          monitorId: rooms.monitorId,
        },
        defaultSort: 'name',
        tieBreaker: rooms.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return { rooms: result.items.map((row) => toRoomListItem(toJoined(row), now)), totalPages: result.totalPages, totalRooms: result.total };
    },
  );

  app.get(
    '/rooms/:id',
    {
      config: { action: 'rooms.read' },
      schema: {
        operationId: 'getRoom',
        tags: ['rooms'],
        summary: 'A room (spec §3 Room detail)',
        security: sessionSecurity,
        description: "`data` is the device's latest values; its `level` follows the room's noise settings (disconnected while the room is).",
        params: idParams,
        response: { 200: jsonResponse('The room', roomDetailSchema), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return detailOf(request, request.params.id);
    },
  );

  app.post(
    '/rooms',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'createRoom',
        tags: ['rooms'],
        summary: 'Create a room, with or without a device',
        security: sessionSecurity,
        description:
          'Administrators choose `ownerId` (default: themselves); everyone else owns the rooms they create (another `ownerId` 403). ' +
          "With `monitorId` the device must exist, be one the caller may see or nobody owns yet (it then becomes the owner's), and watch no other live room (409). " +
          'A device nobody owns yet that the caller does not see needs its `claimCode` (printed on its label): missing 400, wrong 403; after 10 wrong codes in 15 minutes 429 with Retry-After. ' +
          "Without one, the room needs a licence of the owner's customer with a place left: `licenseId` when given, else the first available (409 when there is none; " +
          'non-administrators are told to contact the administrator).',
        body: roomSchema,
        response: {
          201: jsonResponse('The new room', roomIdAnswer),
          ...common,
          409: errorResponse('The device watches another room, the licence has no place, or no licence is left'),
          429: errorResponse('Too many wrong claim codes from this account: wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const body = request.body;
      if (body.ownerId !== undefined && body.ownerId !== caller.id && !can(caller.role, 'rooms.chooseOwner')) refuse(language, 403, 'forbidden');
      const roomId = await countingWrongClaims(db, request, clock(), () =>
        db.transaction(async (tx) => {
          const ownerId = body.ownerId ?? caller.id;
          const customerId = await customerOfUser(tx, ownerId);
          if (customerId === undefined) return refuse(language, 400, 'userNotFound');
          if (body.managerId !== undefined && !(await isManagerOf(tx, body.managerId, customerId))) refuse(language, 400, 'userNotFound');
          const device = body.monitorId === undefined ? undefined : await usableDevice(tx, request, body.monitorId, 400, body.claimCode);
          if (device) {
            const watched = await lockRoomOfDevice(tx, device.monitorId);
            if (watched) refuse(language, 409, 'deviceInUse', { room: watched.name });
          }
          let licence: { licenseId: string; serviceContractId: string } | undefined;
          if (body.licenseId !== undefined || !device) {
            licence = customerId === null ? undefined : await pickLicence(tx, customerId, body.licenseId);
            if (!licence) {
              if (body.licenseId !== undefined) refuse(language, 409, 'licenceUnavailable');
              refuse(language, 409, caller.role === 'admin' ? 'ownerHasNoLicences' : 'noLicencesLeft');
            }
          }
          const [created] = await tx
            .insert(rooms)
            .values({
              ...roomColumns(body),
              name: body.name,
              ownerId,
              managerId: body.managerId ?? null,
              monitorId: device?.monitorId ?? null,
              lastSeenAt: device?.lastSeenAt ?? null,
              licenseId: licence?.licenseId ?? null,
              serviceContractId: licence?.serviceContractId ?? null,
              mergeDone: await ownerMergeDone(tx, ownerId),
              createdAt: clock(),
            })
            .returning({ id: rooms.id });
          if (!created) throw new Error('the insert returned nothing');
          if (device) await adoptDevice(tx, device, ownerId);
          await joinOwnerGraph(tx, { roomId: created.id, ownerId, now: clock() });
          await audit(tx, request, 'room.create', created.id);
          return created.id;
        }),
      );
      return reply.code(201).send({ data: { roomId } });
    },
  );

  app.put(
    '/rooms/:id',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'updateRoom',
        tags: ['rooms'],
        summary: "Change a room's general data",
        security: sessionSecurity,
        description:
          'Only the fields sent change. `ownerId` only by administrators (403 otherwise). `monitorId` puts that device in the room as `PUT /rooms/monitor/{monitorId}` does (with `claimCode` for a device nobody owns yet); ' +
          '`licenseId` moves the room to that licence, which needs a place left (409).',
        params: idParams,
        body: roomUpdateSchema,
        response: {
          200: jsonResponse('The room as changed', roomDetailSchema),
          ...common,
          404: notFound,
          409: errorResponse('The licence has no place left, or the device watches a room the caller may not see'),
          429: errorResponse('Too many wrong claim codes from this account: wait for Retry-After seconds'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const body = request.body;
      await countingWrongClaims(db, request, clock(), () =>
        db.transaction(async (tx) => {
          const room = (await lockRoom(tx, request.params.id, visibleRooms(caller))) ?? refuse(language, 404, 'roomNotFound');
          if (body.ownerId !== undefined && body.ownerId !== room.ownerId && !can(caller.role, 'rooms.chooseOwner')) refuse(language, 403, 'forbidden');
          const ownerId = body.ownerId ?? room.ownerId;
          const customerId = ownerId === null ? null : await customerOfUser(tx, ownerId);
          if (customerId === undefined) refuse(language, 400, 'userNotFound');
          if (body.managerId !== undefined && !(await isManagerOf(tx, body.managerId, customerId ?? null))) refuse(language, 400, 'userNotFound');
          let licence: { licenseId: string; serviceContractId: string } | undefined;
          if (body.licenseId !== undefined && body.licenseId !== room.licenseId) {
            licence = customerId ? await pickLicence(tx, customerId, body.licenseId) : undefined;
            if (!licence) refuse(language, 409, 'licenceUnavailable');
          }
          const changes = {
            ...roomColumns(body),
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.ownerId !== undefined ? { ownerId: body.ownerId, mergeDone: room.mergeDone || (await ownerMergeDone(tx, body.ownerId)) } : {}),
            ...(body.managerId !== undefined ? { managerId: body.managerId } : {}),
            ...(licence ?? {}),
          };
          if (hasChanges(changes)) await tx.update(rooms).set(changes).where(eq(rooms.id, room.id));
          if (body.ownerId !== undefined && body.ownerId !== room.ownerId) await joinOwnerGraph(tx, { roomId: room.id, ownerId: body.ownerId, now: clock() });
          const newMonitorId = body.monitorId !== undefined && body.monitorId !== room.monitorId ? body.monitorId : undefined;
          if (newMonitorId !== undefined) await assignDevice(tx, request, room, await usableDevice(tx, request, newMonitorId, 400, body.claimCode));
          if (hasChanges(changes) || newMonitorId !== undefined) await audit(tx, request, 'room.update', room.id);
        }),
      );
      return detailOf(request, request.params.id);
    },
  );

  app.put(
    '/rooms/:id/settings',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'updateRoomSettings',
        tags: ['rooms'],
        summary: "Change a room's settings (notifications, thresholds, noise settings, manager)",
        security: sessionSecurity,
        description:
          'The whole settings form (`roomSettingsSchema`); `noiseSettings` a preset of `GET /api/noise-thresholds` or custom thresholds (low < medium < high). ' +
          'The integrations section: `guestyLinkedRoom`, `avantioLinkedRoom`, `krossLinkedRoom` (absent: unchanged; null: unlinked), each a listing that the linked account of ' +
          "the room's customer returns (checked with the provider: 400 when it is not one, 409 when the account is not linked, 502/503/504 when the provider fails) and that no " +
          "other live room of the customer holds (409, the message containing 'is already linked to another room: {name}').",
        params: idParams,
        body: roomSettingsSchema.extend(roomLinksSchema.shape),
        response: {
          200: jsonResponse('The room as changed', roomDetailSchema),
          ...common,
          404: notFound,
          409: errorResponse('The listing is linked to another room of the customer, or the customer has no such account linked'),
          502: errorResponse('The provider answered with an error or something it does not document'),
          503: errorResponse('The provider cannot be reached or asks to wait'),
          504: errorResponse('The provider did not answer in time'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const { managerId, microphoneSensibility, voiceName, noiseSettings, guestyLinkedRoom, avantioLinkedRoom, krossLinkedRoom, ...settings } = request.body;
      // New PMS links are checked with the provider before the transaction: that call may take seconds.
      const [current] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.id, request.params.id), isNull(rooms.deletedAt), visibleRooms(caller)));
      if (!current) return refuse(language, 404, 'roomNotFound');
      const links = await checkedRoomLinks(db, thirdParties, language, current, { guestyLinkedRoom, avantioLinkedRoom, krossLinkedRoom });
      await db.transaction(async (tx) => {
        const room = (await lockRoom(tx, request.params.id, visibleRooms(caller))) ?? refuse(language, 404, 'roomNotFound');
        await assertLinksFree(tx, language, room, links);
        if (managerId !== undefined) {
          const customerId = room.ownerId === null ? null : ((await customerOfUser(tx, room.ownerId)) ?? null);
          if (!(await isManagerOf(tx, managerId, customerId))) refuse(language, 400, 'userNotFound');
        }
        await tx
          .update(rooms)
          .set({
            ...settings,
            noiseSettings,
            microphoneSensibility: microphoneSensibility ?? null,
            ...(voiceName !== undefined ? { voiceName } : {}),
            ...links,
            // A manager may not hand its rooms to another manager.
            ...(managerId !== undefined && caller.role !== 'manager' ? { managerId } : {}),
          })
          .where(eq(rooms.id, room.id));
        await audit(tx, request, 'room.settings', room.id);
      });
      return detailOf(request, request.params.id);
    },
  );

  app.put(
    '/rooms/:id/settings/alert-schedules',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'updateRoomAlertSchedules',
        tags: ['rooms'],
        summary: "Replace a room's alert schedules",
        security: sessionSecurity,
        description: 'The body is the whole list `[{ from, to, email?, telephone? }]` (empty: none).',
        params: idParams,
        body: alertSchedulesSchema,
        response: { 200: jsonResponse('The room as changed', roomDetailSchema), ...common, 404: notFound },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await db.transaction(async (tx) => {
        const room = (await lockRoom(tx, request.params.id, visibleRooms(callerOf(request)))) ?? refuse(language, 404, 'roomNotFound');
        await tx.update(rooms).set({ alertSchedules: request.body }).where(eq(rooms.id, room.id));
        await audit(tx, request, 'room.settings', room.id);
      });
      return detailOf(request, request.params.id);
    },
  );

  app.put(
    '/rooms/monitor/:monitorId',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'assignRoomMonitor',
        tags: ['rooms'],
        summary: 'Put a device in a room',
        security: sessionSecurity,
        description:
          "Body `{ roomId, claimCode? }`. The device leaves the room it watched (which keeps no device), taking its latest values along; the room's previous device is left without a room. " +
          "A device nobody owned becomes the room owner's. The device must be one the caller may see or nobody owns (404); one nobody owns that the caller does not see needs its `claimCode` " +
          '(printed on its label): missing 400, wrong 403; after 10 wrong codes in 15 minutes 429 with Retry-After.',
        params: z.object({ monitorId: monitorIdText }),
        body: z.object({ roomId: identifier, claimCode: claimCodeText }),
        response: {
          200: jsonResponse('The room that now has the device', roomIdAnswer),
          ...common,
          404: errorResponse('No such room or device, or not one the caller may see'),
          409: errorResponse('The device watches a room the caller may not see'),
          429: errorResponse('Too many wrong claim codes from this account: wait for Retry-After seconds'),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await countingWrongClaims(db, request, clock(), () =>
        db.transaction(async (tx) => {
          const room = (await lockRoom(tx, request.body.roomId, visibleRooms(callerOf(request)))) ?? refuse(language, 404, 'roomNotFound');
          await assignDevice(tx, request, room, await usableDevice(tx, request, request.params.monitorId, 404, request.body.claimCode));
          await audit(tx, request, 'room.monitor', room.id);
        }),
      );
      return { data: { roomId: request.body.roomId } };
    },
  );

  app.put(
    '/rooms/:id/swap-monitors',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'swapRoomMonitors',
        tags: ['rooms'],
        summary: 'Swap the devices of two rooms',
        security: sessionSecurity,
        description:
          "Query `monitorId`: the room takes that device and the room that device watched takes the room's device (or none), each with its latest values, atomically. " +
          "A device that watches no room simply comes to this one, and this room's device is left without a room. A device nobody owns yet that the caller does not see needs its `claimCode`, as in `PUT /rooms/monitor/{monitorId}`.",
        params: idParams,
        querystring: z.object({ monitorId: monitorIdText, claimCode: claimCodeText }),
        response: {
          200: jsonResponse('The room', roomIdAnswer),
          ...common,
          404: errorResponse('No such room or device, or not one the caller may see'),
          409: errorResponse('The device watches a room the caller may not see'),
          429: errorResponse('Too many wrong claim codes from this account: wait for Retry-After seconds'),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const scope = visibleRooms(callerOf(request));
      await countingWrongClaims(db, request, clock(), () =>
        db.transaction(async (tx) => {
          const room = (await lockRoom(tx, request.params.id, scope)) ?? refuse(language, 404, 'roomNotFound');
          const device = await usableDevice(tx, request, request.query.monitorId, 404, request.query.claimCode);
          const other = await lockRoomOfDevice(tx, device.monitorId);
          if (other?.id === room.id) return;
          if (other && !(await lockRoom(tx, other.id, scope))) refuse(language, 409, 'deviceInUse', { room: '—' });
          await moveDevices(tx, [
            { roomId: room.id, values: other ? deviceValuesOf(other) : { monitorId: device.monitorId, latest: null, lastSeenAt: device.lastSeenAt } },
            ...(other ? [{ roomId: other.id, values: deviceValuesOf(room) }] : []),
          ]);
          await adoptDevice(tx, device, room.ownerId);
          await audit(tx, request, 'room.monitor', room.id);
          if (other) await audit(tx, request, 'room.monitor', other.id);
        }),
      );
      return { data: { roomId: request.params.id } };
    },
  );

  app.get(
    '/rooms/owner/id',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listOwnerRooms',
        tags: ['rooms'],
        summary: "An owner's rooms, as `_id` and `name`",
        security: sessionSecurity,
        description: '`ownerId` defaults to the caller. Live rooms, by name.',
        querystring: z.object({ ownerId: identifier.optional() }),
        response: {
          200: jsonResponse('The rooms', z.object({ rooms: z.array(roomSummarySchema) }).meta({ id: 'RoomSummaries' })),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.ownerId);
      const rows = await db
        .select({ _id: rooms.id, name: rooms.name })
        .from(rooms)
        .where(and(eq(rooms.ownerId, owner.id), isNull(rooms.deletedAt)))
        .orderBy(asc(rooms.name), asc(rooms.id));
      reply.header('cache-control', 'no-store');
      return { rooms: rows };
    },
  );

  app.get(
    '/rooms/license/owner/id',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listOwnerLicenses',
        tags: ['rooms'],
        summary: "The licences of an owner's customer, with their places (the room wizard's licence step)",
        security: sessionSecurity,
        description: '`ownerId` defaults to the caller. An owner without a customer has none. `available` is 0 for an inactive licence.',
        querystring: z.object({ ownerId: identifier.optional() }),
        response: {
          200: jsonResponse('The licences', z.object({ licenses: z.array(licenceOptionSchema) }).meta({ id: 'LicenseOptions' })),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.ownerId);
      const contracts = owner.customerId ? await contractsOf(db, owner.customerId) : [];
      reply.header('cache-control', 'no-store');
      return {
        licenses: contracts.flatMap((contract) =>
          contract.licences.map((line) => ({
            _id: line.id,
            name: line.name,
            serviceContractId: contract.id,
            serviceContractName: contract.name,
            family: line.family,
            activo: line.activo,
            used: line.used,
            total: line.total,
            available: line.available,
          })),
        ),
      };
    },
  );

  app.get(
    '/rooms/user/used-licenses',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listUsedLicenses',
        tags: ['rooms'],
        summary: "The rooms holding a licence of a user's customer",
        security: sessionSecurity,
        description:
          "`userId` defaults to the caller. The live rooms of every owner of the user's customer (the user's own for a user without one) that hold a licence, by name.",
        querystring: z.object({ userId: identifier.optional() }),
        response: {
          200: jsonResponse('The rooms and their licences', z.object({ usedLicenses: z.array(usedLicenceSchema) }).meta({ id: 'UsedLicenses' })),
          ...common,
          404: errorResponse('No such user, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const user = await ownerOf(request, request.query.userId);
      const owners = user.customerId
        ? inArray(rooms.ownerId, sql`(select ${users.id} from ${users} where ${users.customerId} = ${user.customerId})`)
        : eq(rooms.ownerId, user.id);
      const rows = await db
        .select({ id: rooms.id, name: rooms.name, licenseId: rooms.licenseId, serviceContractId: rooms.serviceContractId })
        .from(rooms)
        .where(and(owners, isNull(rooms.deletedAt), isNotNull(rooms.licenseId)))
        .orderBy(asc(rooms.name), asc(rooms.id));
      reply.header('cache-control', 'no-store');
      return {
        usedLicenses: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          licenseId: row.licenseId ?? '',
          ...(row.serviceContractId ? { serviceContractId: row.serviceContractId } : {}),
        })),
      };
    },
  );

  app.get(
    '/rooms/roomdetails/:monitorId',
    {
      config: { action: 'rooms.read' },
      schema: {
        operationId: 'getRoomByMonitor',
        tags: ['rooms'],
        summary: 'The room a device watches, and its current booking',
        security: sessionSecurity,
        description: '`currentBooking`: the guest now in the room (the confirmed, live booking whose check-in ≤ now < check-out), or null when it is empty.',
        params: z.object({ monitorId: monitorIdText }),
        response: {
          200: jsonResponse(
            'The room',
            z.object({ room: roomDetailSchema, currentBooking: roomCurrentBookingSchema.nullable() }).meta({ id: 'RoomCurrentData' }),
          ),
          ...common,
          404: notFound,
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const found = await findRoom(db, and(eq(rooms.monitorId, request.params.monitorId), visibleRooms(callerOf(request))), now);
      if (!found) return refuse(requestLanguage(request), 404, 'roomNotFound');
      reply.header('cache-control', 'no-store');
      const booking = await currentBooking(db, found.room.id, now);
      return { room: toRoomDetail(found, now), currentBooking: booking ? toRoomCurrentBooking(booking) : null };
    },
  );

  app.post(
    '/rooms/:id/merge',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'mergeRoom',
        tags: ['rooms'],
        summary: 'Merge this room into another of the same owner (spec §4)',
        security: sessionSecurity,
        description:
          'Body `{ targetRoomId }`. Only what the target lacks (empty or null) moves from this room to it; what the target has is never overwritten. This room is then deleted (softly: ' +
          '`deletedAt`, its history kept). Bookings and tasks are not reassigned: they stay with this room and leave the lists with it. `moved` names the fields that moved. ' +
          'Refused: into itself (400), across owners (409), when the owner has closed its merges (409).',
        params: idParams,
        body: z.object({ targetRoomId: identifier }),
        response: {
          200: jsonResponse(
            'The target room and what moved to it',
            z.object({ data: z.object({ roomId: z.uuid() }), moved: z.array(z.string()) }).meta({ id: 'RoomMergeAnswer' }),
          ),
          ...common,
          404: notFound,
          409: errorResponse("The rooms' owners differ, or the owner's merges are closed"),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { targetRoomId } = request.body;
      if (targetRoomId === request.params.id) refuse(language, 400, 'mergeIntoItself');
      const scope = visibleRooms(callerOf(request));
      const moved = await db.transaction(async (tx) => {
        const source = (await lockRoom(tx, request.params.id, scope)) ?? refuse(language, 404, 'roomNotFound');
        const target = (await lockRoom(tx, targetRoomId, scope)) ?? refuse(language, 404, 'roomNotFound');
        if (source.ownerId !== target.ownerId) refuse(language, 409, 'mergeAcrossOwners');
        if (source.mergeDone || target.mergeDone) refuse(language, 409, 'mergesClosed');
        const fields = await mergeRooms(tx, source, target, clock());
        await audit(tx, request, 'room.merge', source.id);
        await audit(tx, request, 'room.update', target.id);
        return fields;
      });
      return { data: { roomId: targetRoomId }, moved };
    },
  );

  app.post(
    '/rooms/owners/:id/merge-done',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'completeOwnerMerges',
        tags: ['rooms'],
        summary: "Close an owner's merges, for good",
        security: sessionSecurity,
        description:
          'Sets `mergeDone` on every room of the owner (and on the rooms it creates later); there is no way back, and every later merge of its rooms answers 409. A second call changes nothing.',
        params: idParams,
        response: {
          200: jsonResponse(
            'The owner and how many rooms it has',
            z.object({ ownerId: z.uuid(), mergeDone: z.literal(true), rooms: z.int().nonnegative() }).meta({ id: 'MergeDoneAnswer' }),
          ),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request) => {
      const owner = await ownerOf(request, request.params.id);
      const count = await db.transaction(async (tx) => {
        const updated = await tx.update(rooms).set({ mergeDone: true }).where(eq(rooms.ownerId, owner.id)).returning({ id: rooms.id });
        await audit(tx, request, 'room.merge-done', owner.id, 'user');
        return updated.filter(Boolean).length;
      });
      return { ownerId: owner.id, mergeDone: true as const, rooms: count };
    },
  );
};

/** The columns of the room form that the body sets (absent: unchanged). */
function roomColumns(body: z.output<typeof roomUpdateSchema>): Partial<typeof rooms.$inferInsert> {
  const texts = ['address', 'address2', 'zipCode', 'city', 'province', 'country', 'phone', 'phoneSMS'] as const;
  return {
    ...Object.fromEntries(texts.filter((key) => body[key] !== undefined).map((key) => [key, body[key]])),
    ...(body.location ? { lat: body.location.lat, lng: body.location.lng } : {}),
    ...(body.timezone ? { timezoneName: body.timezone.name, timezoneLabel: body.timezone.label } : {}),
  };
}

/** Whether `userId` is a manager account of `customerId` (a room's manager works for its owner's customer). */
async function isManagerOf(tx: Database, userId: string, customerId: string | null): Promise<boolean> {
  if (customerId === null) return false;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'manager'), eq(users.customerId, customerId), ne(users.isDisabled, true)));
  return row !== undefined;
}
