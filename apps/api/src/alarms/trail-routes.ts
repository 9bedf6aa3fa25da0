// GET /alarms/{id}/trail: what the person handling an alarm needs beside it: who has been told (its
// notifications and where each stands) and the guest who was in the room when it was raised, to call.
// Who may call it: whoever may see the alarm (docs/permissions.md, "Alarms").
import { message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentBooking } from '../bookings/current.ts';
import { alarmTrail, trailNotificationSchema } from '../notifications/alarm-trail.ts';
import { usedActionLinks } from '../notifications/message-links.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findAlarm } from './responses.ts';
import { visibleAlarms } from './scope.ts';

const staySchema = z
  .object({
    _id: z.uuid(),
    guestName: z.string(),
    phone: z.string().nullable(),
    language: z.string().nullable(),
    checkIn: z.iso.datetime(),
    checkOut: z.iso.datetime(),
  })
  .meta({ id: 'AlarmStay' });

const handlingSchema = z
  .object({
    action: z.enum(['acknowledge', 'resolve']),
    at: z.iso.datetime(),
    by: z.object({ _id: z.uuid(), username: z.string().optional() }).nullable().describe('Who; null when it resolved by itself'),
    via: z
      .enum(['link', 'panel', 'automatic'])
      .describe('link: a one-tap button of an alarm message; panel: the panel or the API; automatic: it resolved by itself after the quiet time'),
  })
  .meta({ id: 'AlarmHandling' });

const trailSchema = z
  .object({
    notifications: z.array(trailNotificationSchema).describe('Oldest first'),
    handling: z.array(handlingSchema).describe('Who acknowledged and who resolved the alarm, when and how; oldest first'),
    stay: staySchema.nullable().describe('The confirmed booking the room was in when the alarm was raised; null when it was empty'),
  })
  .meta({ id: 'AlarmTrail' });

export const alarmTrailRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/alarms/:id/trail',
    {
      config: { action: 'alarms.read' },
      schema: {
        operationId: 'getAlarmTrail',
        tags: ['alarms'],
        summary: "An alarm's notifications and the guest to call",
        security: sessionSecurity,
        params: z.object({ id: z.uuid({ error: message('identifier') }) }),
        response: {
          200: jsonResponse("The alarm's trail", trailSchema),
          400: errorResponse('The id is not valid'),
          401: errorResponse('No live session'),
          403: errorResponse('Manufacturers do not see rooms'),
          404: errorResponse('No such alarm (or not one the caller may see)'),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const alarm = await findAlarm(db, request.params.id, visibleAlarms(callerOf(request)), language);
      if (!alarm) throw new HttpError(404, serverMessage(language, 'alarmNotFound'));
      const [notifications, booking, usedLinks] = await Promise.all([
        alarmTrail(db, alarm._id),
        currentBooking(db, alarm.roomId, new Date(alarm.createdAt)),
        usedActionLinks(db, alarm._id),
      ]);
      // An action came from a message's button when a link of that action was spent at that very time (one transaction).
      const viaOf = (action: 'acknowledge' | 'resolve', at: string) =>
        usedLinks.some((link) => link.action === action && link.usedAt.toISOString() === at) ? ('link' as const) : ('panel' as const);
      const handling = [
        ...(alarm.acknowledged
          ? [{ action: 'acknowledge' as const, at: alarm.acknowledged.at, by: alarm.acknowledged.by ?? null, via: viaOf('acknowledge', alarm.acknowledged.at) }]
          : []),
        ...(alarm.resolved
          ? [
              {
                action: 'resolve' as const,
                at: alarm.resolved.at,
                by: alarm.resolved.by ?? null,
                via: alarm.resolved.by ? viaOf('resolve', alarm.resolved.at) : ('automatic' as const),
              },
            ]
          : []),
      ];
      return {
        notifications,
        handling,
        stay: booking && {
          _id: booking.id,
          guestName: [booking.guestFirstName, booking.guestLastName].filter(Boolean).join(' '),
          phone: booking.guestPhone,
          language: booking.guestLanguage,
          checkIn: booking.checkIn.toISOString(),
          checkOut: booking.checkOut.toISOString(),
        },
      };
    },
  );
};
