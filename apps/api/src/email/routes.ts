import { listQuerySchema, message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationProviders } from '../notifications/jobs.ts';
import { latestNotifications, outboxNotificationSchema } from '../notifications/outbox-view.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { latestEmails, redactCredentials } from './outbox.ts';
import { jobStatuses } from '../platform/job-columns.ts';

const outboxEmailSchema = z
  .object({
    _id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    redacted: z.boolean().describe("Whether the links' credentials (a reset link's token) are hidden: shown only to the person the email was sent to"),
    kind: z.string().describe('What the email is for, such as reset-password'),
    createdAt: z.iso.datetime(),
    sentAt: z.iso.datetime().nullable().describe('When SMTP accepted it; null while it waits in the outbox'),
    status: z.enum(jobStatuses).describe('pending (waiting, or between attempts), sending, sent, or failed for good'),
    attempts: z.int().nonnegative(),
    lastError: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmail' });

const outboxPageSchema = z
  .object({
    emails: z.array(outboxEmailSchema),
    notifications: z
      .array(outboxNotificationSchema)
      .describe('The alarm and disconnection notifications (calls, SMS, emails), newest first, the same page of them'),
    demo: z.boolean().describe('Whether this server runs in demo mode: what could not leave was never meant to'),
    providers: z
      .object({ email: z.boolean(), sms: z.boolean(), call: z.boolean(), push: z.boolean() })
      .describe('Which channels can leave this server (SMTP_URL, TWILIO_*, SERENO_VAPID_*); without one, its messages are kept here as not sent'),
    totalPages: z.int().nonnegative().describe('Pages of the longer of the two lists'),
    totalEmails: z.int().nonnegative(),
    totalNotifications: z.int().nonnegative(),
  })
  .meta({ id: 'OutboxPage' });

/**
 * For the staff who watch the alarms (admin, controller and fieldServiceAgents): in demo mode, what the
 * demo would have sent; in production, the delivery log with its failures. A reset link's token is
 * shown only to the person it was sent to, so nobody who reads it can take over another account.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Database; providers: NotificationProviders; demo: boolean }> = async (
  app,
  { db, providers, demo },
) => {
  app.get(
    '/dev/outbox',
    {
      config: { action: 'outbox.read' },
      schema: {
        operationId: 'getDevOutbox',
        tags: ['dev'],
        summary: 'The emails, SMS and calls the server sent or would have sent, newest first (the delivery log)',
        security: sessionSecurity,
        description:
          'Only for admin, controller and fieldServiceAgents (401 without a session, 403 for the other roles): in demo mode what the demo sent or ' +
          'would have sent, in production the delivery log with its failures. ' +
          "The links' credentials (a reset link's token) are shown only in the emails sent to the caller's own email; in the others they read " +
          '`********` and `redacted` is true.',
        querystring: listQuerySchema.pick({ offset: true, limit: true }).extend({
          onlyFailures: z
            .enum(['true', 'false'], { error: message('option') })
            .optional()
            .describe(
              'true: only the failures of both lists: what a provider refused for good, or refused once and will try again ' +
                '(not what is kept on purpose: no provider for the channel, SMS not activated)',
            ),
        }),
        response: {
          200: jsonResponse('A page of the outbox, newest first', outboxPageSchema),
          400: errorResponse('A bad offset or limit'),
          401: errorResponse('No live session'),
          403: errorResponse('Not staff'),
        },
      },
    },
    async (request, reply) => {
      const { offset, limit } = request.query;
      const onlyFailures = request.query.onlyFailures === 'true';
      const callerEmail = callerOf(request).email.toLowerCase();
      const [{ emails: rows, total: totalEmails }, jobs] = await Promise.all([
        latestEmails(db, { offset, limit, onlyFailures }),
        latestNotifications(db, { offset, limit, onlyFailures }),
      ]);
      reply.header('cache-control', 'no-store');
      return {
        emails: rows.map((row) => ({
          _id: row.id,
          to: row.to,
          subject: row.subject,
          ...(row.to.toLowerCase() === callerEmail ? { text: row.text, html: row.html, redacted: false } : redactCredentials(row)),
          kind: row.kind,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
        })),
        notifications: jobs.notifications,
        demo,
        providers,
        totalPages: Math.ceil(Math.max(totalEmails, jobs.total) / limit),
        totalEmails,
        totalNotifications: jobs.total,
      };
    },
  );
};
