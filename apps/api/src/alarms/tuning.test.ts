// The tuning's replay (./tuning.ts): readings a minute apart, alarms as the engine raised them, some
// marked false, and the smallest stricter setting that avoids those and keeps the others.
import { describe, expect, it } from 'vitest';
import { evaluateRoom, type EngineReading, type RoomAlarmSettings } from './engine/evaluate.ts';
import { initialEvaluationState } from './engine/state.ts';
import { suggestTuning, type TunedAlarm } from './tuning.ts';

const minute = 60_000;
const start = Date.parse('2026-11-01T00:00:00Z');

const room: RoomAlarmSettings = {
  noiseSettings: { sensitivity: 'normal', from: '00:00', to: '00:00', allDay: true, sustainMinutes: 5 },
  timeZone: 'Europe/Madrid',
  notifyGuest: false,
  disableFirstCall: false,
  smokingAlertThreshold: 70,
  crowdingAlertTreshold: 6,
};

/** A day of readings a minute apart: quiet (40 dB, no smoke, two people) except the episodes. */
function day(episodes: { at: number; minutes: number; noise?: number; smoke?: number }[]): EngineReading[] {
  return Array.from({ length: 24 * 60 }, (_, n) => {
    const episode = episodes.find(({ at, minutes }) => n >= at && n < at + minutes);
    return {
      ts: new Date(start + n * minute).toISOString(),
      noise: episode?.noise ?? 40,
      smokingProbability: episode?.smoke ?? 2,
      pax: 2,
    };
  });
}

/** The alarms the engine raises over the readings, as stored, the ones starting in `falseFrom` minutes marked false. */
function storedAlarms(readings: EngineReading[], falseAt: number[]): TunedAlarm[] {
  const { outcomes } = evaluateRoom(room, { lastTs: null, state: initialEvaluationState() }, [], readings);
  return outcomes.map(({ alarm }) => ({
    type: alarm.type,
    createdAt: alarm.createdAt,
    endsAt: alarm.resolvedAt ?? alarm.lastTriggeredAt,
    markedFalse: falseAt.some((at) => Math.abs(alarm.createdAt.getTime() - (start + at * minute)) < 20 * minute),
  }));
}

describe('suggesting settings from alarms marked false', () => {
  it('finds the shortest longer sustain that skips short bursts and keeps the party', () => {
    // A TV turned up for 7 readings (6 minutes) twice, marked false, and a 40-minute party (a real alarm).
    const readings = day([
      { at: 120, minutes: 7, noise: 70 },
      { at: 600, minutes: 7, noise: 70 },
      { at: 1300, minutes: 40, noise: 80 },
    ]);
    const alarms = storedAlarms(readings, [120, 600]);
    expect(alarms.filter((alarm) => alarm.type === 'sound')).toHaveLength(3);
    const suggestion = suggestTuning(room, readings, alarms);
    expect(suggestion).toEqual({
      type: 'sound',
      change: { noiseSettings: { ...room.noiseSettings, sustainMinutes: 7 } },
      before: { falseAlarms: 2, otherAlarms: 1 },
      after: { falseAlarms: 0, otherAlarms: 1 },
    });
  });

  it('raises the thresholds when the false alarms last as long as the real one but are quieter', () => {
    const readings = day([
      { at: 120, minutes: 40, noise: 60 },
      { at: 1300, minutes: 40, noise: 80 },
    ]);
    const suggestion = suggestTuning(room, readings, storedAlarms(readings, [120]));
    expect(suggestion?.change.noiseSettings).toEqual({
      sensitivity: 'custom',
      thresholds: { low: 61, medium: 71, high: 81 },
      from: '00:00',
      to: '00:00',
      allDay: true,
      sustainMinutes: 5,
    });
    expect(suggestion?.after).toEqual({ falseAlarms: 0, otherAlarms: 1 });
  });

  it('suggests nothing when avoiding the false alarm would miss a real one', () => {
    // The alarm marked false was louder and as long as the party.
    const readings = day([
      { at: 120, minutes: 40, noise: 85 },
      { at: 1300, minutes: 40, noise: 70 },
    ]);
    expect(suggestTuning(room, readings, storedAlarms(readings, [120]))).toBeNull();
  });

  it('raises the smoke threshold just above the incense', () => {
    const readings = day([
      { at: 200, minutes: 10, smoke: 75 },
      { at: 900, minutes: 10, smoke: 96 },
    ]);
    const alarms = storedAlarms(readings, [200]);
    expect(suggestTuning(room, readings, alarms)).toEqual({
      type: 'smoking',
      change: { smokingAlertThreshold: 76 },
      before: { falseAlarms: 1, otherAlarms: 1 },
      after: { falseAlarms: 0, otherAlarms: 1 },
    });
  });

  it('suggests nothing when no alarm is marked false', () => {
    const readings = day([{ at: 1300, minutes: 40, noise: 80 }]);
    expect(suggestTuning(room, readings, storedAlarms(readings, []))).toBeNull();
  });
});
