// A notification worker in a process of its own, for the crash test (src/notifications/crash.postgres.test.ts):
// it delivers what is due once and exits, unless the test kills it first. Reads DATABASE_URL and TWILIO_*.
import Fastify from 'fastify';
import { createNotificationWorker } from '../src/notifications/worker.ts';
import { openDatabase } from '../src/platform/database.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const database = await openDatabase({ database: { driver: 'postgres', url: env('DATABASE_URL') } });
const worker = createNotificationWorker({
  db: database.db,
  twilio: { baseUrl: env('TWILIO_BASE_URL'), accountSid: env('TWILIO_ACCOUNT_SID'), authToken: env('TWILIO_AUTH_TOKEN'), from: env('TWILIO_FROM') },
  emailDelivery: null,
  clock: () => new Date(),
  log: Fastify({ logger: false }).log,
  pollIntervalMs: 0,
});
process.stdout.write('claiming\n');
const counts = await worker.deliverPending();
process.stdout.write(`${JSON.stringify(counts)}\n`);
await worker.close();
await database.close();
