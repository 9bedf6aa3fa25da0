// The event bus across server processes: every process LISTENs on one PostgreSQL channel and
// publishes with pg_notify, so an event ingested by one replica reaches the users connected to
// another. A process hears its own events back through the channel, and only from there, so each
// listener gets each event exactly once. The listening connection reconnects after a failure; events
// published while it was down are missed (the panel refetches on reconnect: docs/scaling.md).
import pg from 'pg';
import type { EventBus, RoomEvent } from './bus.ts';

export const eventChannel = 'sereno_events';
const reconnectDelayMs = 1000;

export interface PostgresEventBusOptions {
  url: string;
  log?: { warn(object: object, message: string): void };
}

export async function createPostgresEventBus({ url, log }: PostgresEventBusOptions): Promise<EventBus> {
  const listeners = new Set<(event: RoomEvent) => void>();
  const publisher = new pg.Pool({ connectionString: url, max: 2 });
  let listener: pg.Client | null = null;
  let closed = false;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let event: RoomEvent;
    try {
      event = JSON.parse(payload) as RoomEvent;
    } catch {
      return;
    }
    for (const listen of listeners) listen(event);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => deliver(message.payload));
    client.on('error', (error) => {
      log?.warn({ err: error }, 'the event bus lost its PostgreSQL connection; reconnecting');
      void client.end().catch(() => undefined);
      if (listener === client) listener = null;
      if (!closed) setTimeout(() => void connect().catch(() => undefined), reconnectDelayMs).unref();
    });
    await client.connect();
    await client.query(`LISTEN ${eventChannel}`);
    listener = client;
  }

  await connect();
  return {
    async publish(event) {
      await publisher.query('select pg_notify($1, $2)', [eventChannel, JSON.stringify(event)]);
    },
    subscribe(listen) {
      listeners.add(listen);
      return () => listeners.delete(listen);
    },
    async close() {
      closed = true;
      listeners.clear();
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
