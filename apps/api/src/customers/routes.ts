// The customer calls of spec §7: a user's customer with its rooms, changing a customer, and the
// contracts with their licence usage. Who may call what: docs/permissions.md, "Customers".
import { can, customerCreateSchema, customerSchema, message, type Customer } from '@sereno/validation';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { callerOf, visibleCustomers, visibleUsers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { liveRoomsOfCustomer } from '../rooms/service.ts';
import { findUser, type UserRow } from '../users/queries.ts';
import { isSmsActivated } from '../notifications/sms-activation.ts';
import { userRefusalAnswers } from '../users/management-routes.ts';
import { createCustomerWithUser } from './create.ts';
import { contractsOf } from './licences.ts';
import { customerResponseSchema, customerWithRoomsSchema, serviceContractsSchema, toContractUsage, toCustomer, toCustomerRoom } from './responses.ts';
import { customers } from '../db/schema/customers.ts';

/** The columns the customer form sets: every field, an absent one cleared; staff's fields only for staff. */
function customerColumns(body: Customer, { staff }: { staff: boolean }): Partial<typeof customers.$inferInsert> {
  const { companyName, origin, annotations, disconnectionNotificationEnabled, thirdPartyServices, ...texts } = body;
  const clearedTexts = Object.fromEntries(textColumns.map((key) => [key, texts[key] ?? null]));
  return {
    name: companyName,
    ...clearedTexts,
    disconnectionNotificationEnabled,
    thirdPartyServices,
    ...(staff ? { origin: origin ?? null, annotations: annotations ?? null } : {}),
  };
}

const textColumns = [
  'contact',
  'alias',
  'email',
  'phone',
  'vat',
  'iban',
  'address',
  'city',
  'state',
  'country',
  'zipcode',
  'reportsEmail',
  'reportsPhone',
  'reportsPhoneSMS',
  'language',
] as const satisfies readonly (keyof Customer)[];
const identifier = z.uuid({ error: message('identifier') });

export const customerRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const fail = (request: FastifyRequest, statusCode: number, key: Parameters<typeof serverMessage>[1]): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key));
  };

  /** The customer id of `userId` (the caller without one), among the users the caller may see. */
  async function customerIdOf(request: FastifyRequest, userId: string | undefined): Promise<string> {
    const caller = callerOf(request);
    const user: UserRow | undefined = userId === undefined ? caller : await findUser(db, userId, visibleUsers(caller));
    if (!user) return fail(request, 404, 'userNotFound');
    return user.customerId ?? fail(request, 404, 'customerMissing');
  }

  async function customerResponse(request: FastifyRequest, customerId: string) {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    if (!row) return fail(request, 404, 'customerNotFound');
    return toCustomer(row, await contractsOf(db, row.id), {
      staffFields: can(callerOf(request).role, 'customers.readStaffNotes'),
      smsActivated: await isSmsActivated(db, row.id),
    });
  }

  app.get(
    '/customers/user/:userId',
    {
      config: { action: 'customers.read' },
      schema: {
        operationId: 'getUserCustomer',
        tags: ['customers'],
        summary: "A user's customer and the customer's rooms",
        security: sessionSecurity,
        description:
          'The rooms are those of every owner of the customer, by name; deleted rooms are left out. `origin` and `annotations` are shown to staff only. ' +
          '404 "el usuario no tiene cliente asociado" for a user without a customer.',
        params: z.object({ userId: identifier }),
        response: {
          200: jsonResponse('The customer and its rooms', customerWithRoomsSchema),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not read customers'),
          404: errorResponse('No such user (or not one the caller may see), or the user has no customer'),
        },
      },
    },
    async (request, reply) => {
      const customerId = await customerIdOf(request, request.params.userId);
      const customer = await customerResponse(request, customerId);
      const customerRooms = await liveRoomsOfCustomer(db, customerId);
      reply.header('cache-control', 'no-store');
      const now = clock();
      return { customer, rooms: customerRooms.map((room) => toCustomerRoom(room, now)) };
    },
  );

  app.post(
    '/customers',
    {
      config: { action: 'customers.create' },
      schema: {
        operationId: 'createCustomer',
        tags: ['customers'],
        summary: 'Add a customer with its first user and contracts',
        security: sessionSecurity,
        description:
          'Staff onboard a customer: its record, its first user (a `customer` account of it) and its first service contracts with their licences, ' +
          'all stored or none. 409 "El username o email ya existe" (USER_ALREADY_EXISTS) when the username, or the email in any letter case, belongs to an account.',
        body: customerCreateSchema,
        response: {
          201: jsonResponse('The customer and its user are created', z.object({ customerId: z.uuid(), userId: z.uuid() }).meta({ id: 'CreatedCustomer' })),
          400: errorResponse('A field is missing or invalid'),
          401: errorResponse('No live session'),
          403: errorResponse('Only administrators and controllers add customers'),
          409: errorResponse('The username or the email exists'),
        },
      },
    },
    async (request, reply) => {
      const result = await createCustomerWithUser(db, callerOf(request), request.body, { actor: callerOf(request), ip: request.ip, now: clock() });
      if (result.outcome !== 'done') {
        const [statusCode, key] = userRefusalAnswers[result.outcome];
        return fail(request, statusCode, key);
      }
      return reply.code(201).send(result.value);
    },
  );

  app.put(
    '/customers/:id',
    {
      config: { action: 'customers.edit' },
      schema: {
        operationId: 'updateCustomer',
        tags: ['customers'],
        summary: 'Change a customer',
        security: sessionSecurity,
        description:
          'The whole customer form: an absent optional field is cleared. `annotations` may come as text or as a list of messages; only the first is kept, as text. ' +
          'A customer changes its own customer, except `origin` and `annotations` (staff only: 403 if sent; kept as they were). Contracts have no part here.',
        params: z.object({ id: identifier }),
        body: customerSchema,
        response: {
          200: jsonResponse('The customer as changed', customerResponseSchema),
          400: errorResponse('A field is missing or invalid'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not change customers, or a customer sent staff fields'),
          404: errorResponse('No such customer, or not one the caller may see'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { origin, annotations } = request.body;
      const staff = can(caller.role, 'customers.editStaffNotes');
      if (!staff && (origin !== undefined || annotations !== undefined)) fail(request, 403, 'staffFieldsOnly');
      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(customers)
          .set(customerColumns(request.body, { staff }))
          .where(and(eq(customers.id, request.params.id), visibleCustomers(caller)))
          .returning({ id: customers.id });
        if (row)
          await recordAudit(tx, { actor: caller, ip: request.ip, now: clock() }, { action: 'customer.update', targetType: 'customer', targetId: row.id });
        return row;
      });
      if (!updated) return fail(request, 404, 'customerNotFound');
      return customerResponse(request, updated.id);
    },
  );

  app.get(
    '/customers/service-contracts/user',
    {
      config: { action: 'customers.read' },
      schema: {
        operationId: 'listServiceContracts',
        tags: ['customers'],
        summary: "A user's service contracts, with each licence's use",
        security: sessionSecurity,
        description:
          '`userId` defaults to the caller. For each licence: `used` (live rooms holding it), `total` (its quantity) and `available` (what is left; none while `activo` is false).',
        querystring: z.object({ userId: identifier.optional() }),
        response: {
          200: jsonResponse('The contracts', serviceContractsSchema),
          400: errorResponse('The id is not an id'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not read contracts'),
          404: errorResponse('No such user (or not one the caller may see), or the user has no customer'),
        },
      },
    },
    async (request, reply) => {
      const customerId = await customerIdOf(request, request.query.userId);
      reply.header('cache-control', 'no-store');
      return { serviceContracts: (await contractsOf(db, customerId)).map(toContractUsage) };
    },
  );
};
