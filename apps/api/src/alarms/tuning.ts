// False-alarm feedback that tunes a room (issue 21, docs/alarms.md "Tuning a room"): the room's stored
// readings are replayed through the alarm engine — pure, so a replay gives the alarms the settings
// would have raised — with the current settings and with candidates, smallest change first. The
// suggestion is the first candidate that raises none of the alarms marked false and every other alarm
// the current settings raise. Pure: the route loads the room, readings and alarms.
//
// Every candidate is stricter than the current settings (a longer sustain, higher thresholds), so it
// can only raise fewer alarms, never new ones: only the readings around the stored alarms matter. Each
// alarm's stretch is replayed from a little before it began (a run long enough for the longest sustain),
// which keeps a month of a room's readings to a few thousand per replay.
import {
  NOISE_MAX_DBA,
  NOISE_MAX_SUSTAIN_MINUTES,
  noiseSettingsSchema,
  thresholdsOf,
  type AlarmType,
  type NoiseSettings,
  type TuningChange,
} from '@sereno/validation';
import { defaultEngineOptions, evaluateRoom, type EngineOptions, type EngineReading, type RoomAlarmSettings } from './engine/evaluate.ts';
import { initialEvaluationState } from './engine/state.ts';

/** A stored alarm of the window, with its end (resolved, or its last trigger while active). */
export interface TunedAlarm {
  type: AlarmType;
  createdAt: Date;
  endsAt: Date;
  markedFalse: boolean;
}

export interface TuningCounts {
  falseAlarms: number;
  otherAlarms: number;
}

export interface TuningSuggestion {
  type: AlarmType;
  change: TuningChange;
  before: TuningCounts;
  after: TuningCounts;
}

interface Replayed {
  type: AlarmType;
  from: number;
  to: number;
}

/** How long before an alarm its stretch of readings starts: more than the longest sustain. */
const leadMs = (NOISE_MAX_SUSTAIN_MINUTES + 5) * 60_000;

/** The readings around the alarms, one stretch per alarm (overlapping ones merged), each oldest first. */
export function stretchesAround(readings: readonly EngineReading[], alarms: readonly TunedAlarm[]): EngineReading[][] {
  const spans = alarms
    .map((alarm) => ({ from: alarm.createdAt.getTime() - leadMs, to: alarm.endsAt.getTime() + 60_000 }))
    .sort((a, b) => a.from - b.from)
    .reduce<{ from: number; to: number }[]>((merged, span) => {
      const last = merged.at(-1);
      if (last && span.from <= last.to) last.to = Math.max(last.to, span.to);
      else merged.push({ ...span });
      return merged;
    }, []);
  const times = readings.map((reading) => Date.parse(reading.ts));
  return spans.map(({ from, to }) => readings.filter((_, index) => (times[index] ?? 0) >= from && (times[index] ?? 0) <= to));
}

/** The alarms `settings` would have raised over each stretch, each with the span it stayed active. */
function replay(settings: RoomAlarmSettings, stretches: readonly EngineReading[][], options: EngineOptions): Replayed[] {
  return stretches.flatMap((readings) =>
    evaluateRoom(settings, { lastTs: null, state: initialEvaluationState() }, [], readings, options)
      .outcomes.filter((outcome) => outcome.changes.includes('raised'))
      .map(({ alarm }) => ({ type: alarm.type, from: alarm.createdAt.getTime(), to: alarm.resolvedAt?.getTime() ?? Number.POSITIVE_INFINITY })),
  );
}

/** How many stored alarms of `type` a replay raises again: an alarm is raised again when a replayed one of its type overlaps it. */
function countsOf(replayed: readonly Replayed[], stored: readonly TunedAlarm[], type: AlarmType): TuningCounts {
  const counts = { falseAlarms: 0, otherAlarms: 0 };
  for (const alarm of stored) {
    if (alarm.type !== type) continue;
    const again = replayed.some((one) => one.type === type && one.from <= alarm.endsAt.getTime() && one.to >= alarm.createdAt.getTime());
    if (!again) continue;
    if (alarm.markedFalse) counts.falseAlarms++;
    else counts.otherAlarms++;
  }
  return counts;
}

