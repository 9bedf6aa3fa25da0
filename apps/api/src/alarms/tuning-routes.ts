// GET /api/rooms/{id}/alarm-tuning and POST …/apply (issue 21, docs/alarms.md "Tuning a room"): the
// alarms marked false in the last 30 days and the settings that would have avoided them, computed by
// replaying the room's stored readings (./tuning.ts); applying changes only the fields suggested.
import { alarmTuningSchema, message, tuningChangeSchema, type AlarmTuning, type Language } from '@sereno/validation';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { alarmReadingsOfRoom } from '../readings/series.ts';
import { lockRoom, updateRoom } from '../rooms/queries.ts';
import { findLiveRoom, type RoomRow } from '../rooms/service.ts';
import { alarms } from '../db/schema/alarms.ts';
import { suggestTuning, type TunedAlarm } from './tuning.ts';

/** The window looked at, ending now. */
export const tuningDays = 30;
const dayMs = 86_400_000;

const params = z.object({ id: z.uuid({ error: message('identifier') }) });
const tuningResponseSchema = alarmTuningSchema.meta({ id: 'AlarmTuning' });
const common = {
  400: errorResponse('The id is not valid'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not change room settings'),
  404: errorResponse('No such room among those the caller may see'),
};

async function tuningOf(db: Database, room: RoomRow, now: Date): Promise<AlarmTuning> {
  const from = new Date(now.getTime() - tuningDays * dayMs);
  const rows = await db
    .select()
    .from(alarms)
    .where(and(eq(alarms.roomId, room.id), gte(alarms.createdAt, from)))
    .orderBy(desc(alarms.createdAt));
  const stored: TunedAlarm[] = rows.map((alarm) => ({
    type: alarm.type,
    createdAt: alarm.createdAt,
    endsAt: alarm.resolvedAt ?? alarm.lastTriggeredAt,
    markedFalse: alarm.falseAlarmCause !== null,
  }));
  const marked = rows.filter((alarm) => alarm.falseAlarmCause !== null);
  // Only a room with alarms marked false needs its readings replayed.
  const readings =
    marked.length === 0
      ? []
      : (await alarmReadingsOfRoom(db, room.id, { from: new Date(from.getTime() - dayMs), to: now })).map((reading) => ({
          ts: reading.ts.toISOString(),
          noise: reading.noise ?? undefined,
          smokingProbability: reading.smokingProbability ?? undefined,
          pax: reading.pax ?? undefined,
        }));
  const settings = {
    noiseSettings: room.noiseSettings,
    timeZone: room.timezoneName,
    notifyGuest: room.notifyGuest,
    disableFirstCall: room.disableFirstCall,
    smokingAlertThreshold: room.smokingAlertThreshold,
    crowdingAlertTreshold: room.crowdingAlertTreshold,
  };
  return {
    days: tuningDays,
    falseAlarms: marked.map((alarm) => ({
      alarmId: alarm.id,
      type: alarm.type,
      createdAt: alarm.createdAt.toISOString(),
      peak: alarm.peak,
      cause: alarm.falseAlarmCause ?? 'other',
    })),
    otherAlarms: rows.length - marked.length,
    suggestion: marked.length === 0 ? null : suggestTuning(settings, readings, stored),
  };
}

export const alarmTuningRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const roomOrRefuse = async (id: string, scope: ReturnType<typeof visibleRooms>, language: Language): Promise<RoomRow> =>
    (await findLiveRoom(db, id, scope)) ?? refuse(language, 404, 'roomNotFound');
  const refuse = (language: Language, statusCode: number, key: 'roomNotFound' | 'noTuningSuggestion'): never => {
    throw new HttpError(statusCode, serverMessage(language, key));
  };

  app.get(
    '/rooms/:id/alarm-tuning',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'getAlarmTuning',
        tags: ['rooms'],
        summary: 'The alarms marked false in the last 30 days, and the settings that would have avoided them',
        security: sessionSecurity,
        description:
          "Replays the room's stored readings through the alarm engine with the current settings and with stricter ones (a longer sustain, higher thresholds), smallest change first: the suggestion raises none of the alarms marked false and every other alarm the current settings raise, with the counts before and after.",
        params,
        response: { 200: jsonResponse('The tuning', tuningResponseSchema), ...common },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const room = await roomOrRefuse(request.params.id, visibleRooms(caller), requestLanguage(request));
      return tuningOf(db, room, clock());
    },
  );

  app.post(
    '/rooms/:id/alarm-tuning/apply',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'applyAlarmTuning',
        tags: ['rooms'],
        summary: "Apply the tuning's suggestion to the room",
        security: sessionSecurity,
        description:
          'Computes the suggestion again (the readings may have moved on since it was shown) and changes only the settings it names, in one transaction with its audit entry; the alarm engine reads them from the next reading on. 409 when there is no suggestion.',
        params,
        response: {
          200: jsonResponse('What was applied, and the tuning as it now is', z.object({ applied: tuningChangeSchema, tuning: tuningResponseSchema })),
          ...common,
          409: errorResponse('No setting avoids the alarms marked false without missing a real alarm'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const now = clock();
      const room = await roomOrRefuse(request.params.id, visibleRooms(caller), language);
      const suggestion = (await tuningOf(db, room, now)).suggestion ?? refuse(language, 409, 'noTuningSuggestion');
      await db.transaction(async (tx) => {
        if (!(await lockRoom(tx, room.id, visibleRooms(caller)))) refuse(language, 404, 'roomNotFound');
        await updateRoom(tx, room.id, suggestion.change);
        await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'room.settings', targetType: 'room', targetId: room.id });
      });
      const changed = (await findLiveRoom(db, room.id, undefined)) ?? refuse(language, 404, 'roomNotFound');
      return { applied: suggestion.change, tuning: await tuningOf(db, changed, now) };
    },
  );
};
