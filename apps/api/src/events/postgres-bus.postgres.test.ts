// Two server processes share one PostgreSQL: an event published by either reaches the listeners of
// both, each exactly once. (The two-process test of docs/scaling.md runs whole servers.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { startTcpGate } from '../../test/tcp-gate.ts';
import type { EventBus, RoomEvent } from './bus.ts';
import { createPostgresEventBus } from './postgres-bus.ts';

let scratch: ScratchDatabase;
let first: EventBus;
let second: EventBus;
beforeAll(async () => {
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('this file runs in the postgres project only');
  first = await createPostgresEventBus({ url: scratch.location.url });
  second = await createPostgresEventBus({ url: scratch.location.url });
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  await scratch.drop();
});

const until = async (condition: () => boolean, timeoutMs = 5000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('the PostgreSQL event bus', () => {
  it('carries an event from one process to the listeners of every process, once each', async () => {
    const heardByFirst: RoomEvent[] = [];
    const heardBySecond: RoomEvent[] = [];
    first.subscribe((event) => heardByFirst.push(event));
    second.subscribe((event) => heardBySecond.push(event));
    const event: RoomEvent = {
      type: 'reading',
      roomId: '9b2f1c1e-4a57-4df5-9c1e-6e2a9a0d7c11',
      monitorId: 'SRN-0001',
      latest: { noise: 61.5, measuredAt: '2026-03-02T01:00:00.000Z' },
    };
    await first.publish(event);
    await second.publish({ type: 'status', roomId: event.roomId, monitorId: 'SRN-0001', status: 'disconnected' });
    await until(() => heardByFirst.length >= 2 && heardBySecond.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByFirst).toEqual([event, { type: 'status', roomId: event.roomId, monitorId: 'SRN-0001', status: 'disconnected' }]);
    expect(heardBySecond).toEqual(heardByFirst);
  });

  it('listens again once the database is back, however long it was away, and survives its idle connections breaking', async () => {
    // The database behind a gate that cuts every connection and refuses new ones, as a restart does.
    // Before: the listener tried once, a second later, and never again, so a process stopped hearing
    // every event (its own included) after any outage longer than that; and the publishing pool's
    // idle connection, cut, raised an 'error' nobody handled, which ends a process.
    if (scratch.location.driver !== 'postgres') throw new Error('this file runs in the postgres project only');
    const url = new URL(scratch.location.url);
    const gate = await startTcpGate({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${gate.port}`;
    const warnings: string[] = [];
    const cut = await createPostgresEventBus({
      url: url.toString(),
      log: { warn: (_object, message) => warnings.push(message) },
      reconnectDelayMs: 50,
      maxReconnectDelayMs: 200,
    });
    try {
      const heard: RoomEvent[] = [];
      cut.subscribe((event) => heard.push(event));
      const event = (monitorId: string): RoomEvent => ({ type: 'status', roomId: '9b2f1c1e-4a57-4df5-9c1e-6e2a9a0d7c11', monitorId, status: 'connected' });
      // Its publishing pool now holds an idle connection, cut below.
      await cut.publish(event('before'));
      await until(() => heard.length === 1);

      await gate.shut();
      // Away for 1.5 s: several tries to listen again fail meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(warnings.filter((warning) => warning.includes('could not listen')).length).toBeGreaterThan(1);
      await gate.open();

      // Heard again once it listens: published from the other process until it arrives.
      const deadline = Date.now() + 5000;
      while (!heard.some((each) => each.type === 'status' && each.monitorId === 'after')) {
        if (Date.now() > deadline) throw new Error(`not heard after the database came back; warnings: ${warnings.join(' | ')}`);
        await first.publish(event('after'));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Its own publishing works again too.
      await cut.publish(event('own'));
      await until(() => heard.some((each) => each.type === 'status' && each.monitorId === 'own'));
    } finally {
      await cut.close();
      await gate.close();
    }
  });

  it('stops delivering to a listener that unsubscribed', async () => {
    const heard: RoomEvent[] = [];
    const unsubscribe = second.subscribe((event) => heard.push(event));
    unsubscribe();
    const witness: RoomEvent[] = [];
    second.subscribe((event) => witness.push(event));
    await first.publish({ type: 'status', roomId: '9b2f1c1e-4a57-4df5-9c1e-6e2a9a0d7c11', monitorId: null, status: 'connected' });
    await until(() => witness.length === 1);
    expect(heard).toEqual([]);
  });
});
