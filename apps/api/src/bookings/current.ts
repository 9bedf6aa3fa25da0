import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { bookings, type BookingRow } from '../db/schema/bookings.ts';

/**
 * The booking a room is in at `at`: confirmed, not deleted, with checkIn ≤ at < checkOut; null when
 * the room is empty. Should two confirmed stays overlap (a late check-out typed by hand), the one that
 * began last is the guest now in the room. Alarms call this guest.
 */
export async function currentBooking(db: Database, roomId: string, at: Date): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.roomId, roomId), eq(bookings.status, 'Confirmed'), isNull(bookings.deletedAt), lte(bookings.checkIn, at), gt(bookings.checkOut, at)))
    .orderBy(desc(bookings.checkIn), desc(bookings.createdAt))
    .limit(1);
  return row ?? null;
}
