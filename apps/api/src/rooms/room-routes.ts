// The rooms of spec §7 Rooms themselves: the list, a room, create and change. Registered by
// ./routes.ts. Who may call what: docs/permissions.md, "Rooms".
import { can, roomSchema, roomStatuses, roomUpdateSchema, message } from '@sereno/validation';
import { and } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pickLicence } from '../customers/licences.ts';
import { newRoomNotificationColumns } from '../notifications/preferences.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { hasChanges } from '../platform/updates.ts';
import { joinOwnerGraph } from '../protocols/graph.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { customerOfUser, isManagerOf } from '../users/queries.ts';
import { countingWrongClaims } from './device-claims.ts';
import {
  insertRoom,
  lockRoom,
  lockRoomOfDevice,
  ownerMergeDone,
  roomFilters,
  roomSortColumns,
  selectRoomListItems,
  toListJoined,
  updateRoom,
  type NewRoom,
} from './queries.ts';
import { roomDetailSchema, roomListItemSchema, toRoomListItem } from './responses.ts';
import { common, identifier, idParams, notFound, roomRouteHelpers } from './route-helpers.ts';
import { rooms } from '../db/schema/rooms.ts';

export const roomListQuerySchema = listQuery(['name', 'createdAt', 'status', 'username', 'monitorId', 'alarms'], {
  status: z.enum(roomStatuses, { error: message('option') }).describe('connected, noiseAlert (connected, with an active noise alarm) or disconnected'),
  nightAgent: z.enum(['true', 'false'], { error: message('option') }).describe('Night agent enabled (true) or disabled (false)'),
  search: z.string().max(100).describe("Text found in the name, the address, the monitorId or the owner's username (any letter case)"),
  ownerId: identifier.describe('Only the rooms of this owner'),
});

const roomPageSchema = z
  .object({ rooms: z.array(roomListItemSchema), totalPages: z.int().nonnegative(), totalRooms: z.int().nonnegative() })
  .meta({ id: 'RoomPage' });
export const roomIdAnswer = z.object({ data: z.object({ roomId: z.uuid() }) }).meta({ id: 'RoomIdAnswer' });

export const roomResourceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db, clock } = options;
  const { refuse, audit, detailOf, usableDevice, assignDevice, adoptDevice } = roomRouteHelpers(options);

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
          "(name, address, monitorId or owner's username), `ownerId`; an empty filter is ignored. `sortKey` name (default), createdAt, status (connected first), username, monitorId, alarms (ascending: the rooms with a high active alarm first, then medium, low, none). Deleted (merged) rooms are left out.",
        querystring: roomListQuerySchema,
        response: { 200: jsonResponse('A page of rooms', roomPageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { status, nightAgent, search, ownerId, ...page } = request.query;
      const now = clock();
      const result = await listPage(db, {
        select: selectRoomListItems(db, now),
        table: rooms,
        where: and(visibleRooms(callerOf(request)), roomFilters({ status, nightAgent, search, ownerId }, now)),
        sortColumns: roomSortColumns(now),
        defaultSort: 'name',
        tieBreaker: rooms.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return { rooms: result.items.map((row) => toRoomListItem(toListJoined(row), now)), totalPages: result.totalPages, totalRooms: result.total };
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
          const created = await insertRoom(tx, {
            // How the customer wants to be told (its notification preferences), then the room's own data.
            ...(await newRoomNotificationColumns(tx, customerId)),
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
          });
          if (device) await adoptDevice(tx, device, ownerId);
          await joinOwnerGraph(tx, { roomId: created, ownerId, now: clock() });
          await audit(tx, request, 'room.create', created);
          return created;
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
          if (hasChanges(changes)) await updateRoom(tx, room.id, changes);
          if (body.ownerId !== undefined && body.ownerId !== room.ownerId) await joinOwnerGraph(tx, { roomId: room.id, ownerId: body.ownerId, now: clock() });
          const newMonitorId = body.monitorId !== undefined && body.monitorId !== room.monitorId ? body.monitorId : undefined;
          if (newMonitorId !== undefined) await assignDevice(tx, request, room, await usableDevice(tx, request, newMonitorId, 400, body.claimCode));
          if (hasChanges(changes) || newMonitorId !== undefined) await audit(tx, request, 'room.update', room.id);
        }),
      );
      return detailOf(request, request.params.id);
    },
  );
};

/** The columns of the room form that the body sets (absent: unchanged). */
function roomColumns(body: z.output<typeof roomUpdateSchema>): Partial<NewRoom> {
  const texts = ['address', 'address2', 'zipCode', 'city', 'province', 'country', 'phone', 'phoneSMS'] as const;
  return {
    ...Object.fromEntries(texts.filter((key) => body[key] !== undefined).map((key) => [key, body[key]])),
    ...(body.location ? { lat: body.location.lat, lng: body.location.lng } : {}),
    ...(body.timezone ? { timezoneName: body.timezone.name, timezoneLabel: body.timezone.label } : {}),
  };
}
