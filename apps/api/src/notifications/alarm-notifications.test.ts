import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { createOwnedRoom, createStay } from './test-fixtures.ts';

let database: OpenDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// 01:30 in Madrid (winter): inside the default 22:00–08:00 alarm window.
const at = new Date('2026-01-10T00:30:00.000Z');

const jobsOf = (alarmId: string) =>
  database.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarmId)).orderBy(notificationJobs.channel, notificationJobs.to);

describe('notifyAlarmStage', () => {
  it('enqueues the guest call in the guest language, then the host channels, once per stage however often it is called', async () => {
    const { roomId, customerId } = await createOwnedRoom(database.db, {
      customer: { reportsEmail: 'reports@example.com', reportsPhoneSMS: '+34600000002', smsActivated: true },
      room: {
        notifyGuest: true,
        phone: '+34600000001',
        phoneSMS: '+34600000003',
        sendNoiseSMSNotification: true,
        voiceName: 'male',
        customGuestCallOptions: { FR: 'Silence, s’il vous plaît.' },
      },
    });
    await createStay(database.db, { roomId, at, phone: '+33612345678', language: 'fr' });
    const alarm = { id: randomUUID(), roomId, type: 'sound' as const, level: 'high' as const, createdAt: at };

    for (let i = 0; i < 2; i++) await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'guest', at }));
    const guest = await jobsOf(alarm.id);
    expect(guest).toHaveLength(1);
    expect(guest[0]).toMatchObject({
      kind: 'alarm-guest',
      channel: 'call',
      to: '+33612345678',
      language: 'fr',
      status: 'pending',
      customerId,
      roomId,
      payload: { text: 'Silence, s’il vous plaît.', voice: 'Polly.Mathieu', sayLanguage: 'fr-FR' },
    });

    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at }));
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at }));
    const all = await jobsOf(alarm.id);
    expect(all.map((job) => [job.kind, job.channel, job.to])).toEqual([
      ['alarm-guest', 'call', '+33612345678'],
      ['alarm-host', 'call', '+34600000001'],
      ['alarm-host', 'email', 'reports@example.com'],
      ['alarm-host', 'sms', '+34600000002'],
      ['alarm-host', 'sms', '+34600000003'],
    ]);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const { roomId } = await createOwnedRoom(database.db, { customer: { reportsEmail: 'rollback@example.com' } });
    const alarm = { id: randomUUID(), roomId, type: 'smoking' as const, level: 'medium' as const, createdAt: at };
    await expect(
      database.db.transaction(async (tx) => {
        await notifyAlarmStage(tx, { alarm, stage: 'host', at });
        throw new Error('the alarm change failed');
      }),
    ).rejects.toThrow('the alarm change failed');
    expect(await jobsOf(alarm.id)).toEqual([]);
  });

  it('keeps the SMS of a customer whose SMS are not activated, failed with the reason, and resolves to those who had the host SMS', async () => {
    const { roomId, room } = await createOwnedRoom(database.db, {
      customer: { reportsEmail: 'host@example.com', reportsPhoneSMS: '+34600000009', smsActivated: false },
      room: { sendSmokeSMSNotification: true },
    });
    const alarm = { id: randomUUID(), roomId, type: 'smoking' as const, level: 'high' as const, createdAt: at };
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at }));
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'resolved', at: new Date(at.getTime() + 20 * 60_000), resolvedBy: 'Lucía' }));
    const jobs = await jobsOf(alarm.id);
    expect(jobs.map((job) => [job.kind, job.channel, job.to, job.status, job.reason])).toEqual([
      ['alarm-host', 'email', 'host@example.com', 'pending', null],
      ['alarm-resolved', 'email', 'host@example.com', 'pending', null],
      ['alarm-host', 'sms', '+34600000009', 'failed', 'sms-not-activated'],
      ['alarm-resolved', 'sms', '+34600000009', 'failed', 'sms-not-activated'],
    ]);
    const resolved = jobs.find((job) => job.kind === 'alarm-resolved' && job.channel === 'email');
    expect(resolved?.payload.subject).toBe(`Resuelta: alarma de humo en ${room.name}`);
    expect(resolved?.payload.text).toContain('La ha resuelto Lucía.');
  });
});
