// The guest's page link of a booking, for the panel (docs/guest-page.md): see it, issue it (again), and
// revoke it. Who may: `bookings.guestPage`, within the bookings the caller sees, as the bookings' routes.
import { message, type Language } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingText } from '../bookings/messages.ts';
import { findVisibleBooking, lockVisibleBooking, type BookingRow } from '../bookings/service.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { currentGuestLink, issueGuestLink, revokeGuestLinks, type GuestLink, type GuestPageSettings } from './service.ts';

const idParams = z.object({ id: z.uuid({ error: message('identifier') }) });

const guestLinkSchema = z
  .object({
    url: z.string().nullable().describe('The page’s address, to give the guest; null when none was ever issued'),
    state: z.enum(['none', 'active', 'revoked', 'expired']).describe('active: it opens the page; revoked by a person; expired at check-out'),
    issuedAt: z.iso.datetime().nullable(),
    revokedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().describe('The booking’s check-out: the link stops working then'),
  })
  .meta({ id: 'GuestPageLink' });

const answer = (booking: BookingRow, link: GuestLink | null): z.infer<typeof guestLinkSchema> => ({
  url: link?.url ?? null,
  state: link?.state ?? 'none',
  issuedAt: link?.row.createdAt.toISOString() ?? null,
  revokedAt: link?.row.revokedAt?.toISOString() ?? null,
  expiresAt: booking.checkOut.toISOString(),
});

const common = {
  400: errorResponse('The id is not an id'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
  404: errorResponse('No such booking (or not one the caller may see)'),
};

export const guestPageLinkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; settings: GuestPageSettings }> = async (
  app,
  { db, clock, settings },
) => {
  const missing = (language: Language): never => {
    throw new HttpError(404, bookingText(language, 'bookingNotFound'));
  };
  const visible = async (request: FastifyRequest, id: string) =>
    (await findVisibleBooking(db, id, callerOf(request)))?.booking ?? missing(requestLanguage(request));
  const locked = async (tx: Database, request: FastifyRequest, id: string) =>
    (await lockVisibleBooking(tx, id, callerOf(request))) ?? missing(requestLanguage(request));

  app.get(
    '/bookings/:id/guest-page',
    {
      config: { action: 'bookings.guestPage' },
      schema: {
        operationId: 'getBookingGuestPage',
        tags: ['bookings'],
        summary: 'The guest page link of a booking',
        description: 'The booking’s newest link and its state; `state: none` and `url: null` when none was ever issued.',
        security: sessionSecurity,
        params: idParams,
        response: { 200: jsonResponse('The link', guestLinkSchema), ...common },
      },
    },
    async (request, reply) => {
      const booking = await visible(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return answer(booking, await currentGuestLink(db, settings, booking, clock()));
    },
  );

  app.post(
    '/bookings/:id/guest-page',
    {
      config: { action: 'bookings.guestPage' },
      schema: {
        operationId: 'issueBookingGuestPage',
        tags: ['bookings'],
        summary: 'Issue the guest page link of a booking (again)',
        description: 'A new link; the earlier ones stop working at once. No body.',
        security: sessionSecurity,
        params: idParams,
        response: { 201: jsonResponse('The new link', guestLinkSchema), ...common },
      },
    },
    async (request, reply) => {
      const now = clock();
      const { booking, link } = await db.transaction(async (tx) => {
        const booking = await locked(tx, request, request.params.id);
        return { booking, link: await issueGuestLink(tx, settings, booking, { by: callerOf(request).id, now }) };
      });
      return reply.code(201).header('cache-control', 'no-store').send(answer(booking, link));
    },
  );

  app.delete(
    '/bookings/:id/guest-page',
    {
      config: { action: 'bookings.guestPage' },
      schema: {
        operationId: 'revokeBookingGuestPage',
        tags: ['bookings'],
        summary: 'Revoke the guest page link of a booking',
        description: 'The link stops working at once (410 for the guest), and warnings to the guest carry no link until one is issued again.',
        security: sessionSecurity,
        params: idParams,
        response: { 204: z.undefined().describe('Revoked (or there was nothing to revoke)'), ...common },
      },
    },
    async (request, reply) => {
      await db.transaction(async (tx) => {
        const booking = await locked(tx, request, request.params.id);
        await revokeGuestLinks(tx, booking.id, { by: callerOf(request).id, now: clock() });
      });
      return reply.code(204).send();
    },
  );
};
