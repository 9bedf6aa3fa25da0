// What happens to rooms, as the live panel needs it: new readings, status changes, and (from the
// alarms issue on) alarms. Producers publish after their transaction commits; GET /api/events
// forwards each event to the users who may see its room. With PostgreSQL the bus crosses server
// processes (LISTEN/NOTIFY), so a user connected to one replica sees what another ingested.
// Their shape is `roomEventSchema` of @sereno/validation, by which the panel parses them.
import type { RoomEvent } from '@sereno/validation';

export type { RoomEvent } from '@sereno/validation';

export interface EventBus {
  publish(event: RoomEvent): Promise<void>;
  /** Calls `listener` for every event published by any process; returns the unsubscribe. */
  subscribe(listener: (event: RoomEvent) => void): () => void;
  close(): Promise<void>;
}

/** The bus of a single process (PGlite, tests). */
export function createLocalEventBus(): EventBus {
  const listeners = new Set<(event: RoomEvent) => void>();
  return {
    async publish(event) {
      for (const listener of listeners) listener(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
