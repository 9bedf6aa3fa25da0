// GET /api/events (docs/api.md): server-sent events of the rooms the user may see. The OpenAPI
// document describes the stream as text; the events' shape is `roomEventSchema` of
// @sereno/validation, which types the server's events too, and each event is parsed with it here.
import { roomEventSchema, type RoomEvent, type RoomEventType } from '@sereno/validation';

export { roomEventTypes, type RoomEvent, type RoomEventType } from '@sereno/validation';

/** New values of a room's device; `latest.measuredAt` is when they were measured. */
export type RoomReadingEvent = Extract<RoomEvent, { type: 'reading' }>;
/** The room's device connected or disconnected. */
export type RoomStatusEvent = Extract<RoomEvent, { type: 'status' }>;
/**
 * An alarm of the room was raised or changed (level, stage, acknowledged, resolved): the whole alarm as
 * it is now. Its `alarmTitle` is in the server's default language: word type and level from `type` and `level`.
 */
export type RoomAlarmEvent = Extract<RoomEvent, { type: 'alarm' }>;

/** One event's data, or undefined for anything that is not one of ours (of another shape, or another type than announced). */
export function parseRoomEvent(type: RoomEventType | string, data: string): RoomEvent | undefined {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = roomEventSchema.safeParse(json);
  return parsed.success && parsed.data.type === type ? parsed.data : undefined;
}
