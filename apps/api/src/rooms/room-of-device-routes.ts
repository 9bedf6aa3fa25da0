// The room a device watches, with its current booking (spec §7 Rooms). Registered by ./routes.ts.
// Who may call what: docs/permissions.md, "Rooms".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentBooking } from '../bookings/current.ts';
import { roomCurrentBookingSchema, toRoomCurrentBooking } from '../bookings/responses.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { findRoom } from './queries.ts';
import { roomDetailSchema, toRoomDetail } from './responses.ts';
import { common, monitorIdText, notFound, roomRouteHelpers } from './route-helpers.ts';

export const roomOfDeviceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db, clock } = options;
  const { refuse } = roomRouteHelpers(options);

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
      const found = await findRoom(db, { monitorId: request.params.monitorId }, visibleRooms(callerOf(request)), now);
      if (!found) return refuse(requestLanguage(request), 404, 'roomNotFound');
      reply.header('cache-control', 'no-store');
      const booking = await currentBooking(db, found.room.id, now);
      return { room: toRoomDetail(found, now), currentBooking: booking ? toRoomCurrentBooking(booking) : null };
    },
  );
};
