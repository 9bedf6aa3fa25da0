// Demo mode only: POST /api/dev/party/{roomId} starts a party now in a room watched by one of the
// demo's simulated devices (src/simulator/device-model.ts), so that a person trying Sereno sees the
// whole alarm: raised after the room's sustain time, the guest called first where the room says so,
// the host told after the grace minutes, and resolved by itself 15 quiet minutes after the party ends.
import { message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveDemoDevices } from '../demo/devices.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findLiveRoom } from '../rooms/service.ts';
import { requestParty } from '../simulator/device-model.ts';

const simulatedDevices = new Set<string>(liveDemoDevices.map((device) => device.monitorId));

export const partyRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.post(
    '/dev/party/:roomId',
    {
      config: { action: 'alarms.simulate' },
      schema: {
        operationId: 'startDemoParty',
        tags: ['dev'],
        summary: 'Demo mode: a party starts now in a room of a simulated device',
        security: sessionSecurity,
        description:
          "Administrators only. The demo device of the room reports party noise (~80 dBA) and a crowd for `minutes` (default 30): the alarm follows the room's settings " +
          '(inside its alarm window, after its sustain time). 409 when no simulated device watches the room.',
        params: z.object({ roomId: z.uuid({ error: message('identifier') }) }),
        body: z
          .object({
            minutes: z
              .int({ error: message('integer') })
              .min(6, { error: message('range', { min: 6, max: 180 }) })
              .max(180, { error: message('range', { min: 6, max: 180 }) })
              .default(30),
          })
          .default({ minutes: 30 }),
        response: {
          202: jsonResponse('The party is on', z.object({ monitorId: z.string(), from: z.iso.datetime(), until: z.iso.datetime() }).meta({ id: 'DemoParty' })),
          400: errorResponse('A bad id or number of minutes'),
          401: errorResponse('No live session'),
          403: errorResponse('Administrators only'),
          404: errorResponse('No such room'),
          409: errorResponse('No simulated device watches the room'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const room = await findLiveRoom(db, request.params.roomId, visibleRooms(callerOf(request)));
      if (!room) throw new HttpError(404, serverMessage(language, 'roomNotFound'));
      if (room.monitorId === null || !simulatedDevices.has(room.monitorId)) throw new HttpError(409, serverMessage(language, 'partyNeedsSimulatedDevice'));
      const party = requestParty(room.monitorId, clock(), request.body.minutes);
      return reply.code(202).send({ monitorId: room.monitorId, from: party.from.toISOString(), until: party.until.toISOString() });
    },
  );
};
