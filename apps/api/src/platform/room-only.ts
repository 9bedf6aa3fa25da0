// Sessions opened by an alarm email's one-room link (docs/alarms.md "Links that log in") reach one
// room: its alarms (read, acknowledge, resolve, mark false), its readings and details — what the
// alarm's page in the panel asks for — and the current user and logout. Every other route answers
// 403, whatever the account's role would allow: a link forwarded or read over a shoulder opens one
// room, not the account. The role's own rules still apply inside the room.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { HttpError } from './errors.ts';
import { requestLanguage, serverMessage } from './messages.ts';

/** Routes any session may call: who am I, and the way out. */
const always = new Set(['GET /api/me', 'POST /api/logout']);

export interface RoomOnlyOptions {
  /** The room of an alarm, or null when there is none. */
  alarmRoomOf(alarmId: string): Promise<string | null>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Whether a room-only session for `roomId` may call this request's route. */
export async function roomOnlyAllows(request: FastifyRequest, roomId: string, { alarmRoomOf }: RoomOnlyOptions): Promise<boolean> {
  const url = request.routeOptions.url ?? '';
  if (always.has(`${request.method} ${url}`)) return true;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const query = (request.query ?? {}) as Record<string, unknown>;
  // An alarm of the room: read it, its trail, and act on it (acknowledge, resolve, mark false).
  if (url.startsWith('/api/alarms/:id')) {
    const alarmId = text(params.id);
    return alarmId !== undefined && (await alarmRoomOf(alarmId)) === roomId;
  }
  // Anything else only reads, and only the room: its details, its readings, its alarms' list and counts.
  if (request.method !== 'GET') return false;
  if (url.startsWith('/api/rooms/:id') && text(params.id) === roomId) return true;
  if (text(params.roomId) === roomId || text(query.roomId) === roomId) return true;
  // A list that can be filtered by room and is asked without one (the panel's count of active alarms
  // on every page) is filtered to the session's room, rather than refused.
  const querySchema = request.routeOptions.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  if (params.roomId === undefined && query.roomId === undefined && querySchema?.shape && 'roomId' in querySchema.shape) {
    (request.query as Record<string, unknown>).roomId = roomId;
    return true;
  }
  return false;
}

export function roomOnlyGuard(options: RoomOnlyOptions): preHandlerAsyncHookHandler {
  return async (request) => {
    const roomId = request.sessionRoomId;
    if (!roomId) return;
    if (await roomOnlyAllows(request, roomId, options)) return;
    throw new HttpError(403, serverMessage(requestLanguage(request), 'roomOnlySession'));
  };
}
