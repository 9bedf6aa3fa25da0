// GET /api/events: the live panel's server-sent events. Each connection gets the events of the rooms
// its user may see (docs/permissions.md, "Rooms"), new readings at most once a second per room (the
// latest wins), status changes at once, and a comment every 25 s so that proxies keep it open.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { sessionSecurity } from '../platform/openapi.ts';
import type { Sessions } from '../platform/session/session.ts';
import { liveRoomIds, roomExists } from '../rooms/service.ts';
import type { EventBus, RoomEvent } from './bus.ts';
import { createStreamSlots, maxStreamsPerAddress, maxStreamsPerSession, streamRetryAfterSeconds } from './stream-slots.ts';

export const readingEventIntervalMs = 1000;
const heartbeatMs = 25_000;
/** How often a connection refreshes the rooms its user may see (rooms created or shared meanwhile). */
const visibilityRefreshMs = 30_000;

/** One `event:`/`data:` frame of the text/event-stream format. */
export const sseFrame = (event: RoomEvent): string => `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export const eventRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; events: EventBus; refreshMs?: number }> = async (
  app,
  { db, sessions, events, refreshMs = visibilityRefreshMs },
) => {
  // Closing the server ends the open streams first: the HTTP server's close waits for every open
  // response, and a stream never ends by itself (preClose runs before it, onClose only after).
  const open = new Set<() => void>();
  const slots = createStreamSlots();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get(
    '/events',
    {
      config: { action: 'session' },
      schema: {
        operationId: 'streamEvents',
        tags: ['rooms'],
        summary: "Live events of the caller's rooms (server-sent events)",
        security: sessionSecurity,
        description:
          '`text/event-stream`. Events `reading` `{type, roomId, monitorId, latest}` (at most one a second per room: the latest), `status` `{type, roomId, monitorId, status}` ' +
          '`alarm` `{type, roomId, monitorId, alarm}` (raised, level, stage, acknowledged, resolved; at once) and `task` `{type, roomId, taskId, change}` (created, updated, deleted; at once). ' +
          'Only rooms the caller may see. A comment line every 25 s keeps the connection open; after a reconnect, refetch what the page shows. ' +
          `At most ${maxStreamsPerSession} open streams per session and ${maxStreamsPerAddress} per client address (counted per server process): the next answers 429 with Retry-After until one closes.`,
        response: {
          200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
          401: errorResponse('No live session'),
          429: errorResponse('Too many open streams for this session or address: close one, or wait for Retry-After seconds'),
        },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const scope = visibleRooms(caller);
      // The rooms the user may see (read again every 30 s) and those it may not. Every event of the
      // bus reaches every stream, so a room of somebody else asked the database once per event and
      // stream (50 users, 200 readings a second: 10,000 queries a second, the load test's bottleneck).
      let visible = new Set<string>();
      const hidden = new Set<string>();
      const checking = new Map<string, Promise<boolean>>();
      const refresh = async () => {
        if (scope === undefined) return;
        visible = new Set(await liveRoomIds(db, scope));
        // Hidden stays hidden unless the refresh found it visible: clearing it made every stream ask
        // again about every other customer's room every 30 s (3,000 queries a second in the load test).
        for (const roomId of visible) hidden.delete(roomId);
      };
      await refresh();
      /** A room not known either way (created after the last refresh): asked once, remembered. */
      const check = (roomId: string, allowedScope: NonNullable<typeof scope>): Promise<boolean> => {
        let checked = checking.get(roomId);
        if (!checked) {
          checked = roomExists(db, roomId, allowedScope)
            .then((exists) => {
              (exists ? visible : hidden).add(roomId);
              return exists;
            })
            .finally(() => checking.delete(roomId));
          checking.set(roomId, checked);
        }
        return checked;
      };

      const release = slots.take(sessions.idOf(request) ?? '', request.ip);
      if (!release) {
        throw new HttpError(429, serverMessage(requestLanguage(request), 'tooManyEventStreams', { seconds: streamRetryAfterSeconds }), {
          'retry-after': String(streamRetryAfterSeconds),
        });
      }
      reply.hijack();
      const stream = reply.raw;
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'x-accel-buffering': 'no',
      });
      stream.write(': connected\n\n');

      const pendingReadings = new Map<string, RoomEvent>();
      const send = (event: RoomEvent) => {
        if (!stream.writableEnded) stream.write(sseFrame(event));
      };
      const flush = setInterval(() => {
        for (const event of pendingReadings.values()) send(event);
        pendingReadings.clear();
      }, readingEventIntervalMs);
      const heartbeat = setInterval(() => stream.write(': keep-alive\n\n'), heartbeatMs);
      const refresher = setInterval(
        () => void refresh().catch((error: unknown) => request.log.warn({ err: error }, 'events: refreshing the visible rooms failed')),
        refreshMs,
      );
      const deliver = (event: RoomEvent) => {
        if (event.type === 'reading') pendingReadings.set(event.roomId, event);
        else send(event);
      };
      const unsubscribe = events.subscribe((event) => {
        if (scope === undefined || visible.has(event.roomId)) return deliver(event);
        if (hidden.has(event.roomId)) return;
        void check(event.roomId, scope).then(
          (allowed) => (allowed ? deliver(event) : undefined),
          (error: unknown) => request.log.warn({ err: error }, 'events: checking a room failed'),
        );
      });
      const stop = () => {
        clearInterval(flush);
        clearInterval(heartbeat);
        clearInterval(refresher);
        unsubscribe();
        release();
        open.delete(end);
      };
      const end = () => {
        stop();
        stream.end();
      };
      open.add(end);
      stream.on('close', stop);
    },
  );
};
