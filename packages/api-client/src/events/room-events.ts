// GET /api/events (docs/api.md): server-sent events of the rooms the user may see. The OpenAPI
// document describes the stream as text, so the events' shapes are written here, as the server's
// events module sends them.
import type { AlarmListItem } from '../queries/alarms.ts';
import type { RoomListItem } from '../queries/rooms.ts';

export type RoomReadingEvent = {
  type: 'reading';
  roomId: string;
  monitorId: string;
  /** The device's latest values, as ingest merged them; `measuredAt` is when they were measured. */
  latest: Partial<Omit<RoomListItem['data'], 'level' | 'updatedAt'>> & { noise?: number; measuredAt: string; [value: string]: unknown };
};

export type RoomStatusEvent = {
  type: 'status';
  roomId: string;
  monitorId: string | null;
  status: 'connected' | 'disconnected';
};

/** An alarm of the room was raised or changed (level, stage, acknowledged, resolved): the alarm as it is now. */
export type RoomAlarmEvent = {
  type: 'alarm';
  roomId: string;
  monitorId: string;
  /** Its `alarmTitle` is in the server's default language: word type and level from `type` and `level`. */
  alarm: AlarmListItem;
};

export type RoomEvent = RoomReadingEvent | RoomStatusEvent | RoomAlarmEvent;
export type RoomEventType = RoomEvent['type'];

export const roomEventTypes = ['reading', 'status', 'alarm'] as const satisfies readonly RoomEventType[];

/** One event's data, or undefined for anything that is not one of ours. */
export function parseRoomEvent(type: string, data: string): RoomEvent | undefined {
  try {
    const event = JSON.parse(data) as RoomEvent;
    return event.type === type && typeof event.roomId === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}
