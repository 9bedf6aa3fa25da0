// A whole API for a signed-in person, answered from lists held in memory: filters, sort-free paging
// and counts behave as the server's do, so that every figure and list of a page agrees with the rest.
import type { CurrentUser } from '@sereno/api-client';
import type { HttpHandler } from 'msw';
import { answer, type Asked } from './api.ts';
import { alarmPage, bookingPage, roomPage, type Alarm, type Booking, type RoomListItem } from './fixtures.ts';

export interface Portfolio {
  user: CurrentUser;
  rooms?: RoomListItem[];
  alarms?: Alarm[];
  bookings?: Booking[];
}

const window = <T>(list: T[], query: URLSearchParams): T[] => {
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  return list.slice(offset, offset + limit);
};

const matches = (value: string | undefined, wanted: string | null) => wanted === null || value === wanted;
const dayOf = (iso: string) => iso.slice(0, 10);
const within = (iso: string, from: string | null, to: string | null) =>
  (from === null || dayOf(iso) >= from.slice(0, 10)) && (to === null || dayOf(iso) <= to.slice(0, 10));

function roomsAsked(rooms: RoomListItem[], { query }: Asked) {
  const search = query.get('search')?.toLowerCase();
  const found = rooms.filter((room) => matches(room.status, query.get('status')) && (!search || room.name.toLowerCase().includes(search)));
  return roomPage(window(found, query), found.length);
}

function alarmsAsked(alarms: Alarm[], { query }: Asked) {
  const found = alarms.filter(
    (alarm) => matches(alarm.state, query.get('state')) && matches(alarm.type, query.get('type')) && matches(alarm.roomId, query.get('roomId')),
  );
  return alarmPage(window(found, query), found.length);
}

function bookingsAsked(bookings: Booking[], { query }: Asked) {
  const found = bookings.filter(
    (booking) =>
      within(booking.checkIn, query.get('checkInFrom'), query.get('checkInTo')) &&
      within(booking.checkOut, query.get('checkOutFrom'), query.get('checkOutTo')) &&
      (query.get('onlyConfirmed') !== 'true' || booking.status === 'Confirmed'),
  );
  return bookingPage(window(found, query), found.length);
}

/** The handlers of a person's whole portfolio; a story's own handlers go before these to change one answer. */
export function portfolio({ user, rooms = [], alarms = [], bookings = [] }: Portfolio): HttpHandler[] {
  return [
    answer('get', '/api/me', user),
    answer('get', '/api/configuration', { environment: null }),
    answer('get', '/api/rooms', (asked) => roomsAsked(rooms, asked)),
    answer('get', '/api/alarms/paginated', (asked) => alarmsAsked(alarms, asked)),
    answer('get', '/api/alarms/statistics', { last7Days: alarms.length, last30Days: alarms.length * 3, total: alarms.length * 9 }),
    answer('get', '/api/bookings', (asked) => bookingsAsked(bookings, asked)),
  ];
}

/** The public pages' only question. */
export const publicApi: HttpHandler[] = [answer('get', '/api/configuration', { environment: null })];
