// The event bus across server processes: every process LISTENs on one PostgreSQL channel and
// publishes with pg_notify, so an event ingested by one replica reaches the users connected to
// another. A process hears its own events back through the channel, and only from there, so each
// listener gets each event exactly once. The listening connection reconnects after a failure, and
// keeps trying until the database answers again (a restart, a failover); events published while it
// was down are missed (the panel refetches on reconnect: docs/scaling.md).
import pg from 'pg';
import type { EventBus, RoomEvent } from './bus.ts';

export const eventChannel = 'sereno_events';

export interface PostgresEventBusOptions {
  url: string;
  log?: { warn(object: object, message: string): void };
  /** The first pause before listening again after the connection broke; doubled up to `maxReconnectDelayMs`. */
  reconnectDelayMs?: number;
  maxReconnectDelayMs?: number;
}

const consoleLog = { warn: (object: object, message: string) => console.error(`sereno: ${message}`, object) };

export async function createPostgresEventBus({
  url,
  log = consoleLog,
  reconnectDelayMs = 1000,
  maxReconnectDelayMs = 10_000,
}: PostgresEventBusOptions): Promise<EventBus> {
  const listeners = new Set<(event: RoomEvent) => void>();
  const publisher = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 10_000 });
  // An idle publishing connection that breaks is dropped and the next publish opens another;
  // unhandled, the pool's 'error' would end the process.
  publisher.on('error', (error) => log.warn({ err: error }, 'the event bus lost an idle publishing connection'));
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

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

  /** Listens again after `delayMs`, and again with a longer pause for as long as the database is away. */
  function reconnectLater(delayMs: number): void {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        log.warn({ err: error }, 'the event bus could not listen on PostgreSQL yet; trying again');
        reconnectLater(Math.min(delayMs * 2, maxReconnectDelayMs));
      });
    }, delayMs);
    retry.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => deliver(message.payload));
    let lost = false;
    client.on('error', (error) => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      if (listener !== client) return;
      listener = null;
      log.warn({ err: error }, 'the event bus lost its PostgreSQL connection; reconnecting');
      reconnectLater(reconnectDelayMs);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${eventChannel}`);
    } catch (error) {
      lost = true;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
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
      if (retry) clearTimeout(retry);
      listeners.clear();
      await Promise.allSettled([listener?.end(), publisher.end()]);
    },
  };
}
