// A customer's notification preferences (spec §3; docs/notification-preferences.md): read by whoever
// reads the customer, changed by whoever changes it (docs/permissions.md, "Customers"). Another
// customer's, or one the caller may not see, answers 404 as a missing one.
import { message, notificationPreferencesSchema } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { findCustomerIn, lockCustomer, setCustomerDisconnectionEmails, type CustomerRow } from '../customers/queries.ts';
import { callerOf, visibleCustomers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { countRoomsOfCustomer, setRoomsOfCustomer } from '../rooms/queries.ts';
import { newRoomNotificationColumns, saveNotificationDefaults, toPreferences, toRoomColumns } from './preferences.ts';
import { smsActivations } from '../db/schema/notifications.ts';

const customerPreferencesSchema = z
  .object({
    customerId: z.uuid(),
    preferences: notificationPreferencesSchema.describe("The defaults of the customer's new rooms"),
    disconnectionEmails: z.boolean().describe('Whether the customer wants disconnected-device emails at all (the customer-wide switch)'),
    smsActivated: z.boolean().describe('Whether the provider has activated the customer’s SMS: until then no SMS is sent'),
    smsActivatedAt: z.iso.datetime().nullable(),
    rooms: z.int().nonnegative().describe('How many live rooms the customer has'),
  })
  .meta({ id: 'CustomerNotificationPreferences' });

const updateSchema = z
  .object({
    preferences: notificationPreferencesSchema,
    disconnectionEmails: z.boolean(),
    applyToRooms: z.boolean().describe('Also set these preferences on every live room of the customer now'),
  })
  .meta({ id: 'CustomerNotificationPreferencesUpdate' });

const params = z.object({ id: z.uuid({ error: message('identifier') }) });

export const notificationPreferenceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const notFound = (request: FastifyRequest): never => {
    throw new HttpError(404, serverMessage(requestLanguage(request), 'customerNotFound'));
  };

  async function answer(customer: CustomerRow) {
    const [columns, rooms, [activation]] = await Promise.all([
      newRoomNotificationColumns(db, customer.id),
      countRoomsOfCustomer(db, customer.id),
      db.select({ activatedAt: smsActivations.activatedAt }).from(smsActivations).where(eq(smsActivations.customerId, customer.id)),
    ]);
    return {
      customerId: customer.id,
      preferences: toPreferences(columns),
      disconnectionEmails: customer.disconnectionNotificationEnabled,
      smsActivated: activation !== undefined,
      smsActivatedAt: activation?.activatedAt.toISOString() ?? null,
      rooms,
    };
  }

  app.get(
    '/customers/:id/notification-preferences',
    {
      config: { action: 'customers.read' },
      schema: {
        operationId: 'getCustomerNotificationPreferences',
        tags: ['customers'],
        summary: "A customer's notification preferences, the defaults of its new rooms, and its SMS activation",
        security: sessionSecurity,
        description: 'Without preferences set, a room’s own defaults. A customer reads its own; staff any. Others 404.',
        params,
        response: {
          200: jsonResponse('The preferences', customerPreferencesSchema),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('A role that reads no customer'),
          404: errorResponse('No such customer, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const customer = (await findCustomerIn(db, request.params.id, visibleCustomers(callerOf(request)))) ?? notFound(request);
      reply.header('cache-control', 'no-store');
      return answer(customer);
    },
  );

  app.put(
    '/customers/:id/notification-preferences',
    {
      config: { action: 'customers.edit' },
      schema: {
        operationId: 'updateCustomerNotificationPreferences',
        tags: ['customers'],
        summary: "Set how a customer wants to be told: its new rooms' defaults, and optionally all its rooms now",
        security: sessionSecurity,
        description:
          'Stores the preferences as the defaults of the customer’s new rooms and sets the customer-wide switch of the disconnection emails; ' +
          'with `applyToRooms`, every live room of the customer takes them now (its own settings can still change them afterwards). ' +
          'A customer sets its own; administrators and controllers any. Others 404.',
        params,
        body: updateSchema,
        response: {
          200: jsonResponse('The preferences as set', customerPreferencesSchema.extend({ updatedRooms: z.int().nonnegative() })),
          400: errorResponse('A bad id or body'),
          401: errorResponse('No live session'),
          403: errorResponse('A role that changes no customer'),
          404: errorResponse('No such customer, or not one the caller may see'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const customer = (await findCustomerIn(db, request.params.id, visibleCustomers(caller))) ?? notFound(request);
      const { preferences, disconnectionEmails, applyToRooms } = request.body;
      const columns = toRoomColumns(preferences);
      const now = clock();
      const updatedRooms = await db.transaction(async (tx) => {
        if (!(await lockCustomer(tx, customer.id))) notFound(request);
        await saveNotificationDefaults(tx, { customerId: customer.id, columns, by: caller.id, at: now });
        await setCustomerDisconnectionEmails(tx, customer.id, disconnectionEmails);
        await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'customer.update', targetType: 'customer', targetId: customer.id });
        return applyToRooms ? setRoomsOfCustomer(tx, customer.id, columns) : 0;
      });
      return { ...(await answer({ ...customer, disconnectionNotificationEnabled: disconnectionEmails })), updatedRooms };
    },
  );
};
