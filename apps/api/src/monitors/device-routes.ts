// A device's series of spec §7 Monitors, whatever room it was in, and the monitors page's devices.
// Staff and manufacturers see every device; others the device of a room they may see.
import { can, noiseLevelOf, thresholdsOf } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { devicesWithJoins } from '../devices/queries.ts';
import { placementSeenBy } from '../devices/responses.ts';
import { deviceExists } from '../devices/service.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { bucketed, bucketMsOf, having, latestReadingOf, ofDevice } from '../readings/series.ts';
import { findLiveRoomOfDevice, roomExists } from '../rooms/service.ts';
import { dayMs, instant, rangeOf, rangeQuery, seriesFrame, seriesMeta } from './ranges.ts';

const session = { security: sessionSecurity };

export const deviceSeriesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.get(
    '/monitors/noise-levels/:monitorId',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getDeviceNoiseLevels',
        tags: ['devices'],
        summary: "A device's noise and battery over a range, whatever room it was in",
        ...session,
        description: 'Staff and manufacturers see every device; others the device of a room they may see.',
        params: z.object({ monitorId: z.string().min(1).max(100) }),
        querystring: rangeQuery,
        response: {
          200: jsonResponse(
            'Samples, oldest first',
            z
              .object({
                monitorId: z.string(),
                ...seriesMeta,
                batteryMode: z.string().optional().describe('The latest reported'),
                samples: z.array(
                  z.object({
                    createdAt: z.iso.datetime(),
                    data: z.number(),
                    level: z.enum(['silence', 'low', 'medium', 'high']),
                    batteryLevel: z.number().optional(),
                  }),
                ),
              })
              .meta({ id: 'DeviceNoiseSeries' }),
          ),
          400: errorResponse('A bad range'),
          401: errorResponse('No live session'),
          404: errorResponse('No such device, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { monitorId } = request.params;
      const room = await findLiveRoomOfDevice(db, monitorId);
      const device = await deviceExists(db, monitorId);
      const visible = can(caller.role, 'devices.monitor') ? device : room !== undefined && (await roomExists(db, room.id, visibleRooms(caller)));
      if (!visible) throw new HttpError(404, serverMessage(requestLanguage(request), 'deviceNotFound'));
      const range = rangeOf(request.query, clock);
      const bucketMs = bucketMsOf(range);
      const thresholds = thresholdsOf(room?.noiseSettings ?? { sensitivity: 'normal', from: '22:00', to: '08:00' });
      const buckets = await bucketed(db, { where: { ...ofDevice(monitorId), ...having('noise') }, range, measures: ['noise', 'batteryLevel'], bucketMs });
      const last = await latestReadingOf(db, monitorId);
      reply.header('cache-control', 'no-store');
      return {
        monitorId,
        ...seriesFrame(range, bucketMs),
        ...(last?.batteryMode ? { batteryMode: last.batteryMode } : {}),
        samples: buckets.flatMap(({ at, values: { noise, batteryLevel } }) =>
          noise
            ? [
                {
                  createdAt: at.toISOString(),
                  data: noise.avg,
                  level: noiseLevelOf(noise.avg, thresholds),
                  ...(batteryLevel ? { batteryLevel: batteryLevel.avg } : {}),
                },
              ]
            : [],
        ),
      };
    },
  );

  app.get(
    '/monitors/lexeon-devices',
    {
      config: { action: 'devices.monitor' },
      schema: {
        operationId: 'listMonitoredDevices',
        tags: ['devices'],
        summary: 'The monitors page: every device with its latest values, its sounds since `from`, and its quality check',
        ...session,
        description: 'Staff and manufacturers. `from` defaults to 24 hours ago; `sounds` has at most 48 points per device.',
        querystring: z.object({ from: instant.optional() }),
        response: {
          200: jsonResponse(
            'The devices, by monitorId',
            z
              .object({
                devices: z.array(
                  z.object({
                    monitorId: z.string(),
                    name: z
                      .string()
                      .describe("The room's name, or the monitorId for a device in no room (always the monitorId for a manufacturer, who sees no room)"),
                    firmware: z.string().optional(),
                    updatedAt: z.iso.datetime().optional().describe('When it last reported'),
                    batteryMode: z.string().optional(),
                    batteryLevel: z.number().optional(),
                    level: z.enum(['disconnected', 'silence', 'low', 'medium', 'high']),
                    temperature: z.number().optional(),
                    humidity: z.number().optional(),
                    iaq: z.number().optional(),
                    iaqAccuracy: z.number().optional(),
                    voc: z.number().optional(),
                    sounds: z.array(z.object({ createdAt: z.iso.datetime(), level: z.number() })),
                    qcPass: z.enum(['pass', 'fail', 'disconnected']),
                  }),
                ),
              })
              .meta({ id: 'MonitoredDevices' }),
          ),
          400: errorResponse('A bad date'),
          401: errorResponse('No live session'),
          403: errorResponse('Not staff or a manufacturer'),
        },
      },
    },
    async (request, reply) => {
      const now = clock();
      const range = { from: request.query.from ?? new Date(now.getTime() - dayMs), to: now };
      const caller = callerOf(request);
      const rows = await devicesWithJoins(db, undefined);
      const answer = [];
      for (const { device, roomName, roomNoiseSettings } of rows.map((row) => placementSeenBy(caller, row))) {
        const last = await latestReadingOf(db, device.monitorId, range.from);
        const sounds = await bucketed(db, {
          where: { ...ofDevice(device.monitorId), ...having('noise') },
          range,
          measures: ['noise'],
          bucketMs: bucketMsOf(range, 48),
        });
        const connected = device.lastSeenAt !== null && now.getTime() - device.lastSeenAt.getTime() < 30 * 60 * 1000;
        const thresholds = thresholdsOf(roomNoiseSettings ?? { sensitivity: 'normal', from: '22:00', to: '08:00' });
        const present = <T>(value: T | null | undefined): T | undefined => (value === null ? undefined : value);
        answer.push({
          monitorId: device.monitorId,
          name: roomName ?? device.monitorId,
          ...(device.firmware ? { firmware: device.firmware } : {}),
          ...(device.lastSeenAt ? { updatedAt: device.lastSeenAt.toISOString() } : {}),
          batteryMode: present(last?.batteryMode),
          batteryLevel: present(last?.batteryLevel),
          level: connected && last?.noise != null ? noiseLevelOf(last.noise, thresholds) : ('disconnected' as const),
          temperature: present(last?.temperature),
          humidity: present(last?.humidity),
          iaq: present(last?.iaq),
          iaqAccuracy: present(last?.iaqAccuracy),
          voc: present(last?.voc),
          sounds: sounds.flatMap(({ at, values: { noise } }) => (noise ? [{ createdAt: at.toISOString(), level: noise.max }] : [])),
          qcPass: connected ? (device.qcPass ?? 'fail') : ('disconnected' as const),
        });
      }
      reply.header('cache-control', 'no-store');
      return { devices: answer };
    },
  );
};
