import { useEffect, useRef, useState } from 'react';
import { apiBaseUrl } from '../http/default-client.ts';
import { ApiError } from '../http/errors.ts';
import { getMe } from '../queries/auth.ts';
import { parseRoomEvent, type RoomEvent, type RoomEventType } from './room-events.ts';

/** `connecting` until the stream opens (and while the browser reconnects), `live` while it is open, `offline` when it gave up. */
export type RoomEventsState = 'connecting' | 'live' | 'offline';

/** What a page listens to unless it says otherwise: the rooms' readings and connection changes. */
export type DefaultRoomEventType = 'reading' | 'status';
const defaultTypes: readonly DefaultRoomEventType[] = ['reading', 'status'];

export interface UseRoomEventsOptions<Type extends RoomEventType = DefaultRoomEventType> {
  /**
   * The event types to listen to (default: `reading` and `status`). A page that wants only alarms
   * says `['alarm']`, and the many readings are not even parsed for it.
   */
  types?: readonly Type[];
  /** Each event of those types, of the user's rooms. */
  onEvent: (event: Extract<RoomEvent, { type: Type }>) => void;
  /**
   * Called when the stream opens again after a drop: events sent meanwhile are lost, so the page
   * refetches what it shows (docs/api.md, GET /api/events).
   */
  onReconnect?: () => void;
  /** @default true */
  enabled?: boolean;
}

/** How long to wait before opening a stream the browser gave up on (the server refused or went away). */
export const roomEventsRetryMs = 5000;

/**
 * Subscribes to GET /api/events while mounted. The browser reconnects a dropped stream by itself; when
 * it gives up (a non-200 answer, such as a 401), the session is checked with GET /api/me — whose 401
 * removes the session user, as any call's does — and the stream is opened again a little later.
 */
export function useRoomEvents<Type extends RoomEventType = DefaultRoomEventType>({
  types = defaultTypes as readonly Type[],
  onEvent,
  onReconnect,
  enabled = true,
}: UseRoomEventsOptions<Type>): RoomEventsState {
  const [state, setState] = useState<RoomEventsState>('connecting');
  const handlers = useRef({ onEvent, onReconnect });
  useEffect(() => {
    handlers.current = { onEvent, onReconnect };
  });

  // The listened types as one value: a new array of the same types each render opens no new stream.
  const typeList = [...new Set(types)].sort().join(',');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const listened = typeList.split(',') as Type[];
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let hasOpened = false;
    let stopped = false;

    const open = () => {
      source = new EventSource(`${apiBaseUrl()}/api/events`, { withCredentials: true });
      source.onopen = () => {
        setState('live');
        if (hasOpened) handlers.current.onReconnect?.();
        hasOpened = true;
      };
      for (const type of listened) {
        source.addEventListener(type, (message) => {
          const event = parseRoomEvent(type, message.data as string);
          if (event) handlers.current.onEvent(event as Extract<RoomEvent, { type: Type }>);
        });
      }
      source.onerror = () => {
        if (source?.readyState !== EventSource.CLOSED) {
          setState('connecting');
          return;
        }
        setState('offline');
        source.close();
        // A 401 here means the session ended: GET /api/me says so through the client's 401 rule.
        const tryAgain = () => {
          if (!stopped) retry = setTimeout(open, roomEventsRetryMs);
        };
        void getMe().then(tryAgain, (error: unknown) => {
          if (!(error instanceof ApiError && error.statusCode === 401)) tryAgain();
        });
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [enabled, typeList]);

  return enabled ? state : 'offline';
}
