// The alarm engine (docs/alarms.md): a room's new readings, oldest first, against its settings, its
// remembered state and its active alarms. Pure: time is each reading's own `ts`, never the clock, so
// replaying the same readings gives the same alarms; persistence lives in ../evaluations.ts.
import type { AlarmLevel, AlarmType, NoiseSettings } from '@sereno/validation';
import type { EscalationStage } from '../../db/schema/alarms.ts';
import {
  inNoiseWindow,
  levelRank,
  noiseHoldsAfterMs,
  noiseLevelsAscending,
  noiseThresholdsOf,
  occupancyLevelOf,
  smokingLevelOf,
  sustainMsOf,
} from './rules.ts';
import type { EvaluationState, Since } from './state.ts';

/** What of a room the engine reads. */
export interface RoomAlarmSettings {
  noiseSettings: NoiseSettings;
  timeZone: string;
  notifyGuest: boolean;
  disableFirstCall: boolean;
  smokingAlertThreshold: number;
  crowdingAlertTreshold: number;
}

export interface EngineOptions {
  /** An active alarm resolves by itself after this long without its condition (SERENO_ALARM_QUIET_MINUTES). */
  quietMs: number;
  /** After the guest's call, how long a noise must go on before the host is told (SERENO_ALARM_GUEST_GRACE_MINUTES). */
  guestGraceMs: number;
  /**
   * Readings further apart than this break every run: a device that dropped out proves neither that
   * the noise went on nor that the room fell quiet.
   */
  maxGapMs: number;
}

export const defaultEngineOptions: EngineOptions = { quietMs: 15 * 60_000, guestGraceMs: 5 * 60_000, maxGapMs: 5 * 60_000 };

export interface EngineReading {
  ts: string;
  noise?: number | undefined;
  smokingProbability?: number | undefined;
  pax?: number | undefined;
}

/** An alarm as the engine sees it: an active one loaded from the database (`id`), or one it raised now. */
export interface AlarmView {
  id: string | null;
  type: AlarmType;
  level: AlarmLevel;
  createdAt: Date;
  lastTriggeredAt: Date;
  peak: number;
  stage: EscalationStage;
  hostDueAt: Date | null;
  acknowledged: boolean;
  resolvedAt: Date | null;
}

export type NotificationStage = 'guest' | 'host' | 'resolved';
export type AlarmChange = 'raised' | 'level' | 'resolved';

/** An alarm the readings touched: what to write, whom to tell (in order), what to publish. */
export interface AlarmOutcome {
  alarm: AlarmView;
  notifications: { stage: NotificationStage; at: Date }[];
  changes: AlarmChange[];
}

export interface RoomEvaluation {
  lastTs: Date | null;
  state: EvaluationState;
  outcomes: AlarmOutcome[];
}

const cloneState = (state: EvaluationState): EvaluationState => ({
  noise: { ...state.noise },
  smoking: { ...state.smoking },
  occupancy: { ...state.occupancy },
});

const since = (value: Since): number | null => (value === null ? null : Date.parse(value));

