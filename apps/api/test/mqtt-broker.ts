// An MQTT broker for the tests: the machine's Mosquitto on 127.0.0.1:1883 when it answers, or an
// embedded aedes broker on a free port (a laptop without Mosquitto). aedes has no shared
// subscriptions, so with it the server subscribes without a share group.
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';

export interface TestBroker {
  url: string;
  kind: 'mosquitto' | 'aedes';
  /** The server's environment for this broker: MQTT_URL, a client id and a share group of its own. */
  serverEnv(): Record<string, string>;
  close(): Promise<void>;
}

function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export async function startTestBroker(): Promise<TestBroker> {
  const unique = randomBytes(4).toString('hex');
  // SERENO_TEST_MQTT_BROKER=embedded tries the fallback where Mosquitto runs.
  if (process.env.SERENO_TEST_MQTT_BROKER !== 'embedded' && (await answers('127.0.0.1', 1883))) {
    const url = 'mqtt://127.0.0.1:1883';
    return {
      url,
      kind: 'mosquitto',
      // A share group per test run: other Sereno processes on this broker get their own copy and drop it (unknown devices).
      serverEnv: () => ({ MQTT_URL: url, MQTT_CLIENT_ID: `sereno-test-${unique}-${randomBytes(3).toString('hex')}`, MQTT_SHARE_GROUP: `test-${unique}` }),
      close: async () => {},
    };
  }
  const broker = await Aedes.createBroker();
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `mqtt://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    kind: 'aedes',
    serverEnv: () => ({ MQTT_URL: url, MQTT_CLIENT_ID: `sereno-test-${unique}-${randomBytes(3).toString('hex')}`, MQTT_SHARE_GROUP: 'none' }),
    close: async () => {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Ends the persistent session `clientId` left on the broker (connecting with clean: true drops it). */
export async function endSession(url: string, clientId: string): Promise<void> {
  const client = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 });
  await client.endAsync();
}
