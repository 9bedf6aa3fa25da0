// A customer's service contracts after onboarding (spec §3 Service contract): staff add a contract
// and change its licences. Who may call what: docs/permissions.md, "Customers".
import { message, serviceContractInputSchema, serviceContractUpdateSchema } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleCustomers } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { addContract, updateContract } from './contracts.ts';
import { findCustomerIn } from './queries.ts';
import { serviceContractUsageSchema, toContractUsage } from './responses.ts';

const identifier = z.uuid({ error: message('identifier') });

export const contractRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const fail = (request: FastifyRequest, statusCode: number, key: ServerMessageKey, params?: Record<string, string | number>): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key, params));
  };
  /** The customer `id` when the caller may see it; 404 otherwise, as if it did not exist. */
  async function visibleCustomerId(request: FastifyRequest, id: string): Promise<string> {
    const customer = await findCustomerIn(db, id, visibleCustomers(callerOf(request)));
    return customer?.id ?? fail(request, 404, 'customerNotFound');
  }
  const auditContext = (request: FastifyRequest) => ({ actor: callerOf(request), ip: request.ip, now: clock() });

  app.post(
    '/customers/:id/service-contracts',
    {
      config: { action: 'customers.editContracts' },
      schema: {
        operationId: 'addServiceContract',
        tags: ['customers'],
        summary: 'Add a service contract with its licences to a customer',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        body: serviceContractInputSchema,
        response: {
          201: jsonResponse('The contract, with each licence unused', serviceContractUsageSchema),
          400: errorResponse('A field is missing or invalid'),
          401: errorResponse('No live session'),
          403: errorResponse('Only administrators and controllers change contracts'),
          404: errorResponse('No such customer'),
        },
      },
    },
    async (request, reply) => {
      const customerId = await visibleCustomerId(request, request.params.id);
      const contract = await addContract(db, customerId, request.body, auditContext(request));
      return reply.code(201).send(toContractUsage(contract));
    },
  );

  app.put(
    '/customers/:id/service-contracts/:contractId',
    {
      config: { action: 'customers.editContracts' },
      schema: {
        operationId: 'updateServiceContract',
        tags: ['customers'],
        summary: "Change a contract's name and licences",
        security: sessionSecurity,
        description:
          'The contract as it is to be: a licence with `_id` is changed, one without is added, one left out is removed. ' +
          '409 when a licence that rooms hold would be removed or brought below their number (the message names it and how many hold it).',
        params: z.object({ id: identifier, contractId: identifier }),
        body: serviceContractUpdateSchema,
        response: {
          200: jsonResponse("The contract as changed, with each licence's use", serviceContractUsageSchema),
          400: errorResponse('A field is missing or invalid, or a licence `_id` is not of this contract'),
          401: errorResponse('No live session'),
          403: errorResponse('Only administrators and controllers change contracts'),
          404: errorResponse('No such customer, or no such contract of it'),
          409: errorResponse('Rooms hold a licence that would be removed or fall below their number'),
        },
      },
    },
    async (request) => {
      const customerId = await visibleCustomerId(request, request.params.id);
      const result = await updateContract(db, customerId, request.params.contractId, request.body, auditContext(request));
      switch (result.outcome) {
        case 'done':
          return toContractUsage(result.contract);
        case 'contractNotFound':
          return fail(request, 404, 'contractNotFound');
        case 'licenceNotInContract':
          return fail(request, 400, 'licenceNotInContract');
        case 'licenceInUse':
          return fail(request, 409, 'licenceInUse', { name: result.name, used: result.used });
      }
    },
  );
};
