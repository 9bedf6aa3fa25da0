// The bookings of one day of the viewer's calendar, as the bookings list's URL says it
// (`/bookings?checkIn=2026-11-22&onlyConfirmed=true`) and as GET /api/bookings asks for it (the
// instants where that day starts and ends). The dashboard's tiles count with the same filters as the
// list they lead to, so the figure and the list agree.
import type { BookingListQuery } from '@sereno/api-client';
import { localDayInterval } from '../dates/localDay.ts';
import { paths } from '../paths.ts';

/** The list's day filters: `checkIn` (arrivals) and `checkOut` (departures), each a `yyyy-MM-dd`. */
export const dayFilterKeys = ['checkIn', 'checkOut'] as const;
export type DayFilterKey = (typeof dayFilterKeys)[number];

/** The API's interval filters for the stays arriving (or leaving) on `day`; none for text that is not a date. */
export function dayIntervalFilters(kind: DayFilterKey, day: string): Pick<BookingListQuery, 'checkInFrom' | 'checkInTo' | 'checkOutFrom' | 'checkOutTo'> {
  const interval = localDayInterval(day);
  if (!interval) return {};
  return kind === 'checkIn' ? { checkInFrom: interval.from, checkInTo: interval.to } : { checkOutFrom: interval.from, checkOutTo: interval.to };
}

/**
 * The confirmed stays arriving (or leaving) on `day`: a cancelled stay does not arrive, and an
 * unconfirmed one is not yet a guest (docs/api.md, bookings).
 */
export const confirmedOfDayFilters = (kind: DayFilterKey, day: string) => ({ onlyConfirmed: 'true' as const, ...dayIntervalFilters(kind, day) });

/** The bookings list showing the confirmed stays arriving (or leaving) on `day`. */
export const bookingsOfDayPath = (kind: DayFilterKey, day: string) =>
  `${paths.bookings}?${new URLSearchParams({ [kind]: day, onlyConfirmed: 'true' }).toString()}`;
