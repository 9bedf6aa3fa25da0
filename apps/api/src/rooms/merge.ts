// Room merge (spec §4): only what the target lacks moves to it, what it has is never overwritten,
// and the merged room is soft-deleted. Bookings and tasks stay where they are (they do not exist yet;
// when they do, they keep pointing at the merged room, whose history is kept).
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { hasChanges } from '../platform/updates.ts';
import { deviceValuesOf, moveDevices } from './queries.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';

/** Single fields that move when the target's is empty (null or blank). */
const singleFields = [
  'address',
  'address2',
  'zipCode',
  'city',
  'province',
  'country',
  'phone',
  'phoneSMS',
  'managerId',
  'microphoneSensibility',
  'guestyLinkedRoom',
  'avantioLinkedRoom',
  'krossLinkedRoom',
] as const satisfies readonly (keyof RoomRow)[];

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && Object.keys(value).length === 0);

/**
 * Merges `source` into `target` (both locked, same owner, merges open); returns the names of the
 * fields that moved. Fields that go together move together: the location (lat, lng), the licence
 * (with its contract), the device (with its latest values and last report).
 */
export async function mergeRooms(tx: Database, source: RoomRow, target: RoomRow, now: Date): Promise<string[]> {
  const patch: Partial<typeof rooms.$inferInsert> = {};
  const moved: string[] = [];
  for (const field of singleFields) {
    if (isEmpty(target[field]) && !isEmpty(source[field])) {
      Object.assign(patch, { [field]: source[field] });
      moved.push(field);
    }
  }
  if ((target.lat === null || target.lng === null) && source.lat !== null && source.lng !== null) {
    Object.assign(patch, { lat: source.lat, lng: source.lng });
    moved.push('location');
  }
  if (target.licenseId === null && source.licenseId !== null) {
    Object.assign(patch, { licenseId: source.licenseId, serviceContractId: source.serviceContractId });
    moved.push('licenseId');
  }
  if (isEmpty(target.customGuestCallOptions) && !isEmpty(source.customGuestCallOptions)) {
    patch.customGuestCallOptions = source.customGuestCallOptions;
    moved.push('customGuestCallOptions');
  }
  if (isEmpty(target.alertSchedules) && !isEmpty(source.alertSchedules)) {
    patch.alertSchedules = source.alertSchedules;
    moved.push('alertSchedules');
  }
  // The source goes first, so that its device and licence are free for the target.
  await tx.update(rooms).set({ deletedAt: now }).where(eq(rooms.id, source.id));
  if (hasChanges(patch)) await tx.update(rooms).set(patch).where(eq(rooms.id, target.id));
  if (target.monitorId === null && source.monitorId !== null) {
    await moveDevices(tx, [{ roomId: target.id, values: deviceValuesOf(source) }]);
    moved.push('monitorId');
  }
  return moved;
}
