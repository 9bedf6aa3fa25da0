import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database.ts';
import { startSmtpPeer } from '../../test/smtp-peer.ts';
import { createEmailDelivery } from '../email/delivery.ts';
import { createLocalEventBus } from '../events/bus.ts';
import { announceDisconnections } from '../housekeeping/housekeeping.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { createOwnedRoom } from './test-fixtures.ts';
import { createNotificationWorker } from './worker.ts';

const log = Fastify({ logger: false }).log;
let database: OpenDatabase;
// 10:00 in Madrid.
const now = new Date('2026-03-02T09:00:00.000Z');
const lastSeenAt = new Date(now.getTime() - 30.5 * 60_000);
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the disconnection email', () => {
  it('goes once to the customer’s report addresses when both the room and the customer want it, and through SMTP', async () => {
    const wanted = await createOwnedRoom(database.db, {
      customer: { reportsEmail: 'ops@example.com,owner@example.com', disconnectionNotificationEnabled: true },
      room: { lastSeenAt },
    });
    const roomDeclines = await createOwnedRoom(database.db, {
      customer: { reportsEmail: 'room-off@example.com', disconnectionNotificationEnabled: true },
      room: { lastSeenAt, disconnectionNotificationEnabled: false },
    });
    const customerDeclines = await createOwnedRoom(database.db, {
      customer: { reportsEmail: 'customer-off@example.com', disconnectionNotificationEnabled: false },
      room: { lastSeenAt },
    });
    const bus = createLocalEventBus();
    expect(await announceDisconnections(database.db, bus, { since: new Date(now.getTime() - 60_000), until: now })).toBe(3);
    // Announced again (a second process, a round repeated): still one email per address.
    await announceDisconnections(database.db, bus, { since: new Date(now.getTime() - 60_000), until: now });

    const jobs = await database.db.select().from(notificationJobs).orderBy(notificationJobs.to);
    expect(jobs.map((job) => [job.kind, job.channel, job.to, job.roomId])).toEqual([
      ['disconnection', 'email', 'ops@example.com', wanted.roomId],
      ['disconnection', 'email', 'owner@example.com', wanted.roomId],
    ]);
    expect(jobs.some((job) => job.roomId === roomDeclines.roomId || job.roomId === customerDeclines.roomId)).toBe(false);

    const smtp = await startSmtpPeer();
    const emailDelivery = createEmailDelivery({
      db: database.db,
      smtp: { url: smtp.url, from: 'Sereno <alarms@sereno.example.com>' },
      clock: () => now,
      log,
      pollIntervalMs: 0,
    });
    const worker = createNotificationWorker({ db: database.db, twilio: null, emailDelivery, clock: () => now, log, pollIntervalMs: 0 });
    try {
      expect(await worker.deliverPending()).toMatchObject({ handedToEmail: 2 });
      await emailDelivery.deliverPending();
      const received = await smtp.waitFor(2);
      expect(received.map((email) => email.to).sort()).toEqual([['ops@example.com'], ['owner@example.com']]);
      expect(received[0]?.raw).toContain(`El dispositivo ${wanted.room.monitorId} de ${wanted.room.name} no envía datos desde 2026-03-02 09:29.`);
      await worker.deliverPending();
      expect(await database.db.select({ status: notificationJobs.status }).from(notificationJobs).where(eq(notificationJobs.roomId, wanted.roomId))).toEqual([
        { status: 'sent' },
        { status: 'sent' },
      ]);
    } finally {
      await worker.close();
      await emailDelivery.close();
      await smtp.close();
    }
  });
});
