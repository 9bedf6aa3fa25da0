// Reads a server-sent events stream the way a browser's EventSource does, for tests: each event is
// parsed with roomEventSchema, as the panel parses it, and one outside it fails the wait.
import { roomEventSchema } from '@sereno/validation';
import type { RoomEvent } from '../src/events/bus.ts';
import { readServerSentEvents } from '../testing/server-sent-events.ts';

export interface EventStream {
  status: number;
  contentType: string | null;
  /** Every event received so far. */
  events: RoomEvent[];
  /** Resolves once `count` events have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<RoomEvent[]>;
  close(): void;
}

export async function openEventStream(url: string, cookie: string, headers: Record<string, string> = {}): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { ...headers, cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: RoomEvent[] = [];
  const malformed: string[] = [];
  const waiters: (() => void)[] = [];
  if (response.body && response.ok) {
    void readServerSentEvents(response.body, ({ data }) => {
      const parsed = roomEventSchema.safeParse(JSON.parse(data));
      if (parsed.success) events.push(parsed.data);
      else malformed.push(`${data}: ${parsed.error.message}`);
      for (const wake of waiters.splice(0)) wake();
    });
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    async waitFor(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      const wellFormed = () => {
        if (malformed.length > 0) throw new Error(`the server sent events outside roomEventSchema: ${malformed.join('; ')}`);
      };
      while (events.length < count) {
        wellFormed();
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} events, got ${events.length}: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
      wellFormed();
      return events;
    },
    close: () => controller.abort(),
  };
}
