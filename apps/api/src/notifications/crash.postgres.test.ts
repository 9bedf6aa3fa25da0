// The worker's process is killed (SIGKILL) between the provider's acceptance of an SMS and the marking
// of its job; another worker takes the job when the lease runs out. The SMS went out once and the job
// ends sent. PostgreSQL only: two processes share the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { startTwilioPeer, type TwilioPeer } from '../../test/twilio-peer.ts';
import { apiPackageDir } from '../platform/config.ts';
import { openDatabase, type OpenDatabase } from '../platform/database.ts';
import { notifyAlarmStage } from './alarm-notifications.ts';
import { notificationJobs } from '../db/schema/notifications.ts';
import { createOwnedRoom } from './test-fixtures.ts';
import { createNotificationWorker, notificationLeaseMs } from './worker.ts';

let scratch: ScratchDatabase;
let database: OpenDatabase;
let twilio: TwilioPeer;
let child: ChildProcess | undefined;
let databaseUrl = '';
const from = '+34910000000';

beforeAll(async () => {
  scratch = await scratchDatabase();
  if (scratch.location.driver !== 'postgres') throw new Error('the crash test needs PostgreSQL');
  databaseUrl = scratch.location.url;
  database = await openDatabase({ database: scratch.location });
  twilio = await startTwilioPeer();
}, 60_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await twilio.close();
  await database.close();
  await scratch.drop();
});

describe('a worker process killed mid-delivery', () => {
  it('neither sends the SMS twice nor loses it', async () => {
    const now = new Date();
    const { roomId } = await createOwnedRoom(database.db, {
      customer: { reportsPhoneSMS: '+34600999888', smsActivated: true },
      room: { callsEnabled: false, sendNoiseSMSNotification: true, sendNoiseMailNotification: false },
    });
    const alarm = { id: randomUUID(), roomId, type: 'sound' as const, level: 'high' as const, createdAt: now };
    await database.db.transaction((tx) => notifyAlarmStage(tx, { alarm, stage: 'host', at: now }));

    const held = twilio.holdNextAnswer();
    child = spawn(process.execPath, [path.join(apiPackageDir, 'test/notification-worker-process.ts')], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        TWILIO_BASE_URL: twilio.baseUrl,
        TWILIO_ACCOUNT_SID: twilio.accountSid,
        TWILIO_AUTH_TOKEN: twilio.authToken,
        TWILIO_FROM: from,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child?.once('exit', (_code, signal) => resolve(signal)));
    const accepted = await Promise.race([held.accepted, exited.then(() => Promise.reject(new Error(`the worker process ended first: ${output}`)))]);
    // The provider has the SMS; the process dies before it hears so.
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    held.release();

    const [left] = await database.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarm.id));
    expect(left).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });

    // Another worker, once the lease has run out.
    const later = new Date(Date.now() + notificationLeaseMs + 1000);
    const heir = createNotificationWorker({
      db: database.db,
      twilio: { baseUrl: twilio.baseUrl, accountSid: twilio.accountSid, authToken: twilio.authToken, from },
      emailDelivery: null,
      clock: () => later,
      log: Fastify({ logger: false }).log,
      pollIntervalMs: 0,
    });
    try {
      expect(await heir.deliverPending()).toMatchObject({ sent: 1, failed: 0 });
    } finally {
      await heir.close();
    }
    const [job] = await database.db.select().from(notificationJobs).where(eq(notificationJobs.alarmId, alarm.id));
    expect(job).toMatchObject({ status: 'sent', providerId: accepted.sid, attempts: 2 });
    expect(twilio.accepted).toHaveLength(1);
    expect(twilio.requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  }, 60_000);
});
