// The time series of spec §7 Monitors: a room's noise, environment, smoke probability and occupancy,
// a device's noise levels, and the monitors page's devices. Every range answers at most ~1,000
// points per series (src/monitors/series.ts). Rooms as docs/permissions.md, "Rooms", allows.
import { can, iaqBandOf, iaqBands, message, noiseLevelOf, occupancyLevelOf, occupancyLevels, thresholdsOf } from '@sereno/validation';
import { and, asc, desc, eq, gte, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { placementSeenBy, selectDevicesWithJoins } from '../devices/responses.ts';
import { devices } from '../db/schema/devices.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { readings } from '../db/schema/readings.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';
import { bucketed, bucketMsOf, having, ofDevice, ofRoom, type Aggregate, type Range } from './series.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The longest range one call may ask for. */
export const maxRangeDays = 366;

const instant = z.iso.datetime({ offset: true, error: message('date') }).transform((value) => new Date(value));
const rangeQuery = z
  .object({
    from: instant.optional().describe('Start (ISO 8601); default: 24 hours before `to`'),
    to: instant.optional().describe('End, exclusive (ISO 8601); default: now'),
  })
  // zod runs these even when a date failed to parse (then still text), so each checks it has two dates.
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || from < to, { error: message('dateOrder'), path: ['to'] })
  .refine(({ from, to }) => !(from instanceof Date && to instanceof Date) || to.getTime() - from.getTime() <= maxRangeDays * dayMs, {
    error: message('range', { min: 0, max: maxRangeDays }),
    path: ['to'],
  });

const aggregateSchema = z.object({ avg: z.number(), min: z.number(), max: z.number() });
const noiseSampleSchema = z.object({
  createdAt: z.iso.datetime(),
  data: z.number().describe('The average dBA of the bucket'),
  min: z.number(),
  max: z.number(),
  level: z.enum(['silence', 'low', 'medium', 'high']).describe("The average's level under the room's noise settings"),
});
const seriesMeta = {
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  bucketMs: z.int().positive().describe('The width of a bucket: each sample stands for the readings of one'),
};
/** What every series answers besides its samples: the range it covers and the width of its buckets. */
const seriesFrame = (range: Range, bucketMs: number) => ({ from: range.from.toISOString(), to: range.to.toISOString(), bucketMs });
const environmentMeasures = ['temperature', 'humidity', 'iaq', 'voc', 'smokingProbability', 'pax'] as const;

const session = { security: sessionSecurity };
const roomParams = z.object({ roomId: z.uuid({ error: message('identifier') }) });
const notFound = {
  400: errorResponse('A bad id or range'),
  401: errorResponse('No live session'),
  404: errorResponse('No such room, or not one the caller may see'),
};

