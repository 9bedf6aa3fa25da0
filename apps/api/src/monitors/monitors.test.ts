import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { devices } from '../db/schema/devices.ts';
import { readings } from '../db/schema/readings.ts';
import { rooms } from '../db/schema/rooms.ts';

let demo: DemoServer;
let roomId: string;
const minute = 60_000;
/** The tests' "now" (the demo server's clock) and the day of readings before it. */
let now: Date;
let dayStart: Date;

type ReadingValues = typeof readings.$inferInsert;
async function insertReadings(rows: ReadingValues[]): Promise<void> {
  for (let index = 0; index < rows.length; index += 1000) await demo.server.db.insert(readings).values(rows.slice(index, index + 1000));
}

beforeAll(async () => {
  demo = await startDemoServer();
  now = demo.server.clock.now();
  dayStart = new Date(now.getTime() - 24 * 60 * minute);
  const [room] = await demo.server.db.select().from(rooms).where(eq(rooms.name, 'Ático Malagueta'));
  roomId = room?.id ?? '';
  // A day of one reading a minute: a quiet 45 dBA, a party from 01:00 to 01:30 at 70 dBA with one
  // 96 dBA peak, 21 °C, pax 2, and from 23:00 smoke probability 0–60 %. 1440 readings.
  await insertReadings(
    Array.from({ length: 24 * 60 }, (_, index) => {
      const ts = new Date(dayStart.getTime() + index * minute);
      const party = index >= 60 && index < 90;
      return {
        monitorId: 'SRN-0001',
        seq: index,
        ts,
        roomId,
        noise: index === 75 ? 96 : party ? 70 : 45,
        temperature: 21,
        pax: party ? 14 : 2,
        humidity: 50,
        iaq: index % 2 === 0 ? 40 : 60,
        smokingProbability: index >= 23 * 60 ? index - 23 * 60 : null,
        batteryLevel: 80,
        batteryMode: 'battery',
      };
    }),
  );
});
afterAll(() => demo.close());

interface NoiseSeries {
  bucketMs: number;
  thresholds: { low: number; medium: number; high: number };
  samples: { createdAt: string; data: number; min: number; max: number; level: string }[];
}

const get = (role: Parameters<DemoServer['as']>[0], url: string) => demo.as(role, { method: 'GET', url });
const range = (from: Date, to: Date) => `from=${from.toISOString()}&to=${to.toISOString()}`;