const withNoise = (settings: RoomAlarmSettings, noiseSettings: NoiseSettings): RoomAlarmSettings => ({ ...settings, noiseSettings });

/** Noise candidates, smallest change first: a longer sustain, then higher thresholds, then both. */
function* noiseCandidates(current: NoiseSettings): Generator<NoiseSettings> {
  const sustain = current.sustainMinutes ?? 5;
  const thresholds = thresholdsOf(current);
  const { sensitivity: _sensitivity, ...rest } = current as NoiseSettings & { thresholds?: unknown };
  const raised = (by: number, sustainMinutes: number): NoiseSettings | null => {
    if (thresholds.high + by > NOISE_MAX_DBA) return null;
    return {
      ...rest,
      sensitivity: 'custom',
      thresholds: { low: thresholds.low + by, medium: thresholds.medium + by, high: thresholds.high + by },
      sustainMinutes,
    };
  };
  for (let minutes = sustain + 1; minutes <= NOISE_MAX_SUSTAIN_MINUTES; minutes++) yield { ...current, sustainMinutes: minutes };
  for (let by = 1; by <= 20; by++) {
    const candidate = raised(by, sustain);
    if (candidate) yield candidate;
  }
  for (let by = 2; by <= 20; by += 2) {
    for (let minutes = sustain + 2; minutes <= NOISE_MAX_SUSTAIN_MINUTES; minutes += 2) {
      const candidate = raised(by, minutes);
      if (candidate) yield candidate;
    }
  }
}

function* candidatesFor(type: AlarmType, settings: RoomAlarmSettings): Generator<{ settings: RoomAlarmSettings; change: TuningChange }> {
  if (type === 'sound') {
    for (const noiseSettings of noiseCandidates(settings.noiseSettings))
      yield { settings: withNoise(settings, noiseSettings), change: { noiseSettings: noiseSettingsSchema.parse(noiseSettings) } };
  } else if (type === 'smoking') {
    for (let threshold = settings.smokingAlertThreshold + 1; threshold <= 100; threshold++)
      yield { settings: { ...settings, smokingAlertThreshold: threshold }, change: { smokingAlertThreshold: threshold } };
  } else {
    for (let threshold = settings.crowdingAlertTreshold + 1; threshold <= settings.crowdingAlertTreshold + 20; threshold++)
      yield { settings: { ...settings, crowdingAlertTreshold: threshold }, change: { crowdingAlertTreshold: threshold } };
  }
}

/**
 * The smallest change of the settings of the type with the most alarms marked false that, replayed
 * over `readings`, raises none of them again and still every other alarm the current settings raise
 * again; null when nothing is marked false or no candidate does it.
 */
export function suggestTuning(
  settings: RoomAlarmSettings,
  readings: readonly EngineReading[],
  stored: readonly TunedAlarm[],
  options: EngineOptions = defaultEngineOptions,
): TuningSuggestion | null {
  const falseByType = new Map<AlarmType, number>();
  for (const alarm of stored) if (alarm.markedFalse) falseByType.set(alarm.type, (falseByType.get(alarm.type) ?? 0) + 1);
  const type = [...falseByType.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (type === undefined) return null;
  const ofType = stored.filter((alarm) => alarm.type === type);
  const stretches = stretchesAround(readings, ofType);
  const before = countsOf(replay(settings, stretches, options), ofType, type);
  // A replay that does not raise the false alarms again cannot tell what would avoid them.
  if (before.falseAlarms === 0) return null;
  for (const candidate of candidatesFor(type, settings)) {
    const after = countsOf(replay(candidate.settings, stretches, options), ofType, type);
    if (after.falseAlarms === 0 && after.otherAlarms >= before.otherAlarms) return { type, change: candidate.change, before, after };
  }
  return null;
}
