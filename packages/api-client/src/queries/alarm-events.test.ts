// The panel's cached alarms follow the live alarm events (issue 27, "no double reads"): what an event
// carries is taken as it is, and only what it cannot tell is fetched again. Run in the browser against
// the real server; the requests are counted from the page's own resource timings.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenToRoomEvents } from '../events/room-events-connection.ts';
import type { RoomAlarmEvent } from '../events/room-events.ts';
import { apiClient } from '../http/default-client.ts';
import { setSessionUser } from '../session/session-user.ts';
import { applyAlarmEvent } from './alarm-events.ts';
import { acknowledgeAlarm, activeAlarmCountQuery, alarmsQuery, resolveAlarm, type AlarmPage } from './alarms.ts';
import { login, logout } from './auth.ts';
import { roomAlarmsQuery, type RoomAlarm } from './room-detail.ts';

const stops: (() => void)[] = [];

beforeEach(async () => {
  setSessionUser(null);
  await logout();
  await login({ username: 'admin', password: 'Sereno#2026' });
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

/** A device of its own in a room of its own, reporting smoke over the room's threshold: an alarm. */
async function smokeAlarmRoom(): Promise<string> {
  const monitorId = `CCH-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
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

/** The API calls the page made since `mark`, as paths with their queries. */
function requestsSince(mark: number): string[] {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= mark && new URL(entry.name).pathname.startsWith('/api/') && !entry.name.includes('/api/events'))
    .map((entry) => {
      const url = new URL(entry.name);
      return url.pathname + url.search;
    });
}

/** A query kept as a mounted screen keeps it: observed, so that an invalidation refetches it. */
function watch(observer: { subscribe: (listener: () => void) => () => void }): void {
  stops.push(observer.subscribe(() => undefined));
}

describe('alarm events and the cached alarms queries', () => {
  it('update the list and the room in place, and refetch only the counts when the state changes', async () => {
    performance.setResourceTimingBufferSize(10_000);
    const roomId = await smokeAlarmRoom();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
    const list = alarmsQuery({ roomId, showAll: 'true' });
    const room = roomAlarmsQuery(roomId, { lastHours: 24 });
    const count = activeAlarmCountQuery();

    // The alarm is in the room's list once the engine has raised it.
    await vi.waitFor(async () => expect((await queryClient.fetchQuery({ ...list, staleTime: 0 })).alarms).toHaveLength(1), { timeout: 15_000 });
    await Promise.all([queryClient.fetchQuery(room), queryClient.fetchQuery(count)]);
    watch(new QueryObserver(queryClient, list));
    watch(new QueryObserver(queryClient, room));
    watch(new QueryObserver(queryClient, count));
    const alarmId = queryClient.getQueryData<AlarmPage>(list.queryKey)?.alarms[0]?._id ?? '';

    const events: RoomAlarmEvent[] = [];
    let live = false;
    stops.push(
      listenToRoomEvents({
        types: new Set(['alarm']),
        onEvent: (event) => {
          if (event.type !== 'alarm' || event.roomId !== roomId) return;
          events.push(event);
          applyAlarmEvent(queryClient, event.alarm);
        },
        onReconnect: () => undefined,
        onState: (state) => (live ||= state === 'live'),
      }),
    );
    await vi.waitFor(() => expect(live).toBe(true), { timeout: 10_000 });

    // Another agent acknowledges it: the event carries who and when; the state stays active.
    let mark = performance.now();
    await acknowledgeAlarm(alarmId);
    await vi.waitFor(() => expect(events.some((event) => event.alarm.acknowledged)).toBe(true), { timeout: 10_000 });
    const acknowledged = queryClient.getQueryData<AlarmPage>(list.queryKey)?.alarms[0];
    expect(acknowledged).toMatchObject({ _id: alarmId, state: 'active', acknowledged: { by: { username: 'admin' } } });
    expect(queryClient.getQueryData<RoomAlarm[]>(room.queryKey)?.[0]).toMatchObject({ _id: alarmId, acknowledged: { by: { username: 'admin' } } });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(requestsSince(mark).filter((request) => !request.endsWith('/acknowledge'))).toEqual([]);

    // Resolved: the list and the room show it resolved without asking; the active count is asked again.
    mark = performance.now();
    await resolveAlarm(alarmId);
    await vi.waitFor(() => expect(queryClient.getQueryData<AlarmPage>(list.queryKey)?.alarms[0]?.state).toBe('resolved'), { timeout: 10_000 });
    expect(queryClient.getQueryData<RoomAlarm[]>(room.queryKey)?.[0]?.state).toBe('resolved');
    await vi.waitFor(
      () =>
        expect(requestsSince(mark).filter((request) => !request.endsWith('/resolve'))).toEqual([expect.stringMatching(/^\/api\/alarms\/paginated\?.*limit=1/)]),
      {
        timeout: 10_000,
      },
    );
  }, 90_000);

  it('ask a room’s alarms again when an alarm is raised while they are still loading', async () => {
    const roomId = await smokeAlarmRoom();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 300_000 } } });
    const room = roomAlarmsQuery(roomId, { lastHours: 24 });
    const mark = performance.now();
    watch(new QueryObserver(queryClient, room));
    expect(queryClient.getQueryData(room.queryKey)).toBeUndefined();
    // The answer in flight may have been read before the alarm: without a second request the screen
    // would miss the alarm until the page is loaded again.
    applyAlarmEvent(queryClient, { _id: 'raised-meanwhile', roomId, state: 'active' } as RoomAlarmEvent['alarm']);
    await vi.waitFor(() => expect(queryClient.getQueryState(room.queryKey)?.status).toBe('success'), { timeout: 10_000 });
    await vi.waitFor(() => expect(requestsSince(mark).filter((request) => request.startsWith(`/api/alarms/${roomId}/range`))).toHaveLength(2), {
      timeout: 10_000,
    });
  }, 60_000);
});
