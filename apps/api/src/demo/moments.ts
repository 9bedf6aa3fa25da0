// The demo's scripted moments: so that a person trying Sereno sees alarms raised and resolved within
// minutes of starting, whatever the hour, a few demo devices play the same scenes every 45 demo
// minutes from the start of their live readings: a party that grows louder until the guest, then the
// host, is told, then quiets down until the alarm resolves by itself; a smoker; a crowd above the
// room's threshold; and a device that drops out long enough to show disconnected, then comes back.
// The readings go through the real ingest, so the alarms, their notifications (the dev outbox) and
// the disconnection are the server's own doing. The history sent before the start has none of them.
import type { Reading } from '@sereno/validation';
import type { DeviceModel } from '../simulator/device-model.ts';

/** The scenes come back every this many demo minutes. */
export const momentCycleMinutes = 45;

export type MomentKind = 'party' | 'smoker' | 'crowd' | 'dropout';

export interface Moment {
  kind: MomentKind;
  monitorId: string;
  /** The demo minute of the cycle it starts at, and how many it lasts. */
  from: number;
  minutes: number;
}

/**
 * The party (Ático Malagueta: the guest is called after its sustain of 5 minutes, the host after 5
 * more, resolved 15 quiet minutes after it ends), a smoker in Barcelona, a crowd of ten in a cabin for
 * four in Asturias (threshold 6), and a flat in Málaga whose device is out for 36 minutes (a room is
 * disconnected after 30).
 */
export const demoMoments: readonly Moment[] = [
  { kind: 'party', monitorId: 'SRN-0001', from: 1, minutes: 14 },
  { kind: 'dropout', monitorId: 'SRN-0004', from: 3, minutes: 36 },
  { kind: 'smoker', monitorId: 'SRN-0013', from: 4, minutes: 6 },
  { kind: 'crowd', monitorId: 'SRN-0025', from: 8, minutes: 12 },
];

/** The party's noise: from a raised voice (60 dBA, low) up 4 dBA a minute (medium, then high) to a party's 86. */
const partyNoise = (minute: number): number => Math.min(86, 60 + 4 * minute);

function play(kind: Exclude<MomentKind, 'dropout'>, reading: Reading, minute: number): Reading {
  if (kind === 'party') return { ...reading, noise: partyNoise(minute), pax: 7 };
  if (kind === 'smoker') return { ...reading, smokingProbability: 88 + (minute % 3) * 3 };
  return { ...reading, pax: 10, noise: Math.max(reading.noise ?? 0, 58) };
}

/**
 * `model` playing the moments of its device, the cycle starting at `startedAt` with a demo minute of
 * `minuteMs`; before `startedAt` (the backfill), the model as it is.
 */
export function withMoments(
  model: DeviceModel,
  { startedAt, minuteMs, moments = demoMoments }: { startedAt: number; minuteMs: number; moments?: readonly Moment[] },
): DeviceModel {
  const own = moments.filter((moment) => moment.monitorId === model.monitorId);
  if (own.length === 0) return model;
  return {
    monitorId: model.monitorId,
    readingAt(at) {
      const elapsed = Math.floor((at.getTime() - startedAt) / minuteMs);
      const minute = elapsed % momentCycleMinutes;
      const moment = elapsed < 0 ? undefined : own.find((candidate) => minute >= candidate.from && minute < candidate.from + candidate.minutes);
      if (moment?.kind === 'dropout') return null;
      const reading = model.readingAt(at);
      return reading && moment ? play(moment.kind, reading, minute - moment.from) : reading;
    },
  };
}
