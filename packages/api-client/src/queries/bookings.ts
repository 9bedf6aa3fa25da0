// The bookings list (spec §7 Bookings: GET /bookings returns bookings, totalBookings, totalPages) with
// its filters, the counts the dashboard shows (the same call asking for one booking and reading the
// total), and the customers an administrator filters it by.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiBaseUrl, apiClient } from '../http/default-client.ts';

export type BookingExportQuery = Omit<BookingListQuery, 'offset' | 'limit'>;
export type BookingListQuery = NonNullable<paths['/api/bookings']['get']['parameters']['query']>;
export type BookingPage = paths['/api/bookings']['get']['responses'][200]['content']['application/json'];
export type Booking = BookingPage['bookings'][number];
export type BookingStatus = Booking['status'];

/** Every bookings query starts with `bookingKeys.all` (the room's check-ins too): invalidating it refreshes them all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  list: (query: BookingListQuery) => ['bookings', 'list', query] as const,
  count: (query: BookingListQuery) => ['bookings', 'count', query] as const,
};

export function listBookings(query: BookingListQuery = {}): Promise<BookingPage> {
  return unwrap('/api/bookings', apiClient().GET('/api/bookings', { params: { query } }));
}

export const bookingsQuery = (query: BookingListQuery = {}) => queryOptions({ queryKey: bookingKeys.list(query), queryFn: () => listBookings(query) });

/** How many bookings the filters keep (e.g. today's confirmed check-ins). */
export const bookingCountQuery = (query: Omit<BookingListQuery, 'offset' | 'limit'>) =>
  queryOptions({
    queryKey: bookingKeys.count(query),
    queryFn: async () => (await listBookings({ ...query, limit: 1 })).totalBookings,
  });

/** A customer to filter by: its id and the name of one of its customer accounts. */
export interface CustomerOption {
  customerId: string;
  name: string;
}

/**
 * The customers whose customer accounts' name, username or email holds `search` (GET /api/users with
 * `role=customer`: administrators and controllers). There is no list of customers as such: a
 * customer is named by its accounts, the first one found for each customer.
 */
export async function searchCustomers(search: string, limit: number, signal?: AbortSignal): Promise<{ customers: CustomerOption[]; hasMore: boolean }> {
  const page = await unwrap(
    '/api/users',
    apiClient().GET('/api/users', { params: { query: { role: 'customer', sortKey: 'username', limit, ...(search ? { search } : {}) } }, signal }),
  );
  const customers = new Map<string, CustomerOption>();
  for (const user of page.users) {
    if (user.customerId && !customers.has(user.customerId)) customers.set(user.customerId, { customerId: user.customerId, name: user.name });
  }
  return { customers: [...customers.values()], hasMore: page.totalUsers > page.users.length };
}

/** One booking (a task's stay). */
export function getBooking(id: string): Promise<Booking> {
  return unwrap('/api/bookings/{id}', apiClient().GET('/api/bookings/{id}', { params: { path: { id } } }));
}

/** A booking as PUT /bookings/{id} takes it: the whole form, which replaces the booking. */
export type BookingFormBody = NonNullable<paths['/api/bookings/{id}']['put']['requestBody']>['content']['application/json'];
/** The booking flattened as the legacy details (spec §3): it holds what `Booking` leaves out (access codes, arrival, callback messages). */
export type LegacyBookingDetails = paths['/api/bookings-legacy/bookingdetails/{id}']['get']['responses'][200]['content']['application/json'];

export function getLegacyBookingDetails(id: string): Promise<LegacyBookingDetails> {
  return unwrap('/api/bookings-legacy/bookingdetails/{id}', apiClient().GET('/api/bookings-legacy/bookingdetails/{id}', { params: { path: { id } } }));
}

export const legacyBookingDetailsQuery = (id: string) =>
  queryOptions({ queryKey: [...bookingKeys.all, 'legacy', id] as const, queryFn: () => getLegacyBookingDetails(id) });

export function updateBooking(id: string, body: BookingFormBody): Promise<Booking> {
  return unwrap('/api/bookings/{id}', apiClient().PUT('/api/bookings/{id}', { params: { path: { id } }, body }));
}

/** PUT /bookings/{id}; the bookings' queries (lists, counts, check-ins) are asked for again after it. */
export function useUpdateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BookingFormBody }) => updateBooking(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}

/**
 * The whole form of a booking as it stands, from its answer and its legacy details: PUT replaces the
 * booking, so a change of some fields (its amounts, its currency) sends every other one unchanged.
 */
export function bookingFormOf(booking: Booking, legacy: LegacyBookingDetails): BookingFormBody {
  const drop = <T extends Record<string, unknown>>(values: T): T => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T;
  return drop({
    roomId: booking.roomId,
    reservationNumber: booking.reservationNumber,
    guest: drop({ ...booking.guest }),
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    pax: booking.pax,
    status: booking.status,
    otaInfo: drop({ ...booking.otaInfo }),
    pmsInfo: drop({ ...booking.pmsInfo }),
    currency: booking.currency,
    cityTax: booking.cityTax,
    billing: drop({ ...booking.billing }),
    accessType: booking.accessType,
    keyStatus: booking.keyStatus,
    accessCode1: legacy.accessCode1,
    accessCode2: legacy.accessCode2,
    arrivalMethod: legacy.arrivalMethod,
    flightNumber: legacy.flightNumber,
    callbackMessages: legacy.callbackMessages,
    additionalInfo: booking.additionalInfo,
  });
}

/** GET /api/bookings/export.csv (or .xlsx) with the list's filters and sort, as an address a link downloads. */
export function bookingsExportUrl(query: BookingExportQuery = {}, format: 'csv' | 'xlsx' = 'csv'): string {
  const search = new URLSearchParams(
    Object.entries(query).filter(
      (entry): entry is [string, string] => entry[0] !== 'offset' && entry[0] !== 'limit' && typeof entry[1] === 'string' && entry[1] !== '',
    ),
  );
  const text = search.toString();
  return `${apiBaseUrl()}/api/bookings/export.${format}${text ? `?${text}` : ''}`;
}
