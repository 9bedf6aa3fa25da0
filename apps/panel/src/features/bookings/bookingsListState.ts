// The bookings list's view, kept in the query string (spec §2: filters, sort field and direction, page
// and page size), and the GET /api/bookings query it stands for. The check-in and check-out day
// filters are days of the viewer's calendar (`checkIn=2026-11-22`), sent as the instants where that
// day starts and ends, so that "today" is the viewer's today.
import type { BookingListQuery } from '@sereno/api-client';
import type { DataTableSort, TableQuery, TableQueryOptions } from '@sereno/ui';
import { dayFilterKeys, dayIntervalFilters } from '../../shared/bookings/bookingsOfDay.ts';

/** The sort keys GET /api/bookings accepts that the page offers. */
export const bookingSortKeys = ['checkIn', 'checkOut', 'guest', 'roomName', 'status', 'reservationNumber'] as const;
export type BookingSortKey = (typeof bookingSortKeys)[number];

export const defaultBookingSort: DataTableSort = { columnId: 'checkIn', direction: 'asc' };

export const bookingTableQueryOptions = {
  filterKeys: ['roomId', 'customerId', 'onlyConfirmed', 'search', ...dayFilterKeys],
  defaultSort: defaultBookingSort,
} as const satisfies TableQueryOptions;

const oneOf = <T extends string>(options: readonly T[], value: string | undefined): T | undefined => options.find((option) => option === value);
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const anId = (value: string | undefined) => (value && uuidPattern.test(value) ? value : undefined);

/** The API's filters for what the URL shows (no page, no sort): a hand-edited value it does not know is left out. */
export function toBookingFilters(filters: TableQuery['filters']): Omit<BookingListQuery, 'offset' | 'limit' | 'sortKey' | 'sortDirection'> {
  const roomId = anId(filters.roomId);
  const customerId = anId(filters.customerId);
  const search = filters.search?.trim();
  return {
    ...(roomId ? { roomId } : {}),
    ...(customerId ? { customerId } : {}),
    ...(filters.onlyConfirmed === 'true' ? { onlyConfirmed: 'true' as const } : {}),
    ...(search ? { search } : {}),
    ...(filters.checkIn ? dayIntervalFilters('checkIn', filters.checkIn) : {}),
    ...(filters.checkOut ? dayIntervalFilters('checkOut', filters.checkOut) : {}),
  };
}

/** The API's query for the page the URL shows. */
export function toBookingListQuery({ page, pageSize, sort, filters }: TableQuery): BookingListQuery {
  const sortKey = oneOf(bookingSortKeys, sort?.columnId);
  return {
    offset: (page - 1) * pageSize,
    limit: pageSize,
    ...(sortKey ? { sortKey, sortDirection: sort?.direction ?? 'asc' } : {}),
    ...toBookingFilters(filters),
  };
}
