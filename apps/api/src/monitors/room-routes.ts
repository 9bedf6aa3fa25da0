// A room's series of spec §7 Monitors: its noise, environment, smoke probability and occupancy. Every
// range answers at most ~1,000 points per series (src/readings/series.ts). Rooms as
// docs/permissions.md, "Rooms", allows.
import { iaqBandOf, iaqBands, message, noiseLevelOf, occupancyLevelOf, occupancyLevels, thresholdsOf } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { bucketed, bucketMsOf, having, ofRoom, type Aggregate } from '../readings/series.ts';
import { findLiveRoom, type RoomRow } from '../rooms/service.ts';
import { rangeOf, rangeQuery, seriesFrame, seriesMeta } from './ranges.ts';

const aggregateSchema = z.object({ avg: z.number(), min: z.number(), max: z.number() });
const noiseSampleSchema = z.object({
  createdAt: z.iso.datetime(),
  data: z.number().describe('The average dBA of the bucket'),
  min: z.number(),
  max: z.number(),
  level: z.enum(['silence', 'low', 'medium', 'high']).describe("The average's level under the room's noise settings"),
});
const environmentMeasures = ['temperature', 'humidity', 'iaq', 'voc', 'smokingProbability', 'pax'] as const;

const session = { security: sessionSecurity };
const roomParams = z.object({ roomId: z.uuid({ error: message('identifier') }) });
const notFound = {
  400: errorResponse('A bad id or range'),
  401: errorResponse('No live session'),
  404: errorResponse('No such room, or not one the caller may see'),
};

export const roomSeriesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const visibleRoom = async (request: FastifyRequest, roomId: string): Promise<RoomRow> => {
    const room = await findLiveRoom(db, roomId, visibleRooms(callerOf(request)));
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
      const range = rangeOf(request.query, clock);
      const bucketMs = bucketMsOf(range);
      const thresholds = thresholdsOf(room.noiseSettings);
      const buckets = await bucketed(db, { where: { ...ofRoom(room.id), ...having('noise') }, range, measures: ['noise'], bucketMs });
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
      const range = rangeOf(request.query, clock);
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
      const range = rangeOf(request.query, clock);
      const bucketMs = bucketMsOf(range);
      const buckets = await bucketed(db, { where: { ...ofRoom(room.id), ...having('smokingProbability') }, range, measures: ['smokingProbability'], bucketMs });
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
      const range = rangeOf(request.query, clock);
      const { bucketCount } = request.query;
      const bucketMs = bucketMsOf(range, bucketCount);
      const found = await bucketed(db, { where: { ...ofRoom(room.id), ...having('pax') }, range, measures: ['pax'], bucketMs });
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
};
