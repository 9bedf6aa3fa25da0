// An MQTT broker for the tests: a Mosquitto of the test's own on a free port, the machine's on
// 127.0.0.1:1883 when only that answers, or an embedded aedes broker on a free port (a laptop
// without Mosquitto). aedes has no shared
// subscriptions, so with it the server subscribes without a share group.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Aedes } from 'aedes';
import mqtt from 'mqtt';
import { apiPackageDir } from '../src/platform/config.ts';
import { startServer, type RunningServer } from '../testing/start-server.ts';

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

/** The Mosquitto binary of Debian's package. */
const mosquittoBinary = '/usr/sbin/mosquitto';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A Mosquitto of the test's own, configured as docs/devices.md asks of a production broker: no limit
 * on the messages queued for an offline session (Mosquitto drops those past 1,000 by default, after
 * acknowledging them to the device). Falls back to the embedded broker without the binary.
 */
export async function startOwnBroker(): Promise<TestBroker> {
  if (process.env.SERENO_TEST_MQTT_BROKER === 'embedded' || !existsSync(mosquittoBinary)) return startEmbeddedBroker();
  const mosquitto = await startMosquitto((port) => [
    `listener ${port} 127.0.0.1`,
    'allow_anonymous true',
    'persistence false',
    'max_queued_messages 0',
    'max_inflight_messages 100',
  ]);
  const unique = randomBytes(4).toString('hex');
  return {
    url: mosquitto.url,
    kind: 'mosquitto',
    serverEnv: () => ({ MQTT_URL: mosquitto.url, MQTT_CLIENT_ID: `sereno-test-${unique}-${randomBytes(3).toString('hex')}`, MQTT_SHARE_GROUP: 'sereno' }),
    close: mosquitto.close,
  };
}

/** Runs the machine's Mosquitto with the configuration `lines(port)`, `port` a free one. */
export async function startMosquitto(
  lines: (port: number, dir: string) => string[],
): Promise<{ url: string; reload(): void; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> }> {
  if (!existsSync(mosquittoBinary)) throw new Error(`this test needs Mosquitto 2 (${mosquittoBinary}; Debian's package mosquitto)`);
  const dir = await mkdtemp(path.join(tmpdir(), 'sereno-mosquitto-'));
  const port = await freePort();
  const config = path.join(dir, 'mosquitto.conf');
  await writeFile(config, [...lines(port, dir), ''].join('\n'));
  let child: ChildProcess | null = null;
  /** Starts it (again) on the same port, with the same configuration and persistence folder. */
  const start = async () => {
    const started = spawn(mosquittoBinary, ['-c', config], { stdio: ['ignore', 'ignore', 'pipe'] });
    child = started;
    let output = '';
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 10_000;
    while (!(await answers('127.0.0.1', port))) {
      if (started.exitCode !== null || Date.now() > deadline) throw new Error(`mosquitto did not start: ${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  /** SIGTERM: Mosquitto writes its persistence file (when on) and exits. */
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `mqtt://127.0.0.1:${port}`,
    /** SIGHUP: Mosquitto reads its password and ACL files again. */
    reload: () => child?.kill('SIGHUP'),
    stop,
    start,
    close: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The repository's Mosquitto configuration (deploy/mosquitto/, docs/operations.md). */
export const shippedMosquittoDir = path.resolve(apiPackageDir, '../../deploy/mosquitto');

/**
 * Runs Mosquitto with the shipped configuration as written — only its listener, its files and its
 * persistence moved to the test's own: a free port, the shipped ACL copied into `dir`, the password
 * file `passwordFile`, and no persistence on disk — or, with `persistence: true`, the shipped
 * persistence (autosave included) in a folder of its own, kept across `stop()` and `start()`.
 */
export async function startShippedMosquitto(
  dir: string,
  passwordFile: string,
  { persistence = false }: { persistence?: boolean } = {},
): Promise<{ url: string; port: number; reload(): void; stop(): Promise<void>; start(): Promise<void>; close(): Promise<void> }> {
  const acl = path.join(dir, 'sereno.acl');
  await copyFile(path.join(shippedMosquittoDir, 'sereno.acl'), acl);
  // Started as root, Mosquitto reads them as its own user.
  for (const file of [dir, passwordFile, acl]) chmodSync(file, file === dir ? 0o755 : 0o644);
  const broker = await startMosquitto((port, brokerDir) => {
    const moved: Record<string, string> = {
      listener: `listener ${port} 127.0.0.1`,
      password_file: `password_file ${passwordFile}`,
      acl_file: `acl_file ${acl}`,
      ...(persistence ? { persistence_location: `persistence_location ${brokerDir}/` } : { persistence: 'persistence false' }),
    };
    return [
      ...readFileSync(path.join(shippedMosquittoDir, 'sereno.conf'), 'utf8')
        .split('\n')
        .filter((line) => persistence || !/^\s*(persistence_location|autosave_interval|autosave_on_changes)\b/.test(line))
        .map((line) => moved[line.trim().split(/\s+/, 1)[0] ?? ''] ?? line),
      // Run as whoever starts it: root would switch to a user that cannot write the test's folder.
      ...(persistence && process.getuid?.() === 0 ? ['user root'] : []),
    ];
  });
  return { ...broker, port: Number(new URL(broker.url).port) };
}

async function startEmbeddedBroker(): Promise<TestBroker> {
  const unique = randomBytes(4).toString('hex');
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

/**
 * A broker for one test file: a Mosquitto of its own where the binary is. On a shared broker every
 * server gets every device's messages (each in its share group) and counts the ones it drops, and CI
 * runs a file on PGlite and on PostgreSQL at once: each would count the other's oversized or flooding
 * messages. Without the binary, the machine's Mosquitto on 1883, else the embedded broker.
 */
export async function startTestBroker(): Promise<TestBroker> {
  if (process.env.SERENO_TEST_MQTT_BROKER !== 'embedded' && existsSync(mosquittoBinary)) return startOwnBroker();
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
  return startEmbeddedBroker();
}

/** Ends the persistent session `clientId` left on the broker (connecting with clean: true drops it). */
export async function endSession(url: string, clientId: string): Promise<void> {
  const client = await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 0 });
  await client.endAsync();
}

/**
 * Starts the built server (testing/start-server.ts) with `env` and waits until it has subscribed to
 * the device readings; `started` receives it at once, so that a failed wait still stops it.
 */
export async function startSubscribedServer(env: Record<string, string>, started: (server: RunningServer) => void): Promise<RunningServer> {
  const server = await startServer(env);
  started(server);
  const deadline = Date.now() + 20_000;
  while (!server.output().includes('mqtt: subscribed to the device readings')) {
    if (Date.now() > deadline) throw new Error(`the server did not subscribe:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return server;
}