export function evaluateRoom(
  settings: RoomAlarmSettings,
  previous: { lastTs: Date | null; state: EvaluationState },
  active: readonly AlarmView[],
  readings: readonly EngineReading[],
  options: EngineOptions = defaultEngineOptions,
): RoomEvaluation {
  const state = cloneState(previous.state);
  let lastTs = previous.lastTs?.getTime() ?? null;
  const outcomes: AlarmOutcome[] = [];
  const outcomeOf = new Map<AlarmView, AlarmOutcome>();
  const current = new Map<AlarmType, AlarmView>(active.map((alarm) => [alarm.type, { ...alarm }]));
  const thresholds = noiseThresholdsOf(settings.noiseSettings);
  const sustainMs = sustainMsOf(settings.noiseSettings);

  const touch = (alarm: AlarmView): AlarmOutcome => {
    let outcome = outcomeOf.get(alarm);
    if (!outcome) {
      outcome = { alarm, notifications: [], changes: [] };
      outcomeOf.set(alarm, outcome);
      outcomes.push(outcome);
    }
    return outcome;
  };

  /**
   * One reading's verdict for one type: `holds` (the condition is met now: it touches the alarm and
   * keeps it from resolving) and `level` (the level it may raise or lift an alarm to, or null).
   */
  const step = (type: AlarmType, at: number, value: number, holds: boolean, level: AlarmLevel | null, quiet: { quietSince: Since }): void => {
    quiet.quietSince = holds ? null : (quiet.quietSince ?? new Date(at).toISOString());
    const alarm = current.get(type);
    const when = new Date(at);
    if (alarm) {
      const outcome = touch(alarm);
      if (holds) {
        alarm.lastTriggeredAt = when;
        alarm.peak = Math.max(alarm.peak, value);
      }
      if (level !== null && levelRank[level] > levelRank[alarm.level]) {
        alarm.level = level;
        outcome.changes.push('level');
        // A louder party is news for the host; at the guest stage the host's turn is still to come.
        if (alarm.stage === 'host') outcome.notifications.push({ stage: 'host', at: when });
      }
      if (holds && alarm.stage === 'guest' && !alarm.acknowledged && alarm.hostDueAt !== null && at >= alarm.hostDueAt.getTime()) {
        alarm.stage = 'host';
        alarm.hostDueAt = null;
        outcome.notifications.push({ stage: 'host', at: when });
      }
      const quietFrom = since(quiet.quietSince);
      if (!holds && quietFrom !== null && at - quietFrom >= options.quietMs) {
        alarm.resolvedAt = when;
        outcome.changes.push('resolved');
        outcome.notifications.push({ stage: 'resolved', at: when });
        current.delete(type);
      }
      return;
    }
    if (level === null) return;
    const guestFirst = type === 'sound' && settings.notifyGuest && !settings.disableFirstCall;
    const raised: AlarmView = {
      id: null,
      type,
      level,
      createdAt: when,
      lastTriggeredAt: when,
      peak: value,
      stage: guestFirst ? 'guest' : 'host',
      hostDueAt: guestFirst ? new Date(at + options.guestGraceMs) : null,
      acknowledged: false,
      resolvedAt: null,
    };
    current.set(type, raised);
    const outcome = touch(raised);
    outcome.changes.push('raised');
    outcome.notifications.push({ stage: guestFirst ? 'guest' : 'host', at: when });
  };

  const ordered = [...readings].map((reading) => ({ reading, at: Date.parse(reading.ts) })).sort((a, b) => a.at - b.at);
  for (const { reading, at } of ordered) {
    // Late readings are stored but not evaluated: the state already moved past them.
    if (lastTs !== null && at <= lastTs) continue;
    if (lastTs !== null && at - lastTs > options.maxGapMs) {
      state.noise = { low: null, medium: null, high: null, quietSince: null };
      state.smoking.quietSince = null;
      state.occupancy.quietSince = null;
    }
    lastTs = at;

    if (reading.noise !== undefined) {
      const noise = reading.noise;
      const inWindow = inNoiseWindow(settings.noiseSettings, settings.timeZone, new Date(at));
      let sustained: AlarmLevel | null = null;
      for (const level of noiseLevelsAscending) {
        const above = inWindow && noise >= thresholds[level];
        const start = above ? (state.noise[level] ?? new Date(at).toISOString()) : null;
        state.noise[level] = start;
        if (start !== null && at - Date.parse(start) >= sustainMs) sustained = level;
      }
      const lowSince = state.noise.low === null ? null : Date.parse(state.noise.low);
      step('sound', at, noise, lowSince !== null && at - lowSince >= noiseHoldsAfterMs, sustained, state.noise);
    }
    if (reading.smokingProbability !== undefined) {
      const level = smokingLevelOf(reading.smokingProbability, settings.smokingAlertThreshold);
      step('smoking', at, reading.smokingProbability, level !== null, level, state.smoking);
    }
    if (reading.pax !== undefined) {
      const level = occupancyLevelOf(reading.pax, settings.crowdingAlertTreshold);
      step('occupancy', at, reading.pax, level !== null, level, state.occupancy);
    }
  }
  return { lastTs: lastTs === null ? null : new Date(lastTs), state, outcomes };
}
