// GET /api/events (docs/api.md): server-sent events of the rooms the user may see. The OpenAPI
// document describes the stream as text, so the events' shapes are written here, as the server's
// events module sends them.
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

export type RoomEvent = RoomReadingEvent | RoomStatusEvent;

export const roomEventTypes = ['reading', 'status'] as const satisfies readonly RoomEvent['type'][];

/** One event's data, or undefined for anything that is not one of ours. */
export function parseRoomEvent(type: string, data: string): RoomEvent | undefined {
  try {
    const event = JSON.parse(data) as RoomEvent;
    return event.type === type && typeof event.roomId === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
}
