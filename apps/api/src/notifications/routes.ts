// Spec §6 "SMS notification needs activation by the provider": Sereno's staff record, per customer,
// that the provider has activated its SMS (docs/alarms.md, docs/permissions.md "Notifications").
import { message } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lockCustomer } from '../customers/queries.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { setSmsActivation } from './sms-activation.ts';
import { smsActivations } from '../db/schema/notifications.ts';

const smsActivationSchema = z
  .object({
    customerId: z.uuid(),
    smsActivated: z.boolean(),
    activatedAt: z.iso.datetime().nullable().describe('When staff recorded the activation; null while not activated'),
  })
  .meta({ id: 'SmsActivation' });

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  app.put(
    '/customers/:id/sms-activation',
    {
      config: { action: 'customers.activateSms' },
      schema: {
        operationId: 'setCustomerSmsActivation',
        tags: ['customers'],
        summary: "Record that the provider activated (or withdrew) a customer's SMS",
        security: sessionSecurity,
        description:
          "Administrators and controllers only, once the SMS provider has activated the customer's sender. Until then the SMS of the customer's rooms are kept " +
          'in the outbox, not sent (reason sms-not-activated), and the rooms answer `smsActivated: false`. Setting it again changes nothing.',
        params: z.object({ id: z.uuid({ error: message('identifier') }) }),
        body: z.object({ activated: z.boolean() }),
        response: {
          200: jsonResponse("The customer's SMS activation", smsActivationSchema),
          400: errorResponse('A bad id or body'),
          401: errorResponse('No live session'),
          403: errorResponse('Not an administrator or controller'),
          404: errorResponse('No such customer'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const customerId = request.params.id;
      return db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, customerId))) throw new HttpError(404, serverMessage(requestLanguage(request), 'customerNotFound'));
        await setSmsActivation(tx, { customerId, activated: request.body.activated, by: caller.id, at: clock() });
        const [row] = await tx.select({ activatedAt: smsActivations.activatedAt }).from(smsActivations).where(eq(smsActivations.customerId, customerId));
        return { customerId, smsActivated: row !== undefined, activatedAt: row?.activatedAt.toISOString() ?? null };
      });
    },
  );
};