describe('GET /api/monitors/{roomId}', () => {
  it('answers the last 24 hours by default, at most 1,000 points, each bucket with its average, minimum and maximum, so a one-minute peak survives', async () => {
    const response = await get('customer', `/api/monitors/${roomId}`);
    expect(response.statusCode).toBe(200);
    const series = response.json<NoiseSeries>();
    expect(series.samples.length).toBeGreaterThan(700);
    expect(series.samples.length).toBeLessThanOrEqual(1000);
    expect(series.bucketMs).toBe(Math.ceil((24 * 60 * minute) / 1000));
    expect(Math.max(...series.samples.map((sample) => sample.max))).toBe(96);
    for (const sample of series.samples) expect(sample.min <= sample.data && sample.data <= sample.max).toBe(true);
    expect(series.thresholds).toEqual({ low: 55, medium: 65, high: 75 });
    expect(new Set(series.samples.map((sample) => sample.level))).toEqual(new Set(['silence', 'medium', 'high']));
  });

  it('keeps raw points when a short range has fewer readings than points', async () => {
    const from = new Date(dayStart.getTime() + 60 * minute);
    const series = (await get('manager', `/api/monitors/${roomId}?${range(from, new Date(from.getTime() + 30 * minute))}`)).json<NoiseSeries>();
    expect(series.samples).toHaveLength(30);
    expect(series.samples[15]).toEqual({ createdAt: new Date(from.getTime() + 15 * minute).toISOString(), data: 96, min: 96, max: 96, level: 'high' });
    expect(series.samples[0]).toMatchObject({ data: 70, level: 'medium' });
  });

  it('downsamples a long range on the server to at most 1,000 points per series', async () => {
    const series = (await get('admin', `/api/monitors/${roomId}?${range(new Date(now.getTime() - 30 * 24 * 60 * minute), now)}`)).json<NoiseSeries>();
    expect(series.samples.length).toBeLessThanOrEqual(1000);
    expect(Math.max(...series.samples.map((sample) => sample.max))).toBe(96);
  });

  it('refuses a range that ends before it starts, or is longer than a year, with 400', async () => {
    const backwards = await get('admin', `/api/monitors/${roomId}?${range(now, dayStart)}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('to: La fecha de fin debe ser posterior a la de inicio');
    expect((await get('admin', `/api/monitors/${roomId}?${range(new Date(now.getTime() - 400 * 24 * 60 * minute), now)}`)).statusCode).toBe(400);
    expect((await get('admin', `/api/monitors/${roomId}?from=yesterday`)).statusCode).toBe(400);
    // One good date and one bad: a clear 400 about the bad one (the fuzz test once found a 500 here).
    const half = await get('admin', `/api/monitors/${roomId}?from=${dayStart.toISOString()}&to=${encodeURIComponent(`${now.toISOString()}x`)}`);
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe('to: Debe ser una fecha válida');
  });

  it("answers 404 for another customer's room, as for an unknown one (ASVS V8.2.2)", async () => {
    await demo.server.db.update(rooms).set({ managerId: null }).where(eq(rooms.id, roomId));
    expect((await get('manager', `/api/monitors/${roomId}`)).statusCode).toBe(404);
    await demo.server.db
      .update(rooms)
      .set({ managerId: demo.accounts.get('manager')?.id })
      .where(eq(rooms.id, roomId));
    expect((await get('manufacturer', `/api/monitors/${roomId}`)).statusCode).toBe(404);
    expect((await get('admin', `/api/monitors/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('the other series of a room', () => {
  it('environment: each measure as {avg, min, max}, null where the bucket has none of it', async () => {
    const from = new Date(dayStart.getTime() + (23 * 60 - 2) * minute);
    const series = (await get('customer', `/api/monitors/environment/${roomId}?${range(from, new Date(from.getTime() + 4 * minute))}`)).json();
    expect(series.samples).toHaveLength(4);
    expect(series.samples[0]).toMatchObject({
      temperature: { avg: 21, min: 21, max: 21 },
      humidity: { avg: 50, min: 50, max: 50 },
      pax: { avg: 2, min: 2, max: 2 },
      smokingProbability: null,
    });
    expect(series.samples[3].smokingProbability).toEqual({ avg: 1, min: 1, max: 1 });
    const hour = (await get('customer', `/api/monitors/environment/${roomId}?${range(dayStart, new Date(dayStart.getTime() + 60 * minute))}&unused=1`)).json();
    expect(hour.samples.every((sample: { iaq: { min: number; max: number } }) => sample.iaq.min >= 40 && sample.iaq.max <= 60)).toBe(true);
    // The band of each bucket's average: readings alternate 40 and 60, so an average of 50 or under is excellent, above it good.
    expect(new Set(hour.samples.map((sample: { iaqBand: string }) => sample.iaqBand))).toEqual(new Set(['excellent', 'good']));
  });

  it("smoke probability: only the readings that have it, with the room's alert threshold", async () => {
    const lastHour = (await get('customer', `/api/monitors/smokingProbability/${roomId}?${range(new Date(now.getTime() - 60 * minute), now)}`)).json();
    expect(lastHour.samples).toHaveLength(60);
    expect(lastHour.samples.at(-1)).toMatchObject({ data: 59, min: 59, max: 59 });
    // Over the default 24 hours, the hour of readings shares fewer, wider buckets.
    const series = (await get('customer', `/api/monitors/smokingProbability/${roomId}`)).json();
    expect(series.threshold).toBe(70);
    expect(series.samples.length).toBeLessThan(60);
    expect(series.samples.at(-1).max).toBe(59);
  });

  it('occupancy: every bucket of the range with the most devices seen and its level', async () => {
    const from = new Date(dayStart.getTime());
    const series = (await get('customer', `/api/monitors/pax/${roomId}?${range(from, new Date(from.getTime() + 4 * 60 * minute))}&bucketCount=4`)).json();
    expect(series.crowdThreshold).toBe(12);
    expect(series.buckets.map((bucket: { pax: number; level: string }) => [bucket.pax, bucket.level])).toEqual([
      [2, 'low'],
      [14, 'very high'],
      [2, 'low'],
      [2, 'low'],
    ]);
    expect(series.buckets[1]).toMatchObject({
      startDate: new Date(from.getTime() + 60 * minute).toISOString(),
      endDate: new Date(from.getTime() + 120 * minute).toISOString(),
    });
    const empty = (
      await get('customer', `/api/monitors/pax/${roomId}?${range(new Date(now.getTime() + minute), new Date(now.getTime() + 3 * minute))}&bucketCount=2`)
    ).json();
    expect(empty.buckets.map((bucket: { pax: number; level: string }) => [bucket.pax, bucket.level])).toEqual([
      [0, 'none'],
      [0, 'none'],
    ]);
    expect((await get('customer', `/api/monitors/pax/${roomId}?bucketCount=201`)).statusCode).toBe(400);
  });
});

describe('device series', () => {
  it('noise levels of a device: for staff, manufacturers and whoever may see its room; 404 for others', async () => {
    await demo.server.db
      .insert(devices)
      .values({ monitorId: 'LXN-0009', tokenHash: 'x', lastSeenAt: now, qcPass: 'pass', firmware: '2.4.0' })
      .onConflictDoNothing();
    await insertReadings([{ monitorId: 'LXN-0009', seq: 1, ts: new Date(now.getTime() - minute), noise: 58, batteryLevel: 90, batteryMode: 'charging' }]);
    const response = await get('manufacturer', '/api/monitors/noise-levels/LXN-0009');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ monitorId: 'LXN-0009', batteryMode: 'charging', samples: [{ data: 58, level: 'low', batteryLevel: 90 }] });
    expect((await get('customer', '/api/monitors/noise-levels/LXN-0009')).statusCode).toBe(404);
    expect((await get('customer', '/api/monitors/noise-levels/SRN-0001')).json().samples.length).toBeGreaterThan(700);
  });

  it('the monitors page lists every device with its latest values, its sounds and its quality check; for staff and manufacturers', async () => {
    const response = await get('manufacturer', '/api/monitors/lexeon-devices');
    expect(response.statusCode).toBe(200);
    const listed = response.json().devices.find((device: { monitorId: string }) => device.monitorId === 'LXN-0009');
    expect(listed).toMatchObject({ name: 'LXN-0009', firmware: '2.4.0', level: 'low', batteryLevel: 90, qcPass: 'pass', sounds: [{ level: 58 }] });
    expect((await get('customer', '/api/monitors/lexeon-devices')).statusCode).toBe(403);
  });
});
