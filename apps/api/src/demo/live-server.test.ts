// `npm start` as a person tries it, an hour at a time: the built server (dist/main.js, needs
// `pnpm --filter @sereno/api build`) in demo mode with its clock sixty times faster
// (SERENO_DEMO_CLOCK_SPEED=60, a demo minute a second). After the backfill, for longer than the 30
// minutes that make a room disconnected, every live demo room keeps reporting and stays connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../test/database.ts';
import { startServer, type RunningServer } from '../../testing/start-server.ts';
import { liveDemoDevices } from './devices.ts';
import { demoMoments } from './moments.ts';
import { demoPassword } from './seed.ts';

let scratch: ScratchDatabase;
let server: RunningServer;
let cookie: string;
beforeAll(async () => {
  scratch = await scratchDatabase();
  const database: Record<string, string> = scratch.location.driver === 'postgres' ? { DATABASE_URL: scratch.location.url } : {};
  server = await startServer({ SERENO_DEMO_CLOCK_SPEED: '60', SERENO_SECRET: 'live-server-secret-live-server-secret-0123456789', ...database });
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: demoPassword }),
  });
  cookie = (login.headers.get('set-cookie') ?? '').split(';', 1)[0] ?? '';
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await scratch?.drop();
});

interface Room {
  name: string;
  monitorId?: string;
  status: string;
  data: { updatedAt?: string };
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** The devices that report all along: not those silent for hours, nor the one whose moment is to drop out. */
const droppingOut = new Set(demoMoments.filter((moment) => moment.kind === 'dropout').map((moment) => moment.monitorId));
const liveMonitorIds: string[] = liveDemoDevices.map((device) => device.monitorId).filter((monitorId) => !droppingOut.has(monitorId));

/** Every room the administrator sees, a page of 25 at a time, keeping those of the live demo devices. */
async function liveRooms(): Promise<Room[]> {
  const all: Room[] = [];
  for (let offset = 0; ; offset += 25) {
    const response = await fetch(`${server.url}/api/rooms?limit=25&offset=${offset}`, { headers: { cookie } });
    const page = (await response.json()) as { rooms?: Room[] };
    if (!page.rooms) throw new Error(`GET /api/rooms answered ${response.status}`);
    all.push(...page.rooms);
    if (page.rooms.length < 25) break;
  }
  return all.filter((room) => room.monitorId !== undefined && liveMonitorIds.includes(room.monitorId));
}
const measuredAt = (room: Room | undefined) => Date.parse(room?.data.updatedAt ?? '') || 0;

describe('the built server in demo mode, its clock at 60×', () => {
  it('keeps every live demo room reporting and connected for 40 demo minutes after the backfill', async () => {
    // The backfill is done once every live room is connected and its latest value is no older than a few demo minutes.
    const deadline = Date.now() + 240_000;
    for (;;) {
      const rooms = await liveRooms();
      const newest = Math.max(...rooms.map(measuredAt));
      if (rooms.length === liveMonitorIds.length && rooms.every((room) => room.status !== 'disconnected' && newest - measuredAt(room) < 5 * 60_000)) break;
      if (Date.now() > deadline) throw new Error(`the backfill did not end:\n${server.output()}`);
      await sleep(1_000);
    }
    const start = new Map((await liveRooms()).map((room) => [room.name, measuredAt(room)]));
    const seen: string[] = [];
    for (let second = 0; second < 40; second += 2) {
      await sleep(2_000);
      for (const room of await liveRooms()) if (room.status === 'disconnected') seen.push(`${room.name} disconnected at second ${second}`);
    }
    expect(seen).toEqual([]);
    for (const room of await liveRooms()) {
      // 40 s at 60× is 40 demo minutes: a reading a demo minute, less the rounds still on their way.
      expect(measuredAt(room) - (start.get(room.name) ?? 0), room.name).toBeGreaterThan(25 * 60_000);
    }
    expect(server.output()).not.toMatch(/could not send|could not start/);
  }, 360_000);
});
