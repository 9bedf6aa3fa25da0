// `pnpm simulate` end to end: devices registered through the API, readings sent over HTTP and over a
// real MQTT broker, a second run renewing the tokens.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { openTestDatabase } from '../../test/database.ts';
import { endSession, startTestBroker, type TestBroker } from '../../test/mqtt-broker.ts';
import { buildApp } from '../app.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { devices } from '../db/schema/devices.ts';
import type { OpenDatabase } from '../platform/database.ts';
import { readings } from '../db/schema/readings.ts';
import { registerFleet } from './fleet.ts';
import { httpSender, mqttSender } from './senders.ts';
import { createSimulation } from './simulation.ts';

let database: OpenDatabase;
let broker: TestBroker;
let serverEnv: Record<string, string>;
let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db);
  broker = await startTestBroker();
  serverEnv = broker.serverEnv();
  // The wall clock: simulated readings are stamped now, and the server refuses the future.
  app = await buildApp({ config: testConfig(serverEnv), db: database.db, clock: () => new Date() });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.mqttIngest()?.subscribed;
});
afterAll(async () => {
  await app?.close();
  if (serverEnv?.MQTT_URL && serverEnv.MQTT_CLIENT_ID) await endSession(serverEnv.MQTT_URL, serverEnv.MQTT_CLIENT_ID);
  await broker?.close();
  await database?.close();
});

const stored = async (monitorId: string) => (await database.db.select({ seq: readings.seq }).from(readings).where(eq(readings.monitorId, monitorId))).length;

describe('the standalone simulation', () => {
  it('registers its devices as the administrator and sends an hour of readings over HTTP', async () => {
    const fleet = await registerFleet({ baseUrl, username: 'admin', password: demoPassword, count: 2, prefix: 'HTTP' });
    expect(fleet.monitorIds).toEqual(['HTTP-0001', 'HTTP-0002']);
    const simulation = createSimulation({
      monitorIds: fleet.monitorIds,
      sender: httpSender({ baseUrl, tokenOf: fleet.tokenOf }),
      firstSeqOf: () => Date.now(),
    });
    const sent = await simulation.backfill(1);
    await simulation.stop();
    expect(sent).toBeGreaterThan(60);
    expect((await stored('HTTP-0001')) + (await stored('HTTP-0002'))).toBe(sent);
  });

  it('renews the tokens of devices that exist: the old token stops working', async () => {
    const first = await registerFleet({ baseUrl, username: 'admin', password: demoPassword, count: 1, prefix: 'AGAIN' });
    const oldToken = first.tokenOf('AGAIN-0001');
    const second = await registerFleet({ baseUrl, username: 'admin', password: demoPassword, count: 1, prefix: 'AGAIN' });
    expect(second.tokenOf('AGAIN-0001')).not.toBe(oldToken);
    const reading = [{ seq: 1, ts: new Date().toISOString(), noise: 40 }];
    await expect(httpSender({ baseUrl, tokenOf: () => oldToken }).send('AGAIN-0001', reading)).rejects.toThrow(/401/);
    await httpSender({ baseUrl, tokenOf: second.tokenOf }).send('AGAIN-0001', reading);
    expect(await stored('AGAIN-0001')).toBe(1);
  });

  it('sends over MQTT at QoS 1: every acknowledged reading is stored', async () => {
    const fleet = await registerFleet({ baseUrl, username: 'admin', password: demoPassword, count: 1, prefix: 'MQTT' });
    const sender = await mqttSender({ url: broker.url, tokenOf: fleet.tokenOf, clientId: `simulator-${serverEnv.MQTT_CLIENT_ID}` });
    const simulation = createSimulation({ monitorIds: fleet.monitorIds, sender, firstSeqOf: () => 0 });
    const sent = await simulation.backfill(2);
    await simulation.stop();
    // The broker acknowledged them to the device; the server stores them as it takes them from the broker.
    const deadline = Date.now() + 10_000;
    while ((await stored('MQTT-0001')) < sent && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stored('MQTT-0001')).toBe(sent);
    const [device] = await database.db.select().from(devices).where(eq(devices.monitorId, 'MQTT-0001'));
    expect(device?.lastSeq).toBe(sent);
  });

  it('refuses a wrong administrator password clearly', async () => {
    await expect(registerFleet({ baseUrl, username: 'admin', password: 'wrong', count: 1 })).rejects.toThrow(/logging in as admin: the server answered 401/);
  });
});