export const monitorRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const rangeOf = ({ from, to }: { from?: Date | undefined; to?: Date | undefined }): Range => {
    const end = to ?? clock();
    return { from: from ?? new Date(end.getTime() - dayMs), to: end };
  };
  const visibleRoom = async (request: FastifyRequest, roomId: string): Promise<RoomRow> => {
    const [room] = await db
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, roomId), isNull(rooms.deletedAt), visibleRooms(callerOf(request))));
    if (!room) throw new HttpError(404, serverMessage(requestLanguage(request), 'roomNotFound'));
    return room;
  };
  const aggregateOf = (aggregate: Aggregate) => ({ avg: aggregate.avg, min: aggregate.min, max: aggregate.max });

  app.get(
    '/monitors/:roomId',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getRoomNoise',
        tags: ['rooms'],
        summary: "A room's noise over a range, downsampled",
        ...session,
        params: roomParams,
        querystring: rangeQuery,
        response: {
          200: jsonResponse(
            'Noise samples, oldest first',
            z
              .object({
                roomId: z.uuid(),
                ...seriesMeta,
                thresholds: z.object({ low: z.number(), medium: z.number(), high: z.number() }),
                samples: z.array(noiseSampleSchema),
              })
              .meta({ id: 'NoiseSeries' }),
          ),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const room = await visibleRoom(request, request.params.roomId);
      const range = rangeOf(request.query);
      const bucketMs = bucketMsOf(range);
      const thresholds = thresholdsOf(room.noiseSettings);
      const buckets = await bucketed(db, { where: and(ofRoom(room.id), having('noise')), range, measures: ['noise'], bucketMs });
      reply.header('cache-control', 'no-store');
      return {
        roomId: room.id,
        ...seriesFrame(range, bucketMs),
        thresholds,
        samples: buckets.flatMap(({ at, values: { noise } }) =>
          noise ? [{ createdAt: at.toISOString(), data: noise.avg, min: noise.min, max: noise.max, level: noiseLevelOf(noise.avg, thresholds) }] : [],
        ),
      };
    },
  );

  app.get(
    '/monitors/environment/:roomId',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getRoomEnvironment',
        tags: ['rooms'],
        summary: "A room's temperature, humidity, air quality, smoke probability and occupancy over a range",
        ...session,
        description: 'Each measure of a sample is `{avg, min, max}` over its bucket, or null when the bucket has none of it.',
        params: roomParams,
        querystring: rangeQuery,
        response: {
          200: jsonResponse(
            'Environment samples, oldest first',
            z
              .object({
                roomId: z.uuid(),
                ...seriesMeta,
                samples: z.array(
                  z.object({
                    createdAt: z.iso.datetime(),
                    ...Object.fromEntries(environmentMeasures.map((measure) => [measure, aggregateSchema.nullable()])),
                    iaqBand: z.enum(iaqBands).nullable().describe("The air-quality band of the bucket's average IAQ (spec §4)"),
                  }),
                ),
              })
              .meta({ id: 'EnvironmentSeries' }),
          ),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const room = await visibleRoom(request, request.params.roomId);
      const range = rangeOf(request.query);
      const bucketMs = bucketMsOf(range);
      const buckets = await bucketed(db, { where: ofRoom(room.id), range, measures: environmentMeasures, bucketMs });
      reply.header('cache-control', 'no-store');
      return {
        roomId: room.id,
        ...seriesFrame(range, bucketMs),
        samples: buckets.map(({ at, values }) => ({
          createdAt: at.toISOString(),
          ...Object.fromEntries(environmentMeasures.map((measure) => [measure, values[measure] ? aggregateOf(values[measure]) : null])),
          iaqBand: values.iaq ? iaqBandOf(values.iaq.avg) : null,
        })),
      };
    },
  );

  app.get(
    '/monitors/smokingProbability/:roomId',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getRoomSmokingProbability',
        tags: ['rooms'],
        summary: "A room's smoke probability over a range, with the room's alert threshold",
        ...session,
        params: roomParams,
        querystring: rangeQuery,
        response: {
          200: jsonResponse(
            'Smoke probability samples (%), oldest first',
            z
              .object({
                roomId: z.uuid(),
                ...seriesMeta,
                threshold: z.int().describe('The room’s smokingAlertThreshold (%)'),
                samples: z.array(z.object({ createdAt: z.iso.datetime(), data: z.number(), min: z.number(), max: z.number() })),
              })
              .meta({ id: 'SmokingProbabilitySeries' }),
          ),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const room = await visibleRoom(request, request.params.roomId);
      const range = rangeOf(request.query);
      const bucketMs = bucketMsOf(range);
      const buckets = await bucketed(db, { where: and(ofRoom(room.id), having('smokingProbability')), range, measures: ['smokingProbability'], bucketMs });
      reply.header('cache-control', 'no-store');
      return {
        roomId: room.id,
        ...seriesFrame(range, bucketMs),
        threshold: room.smokingAlertThreshold,
        samples: buckets.flatMap(({ at, values: { smokingProbability: value } }) =>
          value ? [{ createdAt: at.toISOString(), data: value.avg, min: value.min, max: value.max }] : [],
        ),
      };
    },
  );

  app.get(
    '/monitors/pax/:roomId',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'getRoomOccupancy',
        tags: ['rooms'],
        summary: "A room's occupancy in equal buckets",
        ...session,
        description:
          '`bucketCount` buckets (1–200, default 24) cover the range; each says the most devices seen in it (`pax`, 0 when none or no readings) and its level against the room’s crowd threshold.',
        params: roomParams,
        querystring: rangeQuery.and(z.object({ bucketCount: z.coerce.number().int().min(1).max(200).default(24) })),
        response: {
          200: jsonResponse(
            'Every bucket of the range, oldest first',
            z
              .object({
                roomId: z.uuid(),
                crowdThreshold: z.int(),
                buckets: z.array(
                  z.object({ pax: z.int().nonnegative(), startDate: z.iso.datetime(), endDate: z.iso.datetime(), level: z.enum(occupancyLevels) }),
                ),
              })
              .meta({ id: 'OccupancySeries' }),
          ),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const room = await visibleRoom(request, request.params.roomId);
      const range = rangeOf(request.query);
      const { bucketCount } = request.query;
      const bucketMs = bucketMsOf(range, bucketCount);
      const found = await bucketed(db, { where: and(ofRoom(room.id), having('pax')), range, measures: ['pax'], bucketMs });
      const byIndex = new Map(found.map((bucket) => [Math.round((bucket.end.getTime() - range.from.getTime()) / bucketMs) - 1, bucket.values.pax?.max ?? 0]));
      reply.header('cache-control', 'no-store');
      return {
        roomId: room.id,
        crowdThreshold: room.crowdingAlertTreshold,
        buckets: Array.from({ length: Math.ceil((range.to.getTime() - range.from.getTime()) / bucketMs) }, (_, index) => {
          const pax = Math.round(byIndex.get(index) ?? 0);
          const start = range.from.getTime() + index * bucketMs;
          return {
            pax,
            startDate: new Date(start).toISOString(),
            endDate: new Date(Math.min(start + bucketMs, range.to.getTime())).toISOString(),
            level: occupancyLevelOf(pax, room.crowdingAlertTreshold),
          };
        }),
      };
    },
  );

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
      const [room] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)));
      const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.monitorId, monitorId));
      const visible = can(caller.role, 'devices.monitor')
        ? Boolean(device)
        : Boolean(
            room &&
            (
              await db
                .select({ id: rooms.id })
                .from(rooms)
                .where(and(eq(rooms.id, room.id), visibleRooms(caller)))
            ).length,
          );
      if (!visible) throw new HttpError(404, serverMessage(requestLanguage(request), 'deviceNotFound'));
      const range = rangeOf(request.query);
      const bucketMs = bucketMsOf(range);
      const thresholds = thresholdsOf(room?.noiseSettings ?? { sensitivity: 'normal', from: '22:00', to: '08:00' });
      const buckets = await bucketed(db, { where: and(ofDevice(monitorId), having('noise')), range, measures: ['noise', 'batteryLevel'], bucketMs });
      const [last] = await db.select({ batteryMode: readings.batteryMode }).from(readings).where(ofDevice(monitorId)).orderBy(desc(readings.seq)).limit(1);
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
      const rows = await selectDevicesWithJoins(db).orderBy(asc(devices.monitorId));
      const answer = [];
      for (const { device, roomName, roomNoiseSettings } of rows.map((row) => placementSeenBy(caller, row))) {
        const [last] = await db
          .select()
          .from(readings)
          .where(and(ofDevice(device.monitorId), gte(readings.ts, range.from)))
          .orderBy(desc(readings.seq))
          .limit(1);
        const sounds = await bucketed(db, {
          where: and(ofDevice(device.monitorId), having('noise')),
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
