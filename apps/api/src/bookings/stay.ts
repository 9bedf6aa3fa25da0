// What the rooms list shows of a room's bookings (spec §2: the cards show check-ins): the stay the
// room is in, else the next one, as one correlated subquery of the rooms module's query, so a page of rooms
// costs no query per room.
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { outerColumn } from '../platform/outer-column.ts';

/** A guest's stay as the rooms list answers it. */
export interface RoomStay {
  guestName: string;
  checkIn: Date;
  checkOut: Date;
}

/**
 * The confirmed, live booking of the room `roomId` (a column of the outer query) that has not ended at
 * `now`: the current one, else the one that begins first. JSON, or null when none is booked.
 */
export const currentOrNextStay = (roomId: AnyColumn, now: Date): SQL<unknown> => sql`(
  select json_build_object(
    'guestName', trim(b.guest_first_name || ' ' || coalesce(b.guest_last_name, '')),
    'checkIn', b.check_in,
    'checkOut', b.check_out)
  from bookings b
  where b.room_id = ${outerColumn(roomId)} and b.deleted_at is null and b.status = 'Confirmed' and b.check_out > ${now.toISOString()}::timestamptz
  order by b.check_in
  limit 1)`;

/** The subquery's JSON as a stay (drivers answer it parsed or as text). */
export function stayOf(value: unknown): RoomStay | null {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (parsed === null || typeof parsed !== 'object') return null;
  const { guestName, checkIn, checkOut } = parsed as Record<string, unknown>;
  if (typeof guestName !== 'string' || typeof checkIn !== 'string' || typeof checkOut !== 'string') return null;
  return { guestName, checkIn: new Date(checkIn), checkOut: new Date(checkOut) };
}
