// GET /api/events (docs/api.md): the live events of the rooms a person may see. One shape for both
// ends: the server builds its events typed by it, and the panel parses what it receives with it.
import { z } from 'zod';
import { alarmLevels, alarmResolutionReasons, alarmStates, alarmTypes } from './alarm.ts';
import { falseAlarmCauses } from './alarm-feedback.ts';

/** How far an alarm's escalation got: none, guest (the guest was called), host. */
export const escalationStages = ['none', 'guest', 'host'] as const;
export type EscalationStage = (typeof escalationStages)[number];

const personSchema = z.object({ _id: z.uuid(), username: z.string().optional() });

/**
 * An alarm as the API answers it (spec §3 Alarm), with its state, who acknowledged and who resolved
 * it. Absent values are left out rather than sent as null.
 */
export const alarmResponseSchema = z.object({
  _id: z.uuid(),
  roomId: z.uuid(),
  ownerId: z.uuid().optional().describe("The room's owner when the alarm was raised"),
  username: z.string().optional().describe("The owner's username"),
  type: z.enum(alarmTypes),
  name: z.string().describe("The room's name when the alarm was raised"),
  alarmTitle: z.string().describe('What happened, in the language of the request'),
  level: z.enum(alarmLevels),
  createdAt: z.iso.datetime().describe('The time of the reading that raised it'),
  lastTriggeredAt: z.iso.datetime().describe('The time of the newest reading that met its condition'),
  peak: z.number().describe('The highest value while active: dBA, smoke probability %, or device count'),
  threshold: z.number().optional().describe("The room's threshold it went over, for its type and level (same unit as peak); absent for alarms older than it"),
  monitorId: z.string(),
  state: z.enum(alarmStates),
  stage: z.enum(escalationStages).describe('How far the escalation got: none, guest (the guest was called), host'),
  hostDueAt: z.iso
    .datetime()
    .optional()
    .describe('At the guest stage, while nobody has acknowledged it: when the host is told if the noise goes on (the next step of the escalation)'),
  acknowledged: z.object({ at: z.iso.datetime(), by: personSchema.optional() }).optional().describe('Who saw it first, and when'),
  resolved: z
    .object({
      at: z.iso.datetime(),
      by: personSchema.optional().describe('Absent when it resolved by itself after the quiet minutes'),
      reason: z.enum(alarmResolutionReasons).optional().describe('Why the person resolved it, when they said'),
      note: z.string().optional().describe("The person's note, when they wrote one"),
    })
    .optional(),
  falseAlarm: z
    .object({ cause: z.enum(falseAlarmCauses), at: z.iso.datetime(), by: personSchema.optional() })
    .optional()
    .describe('Marked as a false alarm: what set it off, when, by whom'),
  calls: z.int().nonnegative().describe('Calls made for it (sent notification jobs)'),
  sms: z.int().nonnegative(),
  emails: z.int().nonnegative(),
});
export type AlarmResponse = z.infer<typeof alarmResponseSchema>;

/** A device's latest values, as ingest folds them into its room; `measuredAt` is when they were measured. */
export const roomLatestSchema = z.object({
  noise: z.number().optional(),
  smokingProbability: z.number().optional(),
  pax: z.number().optional(),
  temperature: z.number().optional(),
  humidity: z.number().optional(),
  iaq: z.number().optional(),
  iaqAccuracy: z.number().optional(),
  voc: z.number().optional(),
  batteryLevel: z.number().optional(),
  batteryMode: z.string().optional(),
  wifi: z.number().optional(),
  localip: z.string().optional(),
  measuredAt: z.string(),
});
export type RoomLatest = z.infer<typeof roomLatestSchema>;

export const roomReadingEventSchema = z.object({ type: z.literal('reading'), roomId: z.uuid(), monitorId: z.string(), latest: roomLatestSchema });
export const roomStatusEventSchema = z.object({
  type: z.literal('status'),
  roomId: z.uuid(),
  monitorId: z.string().nullable(),
  status: z.enum(['connected', 'disconnected']),
});
/** An alarm of the room was raised or changed (level, stage, acknowledged, resolved): the whole alarm as it is now. */
export const roomAlarmEventSchema = z.object({
  type: z.literal('alarm'),
  roomId: z.uuid(),
  monitorId: z.string(),
  alarm: alarmResponseSchema,
  /** The event of the commit that raised the alarm (a batch of readings may raise it and keep it going at once). */
  raised: z.boolean().optional(),
});

/**
 * A task of the room was created, changed or deleted (by anyone): pages that show tasks refetch them.
 * Only the id travels; the task itself is read with the reader's own language and access.
 */
export const roomTaskEventSchema = z.object({
  type: z.literal('task'),
  roomId: z.uuid(),
  taskId: z.uuid(),
  change: z.enum(['created', 'updated', 'deleted']),
});

export const roomEventSchema = z.discriminatedUnion('type', [roomReadingEventSchema, roomStatusEventSchema, roomAlarmEventSchema, roomTaskEventSchema]);
export type RoomEvent = z.infer<typeof roomEventSchema>;
export type RoomEventType = RoomEvent['type'];
export const roomEventTypes = ['reading', 'status', 'alarm', 'task'] as const satisfies readonly RoomEventType[];
