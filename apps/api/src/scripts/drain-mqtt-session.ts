// Drains the MQTT session of a server process that is gone for good (docs/scaling.md): the broker
// goes on queueing that session's share of the devices' messages, for nobody. This resumes the
// session under its client id, stores what it holds, unsubscribes, and ends it.
//   node dist/scripts/drain-mqtt-session.js --client-id sereno-api-3-8080
// Only for a process that is not running: two connections under one client id take the session
// from each other. It uses the server's configuration (DATABASE_URL, MQTT_URL, MQTT_SHARE_GROUP).
import { parseArgs } from 'node:util';
import { buildApp } from '../app.ts';
import { createPostgresEventBus } from '../events/postgres-bus.ts';
import { startMqttIngest } from '../mqtt/ingest.ts';
import { ConfigError, parseConfig, type Config } from '../platform/config.ts';
import { openDatabase } from '../platform/database.ts';

const usage = 'usage: drain-mqtt-session --client-id <the MQTT_CLIENT_ID of the process that is gone>';

function fail(message: string): never {
  console.error(`drain-mqtt-session: ${message}`);
  process.exit(1);
}

let clientId: string | undefined;
try {
  clientId = parseArgs({ options: { 'client-id': { type: 'string' } } }).values['client-id']?.trim();
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!clientId) fail(usage);

let config: Config;
try {
  config = parseConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (!config.mqtt) fail('MQTT_URL is not set: there is no broker to drain a session from');

const database = await openDatabase(config);
// With PostgreSQL the panels connected to the running processes hear of the readings stored here.
const events = config.database.driver === 'postgres' ? await createPostgresEventBus({ url: config.database.url }) : undefined;
// The server without its own MQTT session: its ingest writes what the drained session holds.
const app = await buildApp({ config: { ...config, mqtt: null }, db: database.db, ...(events ? { events } : {}) });
const storedBefore = app.ingest.stats().stored;
const session = startMqttIngest({ ...config.mqtt, clientId, ingest: app.ingest, log: app.log, clock: () => new Date(), onStop: 'leave' });
const connectTimeoutMs = 30_000;
let complete: boolean;
try {
  const connected = await Promise.race([
    session.subscribed.then(() => true),
    new Promise<false>((resolve) => setTimeout(resolve, connectTimeoutMs, false).unref()),
  ]);
  if (!connected) console.error(`drain-mqtt-session: the broker did not take the session within ${connectTimeoutMs / 1000} s`);
  complete = connected && (await session.leave());
} finally {
  await app.close();
  await database.close();
}
const stored = app.ingest.stats().stored - storedBefore;
if (!complete)
  fail(`the session ${clientId} may still hold messages that could not be stored (${stored} readings stored); run it again once the database answers`);
console.log(`drain-mqtt-session: the session ${clientId} is drained and ended (${stored} readings stored)`);
