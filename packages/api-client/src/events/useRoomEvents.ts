import { useEffect, useRef, useState } from 'react';
import { listenToRoomEvents, type RoomEventsState } from './room-events-connection.ts';
import type { RoomEvent, RoomEventType } from './room-events.ts';

export { roomEventsRetryMs, type RoomEventsState } from './room-events-connection.ts';

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

/**
 * Listens to GET /api/events while mounted, on the page's one stream (room-events-connection.ts). The
 * browser reconnects a dropped stream by itself; when it gives up (a non-200 answer, such as a 401),
 * the session is checked with GET /api/me — whose 401 removes the session user, as any call's does —
 * and the stream is opened again a little later.
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

  // The listened types as one value: a new array of the same types each render listens anew to nothing.
  const typeList = [...new Set(types)].sort().join(',');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    return listenToRoomEvents({
      types: new Set(typeList.split(',').filter(Boolean) as Type[]),
      onEvent: (event) => handlers.current.onEvent(event as Extract<RoomEvent, { type: Type }>),
      onReconnect: () => handlers.current.onReconnect?.(),
      onState: setState,
    });
  }, [enabled, typeList]);

  return enabled ? state : 'offline';
}
