// docs/permissions.md, "Bookings and tasks": each case acts on a booking in a new room owned by the
// subject (for the own customer's subject, managed by the demo manager). Bookings are read by whoever
// reads rooms, within the rooms they see; written by administrators, controllers, and the hosts
// (customers, managers) of the room.
import { bookings } from '../../src/db/schema/bookings.ts';
import { rooms } from '../../src/db/schema/rooms.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';

type Row = readonly [Decision, Decision, Decision];
const forbidden = everywhere(403);
const ownOnly = (success: Decision): Row => [success, 404, 404];

/** A live room of the subject, managed by the demo manager when the subject is of the demo customer. */
export async function roomOf(subject: Subject, demo: DemoServer): Promise<string> {
  const managerId = subject.customerId === demo.ownCustomerId ? (demo.accounts.get('manager')?.id ?? null) : null;
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: fresh('Sala '), ownerId: subject.id, managerId })
    .returning({ id: rooms.id });
  return row?.id ?? '';
}

/** A booking in a new room of the subject; its reservation number is the subject's id, which the list cases look for. */
export async function bookingOf(subject: Subject, demo: DemoServer): Promise<{ id: string; roomId: string }> {
  const roomId = await roomOf(subject, demo);
  const [row] = await demo.server.db
    .insert(bookings)
    .values({
      roomId,
      reservationNumber: subject.id,
      guestFirstName: 'Huésped',
      checkIn: new Date('2026-03-01T15:00:00Z'),
      checkOut: new Date('2026-03-03T11:00:00Z'),
      status: 'Confirmed',
    })
    .returning({ id: bookings.id });
  return { id: row?.id ?? '', roomId };
}

/** Read routes: staff all, a customer and a manager their own customer's rooms, manufacturers none. */
export const bookingReaders = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: everywhere(success),
  manager: ownOnly(success),
  customer: ownOnly(success),
  manufacturer: forbidden,
});
const bookingWriters = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: forbidden,
  manager: ownOnly(success),
  customer: ownOnly(success),
  manufacturer: forbidden,
});
const lists = { ...bookingReaders('listed'), manager: ['listed', 'hidden', 'hidden'] as const, customer: ['listed', 'hidden', 'hidden'] as const };
const reservationNumbersOf = (body: unknown): string[] =>
  ((body as { bookings?: { reservationNumber?: string }[] }).bookings ?? []).map((booking) => booking.reservationNumber ?? '');

const form = (roomId: string) => ({
  roomId,
  guest: { firstName: 'Ana', phone: '+34600111222' },
  checkIn: '2026-05-01T15:00:00Z',
  checkOut: '2026-05-03T11:00:00Z',
  pax: 2,
});

export const bookingsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/bookings',
    request: async (subject, _role, demo) => {
      await bookingOf(subject, demo);
      return { method: 'GET', url: `/api/bookings?search=${subject.id}` };
    },
    itemIds: reservationNumbersOf,
    decisions: lists,
  },
  {
    // The export is filtered like the list: the status says only who may export.
    route: 'GET /api/bookings/export.csv',
    request: async (subject, _role, demo) => {
      await bookingOf(subject, demo);
      return { method: 'GET', url: `/api/bookings/export.csv?search=${subject.id}` };
    },
    decisions: { ...bookingReaders(200), manager: everywhere(200), customer: everywhere(200) },
  },
  {
    // The export is filtered like the list: the status says only who may export.
    route: 'GET /api/bookings/export.xlsx',
    request: async (subject, _role, demo) => {
      await bookingOf(subject, demo);
      return { method: 'GET', url: `/api/bookings/export.xlsx?search=${subject.id}` };
    },
    decisions: { ...bookingReaders(200), manager: everywhere(200), customer: everywhere(200) },
  },
  {
    route: 'GET /api/bookings/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/bookings/${(await bookingOf(subject, demo)).id}` }),
    decisions: bookingReaders(200),
  },
  {
    // The stay told the morning after: as the booking itself.
    route: 'GET /api/bookings/{id}/stay',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/bookings/${(await bookingOf(subject, demo)).id}/stay` }),
    decisions: bookingReaders(200),
  },
  {
    // The guest page link: whoever reads the booking sees, issues and revokes it (docs/guest-page.md).
    route: 'GET /api/bookings/{id}/guest-page',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/bookings/${(await bookingOf(subject, demo)).id}/guest-page` }),
    decisions: bookingReaders(200),
  },
  {
    route: 'POST /api/bookings/{id}/guest-page',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/bookings/${(await bookingOf(subject, demo)).id}/guest-page` }),
    decisions: bookingReaders(201),
  },
  {
    route: 'DELETE /api/bookings/{id}/guest-page',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/bookings/${(await bookingOf(subject, demo)).id}/guest-page` }),
    decisions: bookingReaders(204),
  },
  {
    route: 'GET /api/bookings-legacy/bookingdetails/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/bookings-legacy/bookingdetails/${(await bookingOf(subject, demo)).id}` }),
    decisions: bookingReaders(200),
  },
  {
    // A booking in the subject's room: a room the caller may not see answers "Room not found".
    route: 'POST /api/bookings',
    request: async (subject, _role, demo) => ({ method: 'POST', url: '/api/bookings', payload: form(await roomOf(subject, demo)) }),
    decisions: bookingWriters(201),
  },
  {
    route: 'PUT /api/bookings/{id}',
    request: async (subject, _role, demo) => {
      const { id, roomId } = await bookingOf(subject, demo);
      return { method: 'PUT', url: `/api/bookings/${id}`, payload: { ...form(roomId), status: 'Confirmed' } };
    },
    decisions: bookingWriters(200),
  },
  {
    route: 'DELETE /api/bookings/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/bookings/${(await bookingOf(subject, demo)).id}` }),
    decisions: bookingWriters(204),
  },
];
