// PUT/DELETE /api/alarms/{id}/false-alarm (issue 21): a host or agent says an alarm was false and
// what set it off, or takes it back. Who may: whoever handles the room's alarms (docs/permissions.md).
import { falseAlarmMarkSchema, message } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventBus } from '../events/bus.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { AlarmRow } from '../db/schema/alarms.ts';
import { markFalseAlarm, unmarkFalseAlarm } from './false-alarms.ts';
import { publishAlarmChanges } from './publish.ts';
import { alarmResponseSchema, findAlarm } from './responses.ts';
import { visibleAlarms } from './scope.ts';

const params = z.object({ id: z.uuid({ error: message('identifier') }) });
const responses = {
  200: jsonResponse('The alarm, with `falseAlarm` as it now is', alarmResponseSchema),
  400: errorResponse('The id or the cause is not valid'),
  401: errorResponse('No live session'),
  403: errorResponse('Manufacturers do not see rooms'),
  404: errorResponse('No such alarm among the rooms the caller may see'),
};

export const falseAlarmRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; events: EventBus }> = async (app, { db, clock, events }) => {
  /** The alarm as changed, published to the room's live viewers. */
  const answer = async (request: FastifyRequest, row: AlarmRow | undefined) => {
    const language = requestLanguage(request);
    if (!row) throw new HttpError(404, serverMessage(language, 'alarmNotFound'));
    await publishAlarmChanges(db, events, [{ alarmId: row.id, roomId: row.roomId, monitorId: row.monitorId }], request.log);
    const found = await findAlarm(db, row.id, undefined, language);
    if (!found) throw new HttpError(404, serverMessage(language, 'alarmNotFound'));
    return found;
  };
  const contextOf = (request: FastifyRequest) => ({ actor: callerOf(request), ip: request.ip, now: clock() });

  app.put(
    '/alarms/:id/false-alarm',
    {
      config: { action: 'alarms.handle' },
      schema: {
        operationId: 'markFalseAlarm',
        tags: ['alarms'],
        summary: 'Say that an alarm was false, and what set it off',
        security: sessionSecurity,
        description:
          'Any alarm, active or resolved; marking again changes the cause. Kept with who and when; the room’s tuning (`GET /api/rooms/{id}/alarm-tuning`) suggests settings that would have avoided the alarms marked false.',
        params,
        body: falseAlarmMarkSchema,
        response: responses,
      },
    },
    async (request) => answer(request, await markFalseAlarm(db, request.params.id, visibleAlarms(callerOf(request)), contextOf(request), request.body.cause)),
  );

  app.delete(
    '/alarms/:id/false-alarm',
    {
      config: { action: 'alarms.handle' },
      schema: {
        operationId: 'unmarkFalseAlarm',
        tags: ['alarms'],
        summary: 'Take back that an alarm was false',
        security: sessionSecurity,
        params,
        response: responses,
      },
    },
    async (request) => answer(request, await unmarkFalseAlarm(db, request.params.id, visibleAlarms(callerOf(request)), contextOf(request))),
  );
};
