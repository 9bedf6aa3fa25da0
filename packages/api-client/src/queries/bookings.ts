// The bookings list (spec §7 Bookings: GET /bookings returns bookings, totalBookings, totalPages) with
// its filters, the counts the dashboard shows (the same call asking for one booking and reading the
// total), and the customers an administrator filters it by.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

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
