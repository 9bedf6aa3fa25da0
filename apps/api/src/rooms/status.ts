// A room's status as the lists show it (spec §4): connected while its device's newest reading is from
// the last 30 minutes (the room's `lastSeenAt`: the time of its newest reading, never later than its
// receipt, rooms/service.ts recordRoomReports), disconnected otherwise (its answer says so without a
// device too, beside `monitor: false`, but the disconnected filter and count leave such rooms out:
// rooms/queries.ts); a connected room with an active noise alarm is in `noiseAlert` (src/alarms).
// This is the one rule of the product: the panel shows a room's values as live, or greys them as
// stale, by this status alone.
import type { RoomRow } from '../db/schema/rooms.ts';

export const roomStatuses = ['connected', 'noiseAlert', 'disconnected'] as const;
export type RoomStatus = (typeof roomStatuses)[number];

/** A device that has not reported for this long is disconnected (spec §4, §9). */
export const disconnectedAfterMs = 30 * 60 * 1000;

export function roomStatus(room: Pick<RoomRow, 'monitorId' | 'lastSeenAt'>, now: Date, noiseAlert = false): RoomStatus {
  if (!room.monitorId || !room.lastSeenAt) return 'disconnected';
  if (now.getTime() - room.lastSeenAt.getTime() >= disconnectedAfterMs) return 'disconnected';
  return noiseAlert ? 'noiseAlert' : 'connected';
}
