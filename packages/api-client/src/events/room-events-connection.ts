// One GET /api/events stream per page, whatever the number of parts that listen to it: the dashboard's
// room, alarm and stay figures, a page and its badge. Each open stream costs the server a connection
// that it sends every event of the user's rooms to, and the browser one of its six connections to the
// server, so the listeners share one, opened with the first and closed with the last.
import { apiBaseUrl } from '../http/default-client.ts';
import { ApiError } from '../http/errors.ts';
import { getMe } from '../queries/auth.ts';
import { parseRoomEvent, type RoomEvent, type RoomEventType } from './room-events.ts';

/** `connecting` until the stream opens (and while the browser reconnects), `live` while it is open, `offline` when it gave up. */
export type RoomEventsState = 'connecting' | 'live' | 'offline';

/** How long to wait before opening a stream the browser gave up on (the server refused or went away). */
export const roomEventsRetryMs = 5000;

export interface RoomEventsListener {
  /** The event types this listener wants: only these are parsed for it. */
  types: ReadonlySet<RoomEventType>;
  onEvent: (event: RoomEvent) => void;
  /** The stream opened again after a drop: events sent meanwhile are lost. */
  onReconnect: () => void;
  onState: (state: RoomEventsState) => void;
}

const listeners = new Set<RoomEventsListener>();
let source: EventSource | undefined;
/** The types with a handler on the current stream. */
let handled = new Set<RoomEventType>();
let state: RoomEventsState = 'connecting';
let hasOpened = false;
let retry: ReturnType<typeof setTimeout> | undefined;

function setState(next: RoomEventsState): void {
  state = next;
  for (const listener of listeners) listener.onState(next);
}

/** One handler per type on the stream, which hands each event to the listeners that want its type. */
function handle(type: RoomEventType): void {
  if (!source || handled.has(type)) return;
  handled.add(type);
  source.addEventListener(type, (message) => {
    const wanting = [...listeners].filter((listener) => listener.types.has(type));
    if (wanting.length === 0) return;
    const event = parseRoomEvent(type, message.data as string);
    if (event) for (const listener of wanting) listener.onEvent(event);
  });
}

function open(): void {
  retry = undefined;
  const stream = new EventSource(`${apiBaseUrl()}/api/events`, { withCredentials: true });
  source = stream;
  handled = new Set();
  for (const listener of listeners) for (const type of listener.types) handle(type);
  stream.onopen = () => {
    setState('live');
    if (hasOpened) for (const listener of listeners) listener.onReconnect();
    hasOpened = true;
  };
  stream.onerror = () => {
    if (stream.readyState !== EventSource.CLOSED) {
      setState('connecting');
      return;
    }
    setState('offline');
    stream.close();
    if (source === stream) source = undefined;
    // A 401 here means the session ended: GET /api/me says so through the client's 401 rule.
    const tryAgain = () => {
      if (listeners.size > 0 && !source) retry = setTimeout(open, roomEventsRetryMs);
    };
    void getMe().then(tryAgain, (error: unknown) => {
      if (!(error instanceof ApiError && error.statusCode === 401)) tryAgain();
    });
  };
}

function close(): void {
  clearTimeout(retry);
  retry = undefined;
  source?.close();
  source = undefined;
  handled = new Set();
  hasOpened = false;
  state = 'connecting';
}

/**
 * Listens to GET /api/events until the returned function is called; the stream is opened for the
 * first listener and closed after the last. The listener is told the stream's state at once.
 */
export function listenToRoomEvents(listener: RoomEventsListener): () => void {
  listeners.add(listener);
  listener.onState(state);
  if (!source && retry === undefined) open();
  else for (const type of listener.types) handle(type);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}
