import { readingSchema, type Reading } from '@sereno/validation';
import { describe, expect, it } from 'vitest';
import { deviceModel } from './device-model.ts';

const minute = 60_000;
/** A day of minutes from midnight UTC on a winter day (Madrid is UTC+1). */
function day(options: Parameters<typeof deviceModel>[0]): (Reading | null)[] {
  const model = deviceModel(options);
  const start = Date.UTC(2026, 0, 14, 0, 0);
  return Array.from({ length: 24 * 60 }, (_, index) => model.readingAt(new Date(start + (index + 1) * minute)));
}
const madridHour = (reading: Reading) => (new Date(reading.ts).getUTCHours() + 1) % 24;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('a simulated device', () => {
  it('sends valid protocol v1 readings with a seq that only grows', () => {
    const readings = day({ monitorId: 'SIM-1' }).filter((reading) => reading !== null);
    expect(readings.length).toBeGreaterThan(1300);
    for (const reading of readings) expect(readingSchema.safeParse(reading).success, JSON.stringify(reading)).toBe(true);
    for (let index = 1; index < readings.length; index++) expect(readings[index]?.seq).toBeGreaterThan(readings[index - 1]?.seq ?? Infinity);
  });

  it('is quiet at night and livelier in the evening, when the guests are in', () => {
    const readings = day({ monitorId: 'SIM-2', partyChancePerMinute: 0, dropoutChancePerMinute: 0 }).filter((reading) => reading !== null);
    const night = mean(readings.filter((reading) => madridHour(reading) >= 3 && madridHour(reading) < 6).map((reading) => reading.noise ?? 0));
    const evening = mean(readings.filter((reading) => madridHour(reading) >= 20 && madridHour(reading) < 23).map((reading) => reading.noise ?? 0));
    expect(night).toBeLessThan(36);
    expect(evening).toBeGreaterThan(night + 10);
    expect(Math.max(...readings.map((reading) => reading.noise ?? 0))).toBeLessThan(75);
  });

  it('throws a loud, crowded party now and then', () => {
    const readings = day({ monitorId: 'SIM-3', partyChancePerMinute: 1 / 30, dropoutChancePerMinute: 0 }).filter((reading) => reading !== null);
    const loud = readings.filter((reading) => (reading.noise ?? 0) >= 72);
    expect(loud.length).toBeGreaterThan(20);
    expect(mean(loud.map((reading) => reading.pax ?? 0))).toBeGreaterThanOrEqual(10);
  });

  it('drops out for more than half an hour now and then, sending nothing', () => {
    const minutes = day({ monitorId: 'SIM-4', dropoutChancePerMinute: 1 / 200 });
    let longest = 0;
    let run = 0;
    for (const reading of minutes) {
      run = reading === null ? run + 1 : 0;
      longest = Math.max(longest, run);
    }
    expect(longest).toBeGreaterThanOrEqual(35);
  });

  it('is the same device every time: its monitorId seeds it', () => {
    expect(day({ monitorId: 'SIM-5' }).slice(0, 50)).toEqual(day({ monitorId: 'SIM-5' }).slice(0, 50));
  });
});
