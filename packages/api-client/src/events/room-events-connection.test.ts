import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../http/default-client.ts';
import { setSessionUser } from '../session/session-user.ts';
import { login, logout } from '../queries/auth.ts';
import { listenToRoomEvents, type RoomEventsListener, type RoomEventsState } from './room-events-connection.ts';
import type { RoomEvent, RoomEventType } from './room-events.ts';

/** Every stream the page opens, counted by wrapping the browser's EventSource. */
const opened: EventSource[] = [];
const BrowserEventSource = globalThis.EventSource;
class CountedEventSource extends BrowserEventSource {
  constructor(url: string | URL, init?: EventSourceInit) {
    super(url, init);
    opened.push(this);
  }
}

beforeEach(async () => {
  opened.length = 0;
  globalThis.EventSource = CountedEventSource;
  setSessionUser(null);
  await logout();
  await login({ username: 'admin', password: 'Sereno#2026' });
});
afterEach(() => {
  globalThis.EventSource = BrowserEventSource;
});

function listener(types: RoomEventType[]) {
  const events: RoomEvent[] = [];
  let state: RoomEventsState | undefined;
  const self: RoomEventsListener = {
    types: new Set(types),
    onEvent: (event) => events.push(event),
    onReconnect: () => undefined,
    onState: (next) => (state = next),
  };
  return { self, events, state: () => state };
}

/** A device of its own in a room of its own (the administrator's), reporting smoke over the room's threshold: a reading and an alarm. */
async function smokeReport(): Promise<string> {
  const monitorId = `EVT-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
  const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
  const room = await apiClient().POST('/api/rooms', { body: { name: `Sala ${monitorId}`, monitorId } });
  const reading = await apiClient().POST('/api/devices/{monitorId}/readings', {
    params: { path: { monitorId } },
    headers: { Authorization: `Bearer ${device.data?.token ?? ''}` },
    body: [{ seq: 1, ts: new Date().toISOString(), noise: 40, smokingProbability: 90 }],
  });
  expect(reading.response.status).toBe(202);
  return room.data?.data.roomId ?? '';
}

describe('the room events stream', () => {
  it('is one stream for every listener, each given only the types it asked for, closed after the last', async () => {
    const alarms = listener(['alarm']);
    const readings = listener(['reading', 'status']);
    const stopAlarms = listenToRoomEvents(alarms.self);
    const stopReadings = listenToRoomEvents(readings.self);
    await vi.waitFor(() => expect([alarms.state(), readings.state()]).toEqual(['live', 'live']), { timeout: 10_000 });
    expect(opened).toHaveLength(1);

    const roomId = await smokeReport();
    await vi.waitFor(() => expect(alarms.events.some((event) => event.type === 'alarm' && event.roomId === roomId)).toBe(true), { timeout: 10_000 });
    await vi.waitFor(() => expect(readings.events.some((event) => event.type === 'reading' && event.roomId === roomId)).toBe(true), { timeout: 10_000 });
    expect(new Set(alarms.events.map((event) => event.type))).toEqual(new Set(['alarm']));
    expect(readings.events.filter((event) => event.type === 'alarm')).toEqual([]);

    stopAlarms();
    expect(opened[0]?.readyState).not.toBe(EventSource.CLOSED);
    stopReadings();
    expect(opened[0]?.readyState).toBe(EventSource.CLOSED);

    // The next listener opens a stream anew.
    const later = listener(['status']);
    const stopLater = listenToRoomEvents(later.self);
    expect(later.state()).toBe('connecting');
    await vi.waitFor(() => expect(later.state()).toBe('live'), { timeout: 10_000 });
    expect(opened).toHaveLength(2);
    stopLater();
  });
});
