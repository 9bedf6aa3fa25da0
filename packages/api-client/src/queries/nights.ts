// The morning after (issue 31): a room's nights (GET /api/rooms/{id}/nights) and a booking's stay
// (GET /api/bookings/{id}/stay), told as figures: loudest and quietest hour, alarms, guests, silences.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type RoomNightsQuery = NonNullable<paths['/api/rooms/{roomId}/nights']['get']['parameters']['query']>;
export type RoomNights = paths['/api/rooms/{roomId}/nights']['get']['responses'][200]['content']['application/json'];
export type RoomNight = RoomNights['nights'][number];
export type StaySummary = paths['/api/bookings/{id}/stay']['get']['responses'][200]['content']['application/json'];
export type SpanSummary = StaySummary['summary'];

export const nightKeys = {
  all: ['nights'] as const,
  room: (roomId: string, query: RoomNightsQuery) => ['nights', 'room', roomId, query] as const,
  stay: (bookingId: string) => ['nights', 'stay', bookingId] as const,
};

export function getRoomNights(roomId: string, query: RoomNightsQuery = {}): Promise<RoomNights> {
  return unwrap('/api/rooms/{roomId}/nights', apiClient().GET('/api/rooms/{roomId}/nights', { params: { path: { roomId }, query } }));
}

export function getBookingStay(bookingId: string): Promise<StaySummary> {
  return unwrap('/api/bookings/{id}/stay', apiClient().GET('/api/bookings/{id}/stay', { params: { path: { id: bookingId } } }));
}

export const roomNightsQuery = (roomId: string, query: RoomNightsQuery = {}) =>
  queryOptions({ queryKey: nightKeys.room(roomId, query), queryFn: () => getRoomNights(roomId, query) });

export const bookingStayQuery = (bookingId: string) => queryOptions({ queryKey: nightKeys.stay(bookingId), queryFn: () => getBookingStay(bookingId) });
