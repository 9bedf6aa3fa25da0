// The devices of rooms, spec §7 Rooms: put a device in a room, and swap the devices of two rooms.
// Registered by ./routes.ts. Who may call what: docs/permissions.md, "Rooms".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { countingWrongClaims } from './device-claims.ts';
import { deviceValuesOf, lockRoom, lockRoomOfDevice, moveDevices } from './queries.ts';
import { roomIdAnswer } from './room-routes.ts';
import { claimCodeText, common, identifier, idParams, monitorIdText, roomRouteHelpers } from './route-helpers.ts';

export const roomDeviceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db, clock } = options;
  const { refuse, audit, usableDevice, assignDevice, adoptDevice } = roomRouteHelpers(options);

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
};
