// Real alarms for the alarm tests: a room with a device of its own whose reading raises one through the
// server's ingest and alarm engine, as in the field. Needs an administrator's session.
import { apiClient, listAlarms, type AlarmListItem } from '@sereno/api-client';
import { expect } from 'vitest';
import { unique } from './demo.ts';

export interface AlarmingRoom {
  roomId: string;
  name: string;
  monitorId: string;
  /** Sends one reading now (the device's bearer token). */
  report: (values: { noise: number; smokingProbability?: number; pax?: number }) => Promise<void>;
  /** Sends readings taken at other times, in one batch, after those sent before. */
  send: (readings: { ts: string; noise: number; smokingProbability?: number }[]) => Promise<void>;
  /** The room's alarms, newest first, with or without a notification. */
  alarms: () => Promise<AlarmListItem[]>;
}

/** A room of `ownerId` (the administrator's own without one) with a device that has not reported yet. */
export async function alarmingRoom({ ownerId }: { ownerId?: string } = {}): Promise<AlarmingRoom> {
  const monitorId = `ALM-${unique().toUpperCase()}`;
  const device = await apiClient().POST('/api/devices', { body: { monitorId, status: 'active' } });
  expect(device.response.status).toBe(201);
  const name = `Sala ${monitorId}`;
  const room = await apiClient().POST('/api/rooms', { body: { name, monitorId, ...(ownerId ? { ownerId } : {}) } });
  expect(room.response.status, JSON.stringify(room.error)).toBe(201);
  const roomId = room.data?.data.roomId ?? '';
  let seq = 0;
  return {
    roomId,
    name,
    monitorId,
    report: async (values) => {
      seq += 1;
      const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
        params: { path: { monitorId } },
        headers: { Authorization: `Bearer ${device.data?.token ?? ''}` },
        body: [{ seq, ts: new Date().toISOString(), ...values }],
      });
      expect(answer.response.status).toBe(202);
    },
    send: async (readings) => {
      const answer = await apiClient().POST('/api/devices/{monitorId}/readings', {
        params: { path: { monitorId } },
        headers: { Authorization: `Bearer ${device.data?.token ?? ''}` },
        body: readings.map((reading) => ({ seq: ++seq, ...reading })),
      });
      expect(answer.response.status, JSON.stringify(answer.error)).toBe(202);
    },
    alarms: async () => (await listAlarms({ roomId, showAll: 'true', limit: 25 })).alarms,
  };
}

/** A room whose smoke reading (over the 70 % threshold) has just raised an active `smoking` alarm of level high. */
export async function roomWithSmokeAlarm(options: { ownerId?: string } = {}): Promise<AlarmingRoom & { alarm: AlarmListItem }> {
  const room = await alarmingRoom(options);
  await room.report({ noise: 40, smokingProbability: 92 });
  const [alarm] = await room.alarms();
  expect(alarm).toMatchObject({ type: 'smoking', level: 'high', state: 'active' });
  if (!alarm) throw new Error('no alarm raised');
  return { ...room, alarm };
}
