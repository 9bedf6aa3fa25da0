import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { temporaryDir } from '../test/app.ts';
import { scratchDatabase, type ScratchDatabase } from '../test/database.ts';
import { apiPackageDir } from './platform/config.ts';
import { liveDemoDevices } from './demo/devices.ts';
import { demoRooms } from './demo/rooms.ts';
import { demoAccounts } from './demo/seed.ts';

const mainScript = path.join(apiPackageDir, 'src/main.ts');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts the server, waits for its banner, checks it listens, runs `whileRunning`, stops it with SIGTERM; returns its output. */
async function startAndStop(
  env: Record<string, string>,
  whileRunning: (url: string) => Promise<void> = async () => {},
): Promise<{ output: string; exitCode: number | null; listened: boolean }> {
  const port = await freePort();
  const child = spawn(process.execPath, [mainScript], { env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const banner = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // The banner is one write ending in a blank line; a log line may arrive in the same chunk.
      if (/Sereno is running at[\s\S]*?\n\n/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => reject(new Error(`the server exited early:\n${output}`)));
  });
  await banner;
  const listened = await connects(port);
  try {
    await whileRunning(`http://127.0.0.1:${port}`);
  } finally {
    child.kill('SIGTERM');
  }
  return { output: output.replaceAll(String(port), '<port>'), exitCode: await exited, listened };
}

let folder: ReturnType<typeof temporaryDir>;
let scratch: ScratchDatabase;
let env: Record<string, string>;

beforeAll(async () => {
  folder = temporaryDir();
  scratch = await scratchDatabase();
  env = {
    SERENO_DATA_DIR: folder.dir,
    SERENO_PANEL_DIR: path.join(folder.dir, 'panel'),
    SERENO_FLASHER_DIR: path.join(folder.dir, 'flasher'),
    SERENO_STORYBOOK_DIR: path.join(folder.dir, 'storybook'),
    // A day, not the week: these servers share the machine with the other suites.
    SERENO_DEMO_HISTORY_DAYS: '1',
    ...(scratch.location.driver === 'postgres' ? { DATABASE_URL: scratch.location.url } : {}),
  };
});

afterAll(async () => {
  await scratch.drop();
  folder.remove();
});

describe('node src/main.ts', () => {
  it('serves, prints the URL and the demo accounts, creates them only on the first start, and stops on SIGTERM', async () => {
    const first = await startAndStop(env);
    expect(first.listened).toBe(true);
    expect(first.exitCode, first.output).toBe(0);
    expect(first.output).toContain('Sereno is running at http://localhost:<port>');
    expect(first.output).toContain('demo mode (accounts created now): log in as one of these, password Sereno#2026');
    for (const { username } of demoAccounts) expect(first.output).toMatch(new RegExp(`^ {4}${username.replace('.', '\\.')} `, 'm'));
    expect(first.output).toMatch(/^ {2}panel: +not built \(no index.html in .*panel\)/m);
    expect(first.output).toMatch(/^ {2}flasher: +not built/m);
    expect(first.output).toMatch(/^ {2}storybook: +not built .*pnpm --filter @sereno\/ui build/m);

    const second = await startAndStop(env);
    expect(second.output).toContain('demo mode: log in as one of these, password Sereno#2026');
    expect(second.output).not.toContain('created now');
    // Two real server starts (migrations, ten argon2 hashes) while CI runs other suites beside it.
  }, 120_000);

  it('starts the demo with live rooms: the demo devices have sent their last day, keep reporting, and send the older days behind', async () => {
    const live = temporaryDir();
    const liveScratch = await scratchDatabase();
    try {
      const liveEnv = {
        ...env,
        SERENO_DATA_DIR: live.dir,
        SERENO_DEMO_HISTORY_DAYS: '2',
        ...(liveScratch.location.driver === 'postgres' ? { DATABASE_URL: liveScratch.location.url } : {}),
      };
      const result = await startAndStop(liveEnv, async (url) => {
        const login = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'customer', password: 'Sereno#2026' }),
        });
        const cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
        // A room whose device reports is `connected`, or `noiseAlert` while its noise is over the
        // threshold: the demo's rooms are loud at some hours of the night (Casa El Palo at 00:00 UTC).
        const connected = async () => {
          const pages = await Promise.all(
            ['connected', 'noiseAlert'].map(
              async (status) =>
                (await (await fetch(`${url}/api/rooms?status=${status}&limit=25`, { headers: { cookie } })).json()) as {
                  rooms: { _id: string; name: string }[];
                },
            ),
          );
          return pages.flatMap((page) => page.rooms);
        };
        // The customer's rooms whose device sends: all but those without one and the one silent for hours.
        const live = new Set(liveDemoDevices.map((device) => device.monitorId));
        const expected = demoRooms.filter((room) => room.customer === 0 && room.monitorId !== null && live.has(room.monitorId)).map((room) => room.name);
        // Until the backfill ends, the room silent for hours counts as connected too: its history arrived now.
        const names = async () => (await connected()).map((room) => room.name).sort();
        const deadline = Date.now() + 120_000;
        while (JSON.stringify(await names()) !== JSON.stringify([...expected].sort()) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 500));
        const rooms = await connected();
        expect(rooms.map((room) => room.name).sort()).toEqual(expected.sort());
        // The backfill goes a few hours at a time, oldest first: the room's chart fills as it goes.
        const samples = async () =>
          ((await (await fetch(`${url}/api/monitors/${rooms[0]?._id}`, { headers: { cookie } })).json()) as { samples: unknown[] }).samples.length;
        while ((await samples()) <= 600 && Date.now() < deadline + 60_000) await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await samples()).toBeGreaterThan(600);
        // The day before arrives behind the live readings: the room's chart of the day before fills too.
        const dayBefore = async () => {
          const to = new Date(Date.now() - 25 * 3_600_000);
          const from = new Date(to.getTime() - 22 * 3_600_000);
          const query = new URLSearchParams({ from: from.toISOString(), to: to.toISOString() });
          return ((await (await fetch(`${url}/api/monitors/${rooms[0]?._id}?${query}`, { headers: { cookie } })).json()) as { samples: unknown[] }).samples
            .length;
        };
        const olderDeadline = Date.now() + 150_000;
        while ((await dayBefore()) < 100 && Date.now() < olderDeadline) await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await dayBefore()).toBeGreaterThanOrEqual(100);
      });
      expect(result.exitCode).toBe(0);
    } finally {
      await liveScratch.drop();
      live.remove();
    }
  }, 420_000);

  it('refuses to start on a bad configuration with one line naming the variable', () => {
    const result = spawnSync(process.execPath, [mainScript], { env: { ...env, PORT: 'eighty' }, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('sereno: Invalid configuration: PORT must be a whole number between 1 and 65535 (got "eighty")\n');
  });
});
