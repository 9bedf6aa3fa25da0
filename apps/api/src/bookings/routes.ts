// The booking calls of spec §7 Bookings: the list with its filters and its CSV, a booking, create,
// replace, soft delete, and the legacy booking details. Who may call what: docs/permissions.md,
// "Bookings and tasks".
import { bookingDateFilterFields, bookingFormSchema, message, refineBookingDateOrder, type Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { exportMaxRows } from '../platform/export/columns.ts';
import { exportResponse, sendExport } from '../platform/export/send.ts';
import { listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { bookingExportSource } from './export.ts';
import { bookingText } from './messages.ts';
import { bookingResponseSchema, legacyBookingDetailsSchema, toBookingResponse, toLegacyBookingDetails } from './responses.ts';
import {
  bookingSortKeys,
  findVisibleBooking,
  insertBooking,
  listBookings,
  lockVisibleBooking,
  lockWritableRoom,
  replaceBooking,
  softDeleteBooking,
} from './service.ts';
import type { BookingRow } from '../db/schema/bookings.ts';

const identifier = z.uuid({ error: message('identifier') });
const idParams = z.object({ id: identifier });

const sortKeys = bookingSortKeys;
const filters = {
  roomId: identifier.describe('Only the bookings of this room'),
  customerId: identifier.describe("Only the bookings of this customer's rooms"),
  onlyConfirmed: z.enum(['true', 'false'], { error: message('option') }).describe('true: only Confirmed bookings'),
  search: z.string().max(100).describe("Text found in the guest's name or a reservation number (the booking's, the OTA's or the PMS's), any letter case"),
  ...bookingDateFilterFields,
};
const bookingListFields = listQuery(sortKeys, filters);
// The date order is checked after the omit: zod refuses to omit keys from a refined object.
const bookingListQuerySchema = bookingListFields.superRefine(refineBookingDateOrder);
const bookingExportQuerySchema = bookingListFields.omit({ offset: true, limit: true }).superRefine(refineBookingDateOrder);

const bookingPageSchema = z
  .object({ bookings: z.array(bookingResponseSchema), totalBookings: z.int().nonnegative(), totalPages: z.int().nonnegative() })
  .meta({ id: 'BookingPage' });

const common = {
  400: errorResponse('A field is missing or invalid, or an id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
const notFound = errorResponse('No such booking (or not one the caller may see)');
const roomNotFound = errorResponse('The room is not one the caller may see: "Room not found"');
const listDescription =
  'Filters `roomId`, `customerId` (the rooms owned by people of that customer), `onlyConfirmed` (true), `search` (guest name, reservation numbers), ' +
  '`checkInFrom`/`checkInTo` and `checkOutFrom`/`checkOutTo` (instants with their offset: the check-in or check-out at or after from and before to; from after to is a 400); an empty filter is ignored. ' +
  `\`sortKey\` ${sortKeys.join(', ')} (checkIn by default). Deleted bookings, and those of deleted rooms, are left out.`;

export const bookingRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const missingBooking = (language: Language): never => {
    throw new HttpError(404, bookingText(language, 'bookingNotFound'));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, targetId: string) =>
    recordAudit(tx, { actor: callerOf(request), ip: request.ip, now: clock() }, { action, targetType: 'booking', targetId });

  const visibleBooking = async (request: FastifyRequest, id: string): Promise<{ booking: BookingRow; roomName: string }> =>
    (await findVisibleBooking(db, id, callerOf(request))) ?? missingBooking(requestLanguage(request));
  const lockBooking = async (tx: Database, request: FastifyRequest, id: string): Promise<BookingRow> =>
    (await lockVisibleBooking(tx, id, callerOf(request))) ?? missingBooking(requestLanguage(request));
  const refuseRoom = (language: Language): never => {
    throw new HttpError(404, serverMessage(language, 'roomNotFound'));
  };
  /** The room a booking is written into: a live room the caller may see, else 404 "Room not found". */
  const writableRoom = async (tx: Database, request: FastifyRequest, roomId: string) =>
    (await lockWritableRoom(tx, roomId, callerOf(request))) ?? refuseRoom(requestLanguage(request));

  app.get(
    '/bookings',
    {
      config: { action: 'bookings.read' },
      schema: {
        operationId: 'listBookings',
        tags: ['bookings'],
        summary: 'A page of bookings',
        security: sessionSecurity,
        description: listDescription,
        querystring: bookingListQuerySchema,
        response: { 200: jsonResponse('A page of bookings', bookingPageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { sortKey, sortDirection, offset, limit, ...filterValues } = request.query;
      const result = await listBookings(db, callerOf(request), filterValues, { sortKey, sortDirection, offset, limit });
      reply.header('cache-control', 'no-store');
      return { bookings: result.items.map((row) => toBookingResponse(row.booking, row.roomName)), totalBookings: result.total, totalPages: result.totalPages };
    },
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/bookings/export.${format}`,
      {
        config: { action: 'bookings.read' },
        schema: {
          operationId: format === 'csv' ? 'exportBookings' : 'exportBookingsXlsx',
          tags: ['bookings'],
          summary: `The filtered bookings as ${format === 'csv' ? 'CSV' : 'an Excel workbook (XLSX)'}`,
          security: sessionSecurity,
          description:
            `The bookings \`GET /bookings\` would list with the same filters and sort, every page (at most ${exportMaxRows}), streamed. ` +
            "Headers in the request's language; check-in, check-out and creation in the room's time zone, named in the header. " +
            (format === 'csv'
              ? "UTF-8 with a byte-order mark, `;` between cells in Spanish and `,` in English; a text starting with = + - @, a tab or a carriage return gets a leading ' so that spreadsheets show it as text."
              : 'Date cells and number cells, the header row frozen, column widths set.'),
          querystring: bookingExportQuerySchema,
          response: { 200: exportResponse(format), ...common },
        },
      },
      async (request, reply) => {
        const { sortKey, sortDirection, ...filterValues } = request.query;
        const source = await bookingExportSource(db, callerOf(request), filterValues, { sortKey, sortDirection });
        return sendExport(reply, format, source, { language: requestLanguage(request), name: 'bookings' });
      },
    );
  }

  app.get(
    '/bookings/:id',
    {
      config: { action: 'bookings.read' },
      schema: {
        operationId: 'getBooking',
        tags: ['bookings'],
        summary: 'A booking (spec §3 Booking)',
        security: sessionSecurity,
        params: idParams,
        response: { 200: jsonResponse('The booking', bookingResponseSchema), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      const { booking, roomName } = await visibleBooking(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return toBookingResponse(booking, roomName);
    },
  );

  app.get(
    '/bookings-legacy/bookingdetails/:id',
    {
      config: { action: 'bookings.read' },
      schema: {
        operationId: 'getLegacyBookingDetails',
        tags: ['bookings'],
        summary: 'A booking as the legacy booking details (spec §3)',
        security: sessionSecurity,
        description:
          'The same booking as `GET /bookings/{id}`, flattened: guest fields, origins, billing, check-in and check-out datetimes, arrival, access codes, callback messages.',
        params: idParams,
        response: { 200: jsonResponse('The legacy booking details', legacyBookingDetailsSchema), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      const { booking } = await visibleBooking(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return toLegacyBookingDetails(booking);
    },
  );

  app.post(
    '/bookings',
    {
      config: { action: 'bookings.write' },
      schema: {
        operationId: 'createBooking',
        tags: ['bookings'],
        summary: 'Create a booking',
        security: sessionSecurity,
        description:
          "Check-out after check-in, at least one guest (`pax`, default 1), the guest's phone and email by the spec's rules. `status` defaults to Unconfirmed. " +
          'The room must be a live room the caller may see (404 "Room not found" otherwise).',
        body: bookingFormSchema,
        response: { 201: jsonResponse('The new booking', z.object({ _id: z.uuid() }).meta({ id: 'BookingIdAnswer' })), ...common, 404: roomNotFound },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const id = await db.transaction(async (tx) => {
        await writableRoom(tx, request, request.body.roomId);
        const created = await insertBooking(tx, request.body, { createdBy: caller.id, now: clock() });
        await audit(tx, request, 'booking.create', created);
        return created;
      });
      return reply.code(201).send({ _id: id });
    },
  );

  app.put(
    '/bookings/:id',
    {
      config: { action: 'bookings.write' },
      schema: {
        operationId: 'updateBooking',
        tags: ['bookings'],
        summary: 'Replace a booking with the form',
        security: sessionSecurity,
        description:
          'The whole form, as POST takes it: a field left out is cleared. Moving it to another room needs that room to be one the caller may see. ' +
          'An imported booking keeps its provider and id; the next sync writes over what the provider sends.',
        params: idParams,
        body: bookingFormSchema,
        response: { 200: jsonResponse('The booking as changed', bookingResponseSchema), ...common, 404: notFound },
      },
    },
    async (request) => {
      const { booking, roomName } = await db.transaction(async (tx) => {
        const current = await lockBooking(tx, request, request.params.id);
        const room = current.roomId === request.body.roomId ? undefined : await writableRoom(tx, request, request.body.roomId);
        const replaced = await replaceBooking(tx, current.id, request.body, { room, now: clock() });
        await audit(tx, request, 'booking.update', current.id);
        return replaced;
      });
      return toBookingResponse(booking, roomName);
    },
  );

  app.delete(
    '/bookings/:id',
    {
      config: { action: 'bookings.write' },
      schema: {
        operationId: 'deleteBooking',
        tags: ['bookings'],
        summary: 'Delete a booking',
        security: sessionSecurity,
        description:
          "Soft: the booking gets `deletedAt` and leaves every list, the current booking of its room, and the alarms' calls; the PMS syncs do not bring it back.",
        params: idParams,
        response: { 204: z.undefined().describe('The booking is deleted'), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const current = await lockBooking(tx, request, request.params.id);
        await softDeleteBooking(tx, current.id, clock());
        await audit(tx, request, 'booking.delete', current.id);
      });
      return reply.code(204).send();
    },
  );
};
