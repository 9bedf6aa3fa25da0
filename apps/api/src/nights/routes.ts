// The morning after (issue 31): a room's nights and a booking's stay, as summaries a customer reads at
// breakfast. Who may: as the room's reads (docs/permissions.md, "Rooms" and "Bookings").
import { isoDate, message, type Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alarmResponseSchema } from '../alarms/responses.ts';
import { bookingText } from '../bookings/messages.ts';
import { findVisibleBooking, type BookingRow } from '../bookings/service.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { addDays, localDate } from '../platform/local-time.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findLiveRoom, type RoomRow } from '../rooms/service.ts';
import { nightOf, summariseSpan, type SpanSummary } from './service.ts';

const stayDaysMax = 31;
const identifier = z.uuid({ error: message('identifier') });
const hourSchema = z.object({ start: z.iso.datetime(), avg: z.number(), max: z.number() }).meta({ id: 'NoiseHour' });
const spanSummarySchema = z
  .object({
    from: z.iso.datetime(),
    to: z.iso.datetime(),
    hours: z.array(hourSchema).describe("The room's noise hour by hour (dBA), hours without readings left out"),
    loudest: hourSchema.optional().describe('The hour of the highest average'),
    quietest: hourSchema.optional().describe('The hour of the lowest average'),
    alarms: z.array(alarmResponseSchema.extend({ durationMs: z.int().describe('How long it lasted, or has lasted until now') })),
    stays: z
      .array(
        z.object({
          _id: z.uuid(),
          guest: z.object({ firstName: z.string(), lastName: z.string().optional() }),
          checkIn: z.iso.datetime(),
          checkOut: z.iso.datetime(),
          pax: z.int(),
        }),
      )
      .describe('The confirmed stays that overlap the span'),
    silences: z.array(z.object({ from: z.iso.datetime(), to: z.iso.datetime() })).describe('Half hours and more the device sent nothing'),
  })
  .meta({ id: 'SpanSummary' });
const nightsSchema = z
  .object({
    roomId: z.uuid(),
    roomName: z.string(),
    timeZone: z.string(),
    nights: z.array(spanSummarySchema.extend({ night: z.string().describe('The date the night starts on, yyyy-MM-dd') })).describe('Newest first'),
  })
  .meta({ id: 'RoomNights' });
const staySchema = z
  .object({ bookingId: z.uuid(), roomId: z.uuid(), roomName: z.string(), timeZone: z.string(), summary: spanSummarySchema })
  .meta({ id: 'StaySummary' });

const common = { 400: errorResponse('A bad id or date'), 401: errorResponse('No live session'), 403: errorResponse('The role may not do this') };

const stayOf = (booking: BookingRow) => ({
  _id: booking.id,
  guest: { firstName: booking.guestFirstName, ...(booking.guestLastName ? { lastName: booking.guestLastName } : {}) },
  checkIn: booking.checkIn.toISOString(),
  checkOut: booking.checkOut.toISOString(),
  pax: booking.pax,
});

const toAnswer = (summary: SpanSummary) => ({
  from: summary.from.toISOString(),
  to: summary.to.toISOString(),
  hours: summary.hours.map((hour) => ({ start: hour.start.toISOString(), avg: hour.avg, max: hour.max })),
  ...(summary.loudest ? { loudest: { start: summary.loudest.start.toISOString(), avg: summary.loudest.avg, max: summary.loudest.max } } : {}),
  ...(summary.quietest ? { quietest: { start: summary.quietest.start.toISOString(), avg: summary.quietest.avg, max: summary.quietest.max } } : {}),
  alarms: summary.alarms,
  stays: summary.stays.map(stayOf),
  silences: summary.silences.map((silence) => ({ from: silence.from.toISOString(), to: silence.to.toISOString() })),
});

export const nightRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const visibleRoom = async (request: FastifyRequest, roomId: string, language: Language): Promise<RoomRow> => {
    const room = await findLiveRoom(db, roomId, visibleRooms(callerOf(request)));
    if (!room) throw new HttpError(404, serverMessage(language, 'roomNotFound'));
    return room;
  };

  app.get(
    '/rooms/:roomId/nights',
    {
      config: { action: 'rooms.read' },
      schema: {
        operationId: 'getRoomNights',
        tags: ['rooms'],
        summary: "How a room's nights went",
        description:
          'A night runs from 20:00 to 08:00 the next morning on the room’s clock. `night` (yyyy-MM-dd; default: yesterday on the room’s clock) is the newest night told, `count` (1–7, default 1) how many nights back from it.',
        security: sessionSecurity,
        params: z.object({ roomId: identifier }),
        querystring: z.object({ night: isoDate().optional(), count: z.coerce.number().int().min(1).max(7).default(1) }),
        response: {
          200: jsonResponse("The room's nights, newest first", nightsSchema),
          ...common,
          404: errorResponse('No such room, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const room = await visibleRoom(request, request.params.roomId, language);
      const now = clock();
      const newest = request.query.night ?? addDays(localDate(now, room.timezoneName), -1);
      const dates = Array.from({ length: request.query.count }, (_, index) => addDays(newest, -index));
      const nights = await Promise.all(
        dates.map(async (night) => ({
          night,
          ...toAnswer(await summariseSpan(db, callerOf(request), room, nightOf(night, room.timezoneName), now, language)),
        })),
      );
      reply.header('cache-control', 'no-store');
      return { roomId: room.id, roomName: room.name, timeZone: room.timezoneName, nights };
    },
  );

  app.get(
    '/bookings/:id/stay',
    {
      config: { action: 'bookings.read' },
      schema: {
        operationId: 'getBookingStay',
        tags: ['bookings'],
        summary: 'How a stay went: the noise, the alarms and the silences of the room from check-in to check-out',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        response: { 200: jsonResponse('The stay told', staySchema), ...common, 404: errorResponse('No such booking, or not one the caller may see') },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const found = await findVisibleBooking(db, request.params.id, callerOf(request));
      if (!found) throw new HttpError(404, bookingText(language, 'bookingNotFound'));
      const room = await visibleRoom(request, found.booking.roomId, language);
      // A month at most: a long let is told from its start.
      const span = {
        from: found.booking.checkIn,
        to: new Date(Math.min(found.booking.checkOut.getTime(), found.booking.checkIn.getTime() + stayDaysMax * 86_400_000)),
      };
      const summary = await summariseSpan(db, callerOf(request), room, span, clock(), language);
      reply.header('cache-control', 'no-store');
      return { bookingId: found.booking.id, roomId: room.id, roomName: found.roomName, timeZone: room.timezoneName, summary: toAnswer(summary) };
    },
  );
};
