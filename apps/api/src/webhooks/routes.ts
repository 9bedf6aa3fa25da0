// Signed webhooks (docs/webhooks.md): a customer's endpoints — list, add (its secret shown once),
// change, delete, rotate the secret — a test ping, and the delivery log with replay. Staff act for any
// customer (naming it when adding); a customer for its own: another customer's endpoint answers 404.
// Who may call what: docs/permissions.md, "Webhooks".
import { can } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { customerExists } from '../customers/queries.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { refuseAddress, type AddressPolicy } from './addresses.ts';
import type { SecretBox } from '../third-parties/crypto.ts';
import type { WebhookDelivery } from './delivery.ts';
import { refusalText, webhookText } from './messages.ts';
import {
  common,
  createdEndpointSchema,
  createEndpointBody,
  deliveryListQuery,
  deliveryParams,
  deliverySchema,
  endpointListQuery,
  endpointParams,
  endpointSchema,
  rotatedSecretSchema,
  toDelivery,
  toEndpoint,
  updateEndpointBody,
} from './responses.ts';
import {
  deleteEndpoint,
  findDelivery,
  findEndpoint,
  insertEndpoint,
  insertPing,
  insertReplay,
  listDeliveries,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
  visibleEndpoints,
} from './service.ts';

export interface WebhookRouteOptions {
  db: Database;
  clock: () => Date;
  delivery: WebhookDelivery;
  addresses: AddressPolicy;
  /** Seals the signing secrets at rest (under SERENO_SECRET). */
  box: SecretBox;
}

const tags = ['webhooks'];

export const webhookRoutes: FastifyPluginAsyncZod<WebhookRouteOptions> = async (app, { db, clock, delivery, addresses, box }) => {
  /** The customer a new endpoint is for: staff name one that exists; others their own (another's is 404). */
  async function customerFor(request: FastifyRequest, customerId: string | undefined): Promise<string> {
    const caller = callerOf(request);
    const language = requestLanguage(request);
    if (!can(caller.role, 'customers.actForAny')) {
      if (customerId !== undefined && customerId !== caller.customerId) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
      if (!caller.customerId) throw new HttpError(400, serverMessage(language, 'customerMissing'));
      return caller.customerId;
    }
    if (customerId === undefined) throw new HttpError(400, serverMessage(language, 'customerMissing'));
    if (!(await customerExists(db, customerId))) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
    return customerId;
  }

  async function endpointOf(request: FastifyRequest, id: string) {
    const endpoint = await findEndpoint(db, id, visibleEndpoints(callerOf(request)));
    if (!endpoint) throw new HttpError(404, webhookText(requestLanguage(request), 'endpointNotFound'));
    return endpoint;
  }

  async function checkAddress(request: FastifyRequest, url: string): Promise<void> {
    const refusal = await refuseAddress(url, addresses);
    if (refusal) throw new HttpError(400, refusalText(requestLanguage(request), refusal));
  }

  app.get(
    '/webhooks',
    {
      config: { action: 'webhooks.read' },
      schema: {
        operationId: 'listWebhookEndpoints',
        tags,
        summary: "The customer's webhook endpoints (staff: every customer's, or the one named)",
        security: sessionSecurity,
        querystring: endpointListQuery,
        response: { 200: jsonResponse('Oldest first; secrets are never listed', z.object({ endpoints: z.array(endpointSchema) })), ...common },
      },
    },
    async (request) => {
      const rows = await listEndpoints(db, visibleEndpoints(callerOf(request)), request.query.customerId);
      return { endpoints: rows.map((row) => toEndpoint(row, clock())) };
    },
  );

  app.post(
    '/webhooks',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'createWebhookEndpoint',
        tags,
        summary: 'Add an endpoint: its signing secret is in this answer only',
        description:
          'https:// to a public address only (SSRF): private, loopback and reserved addresses are refused; outside production http(s) to this machine is allowed for a local receiver.',
        security: sessionSecurity,
        body: createEndpointBody,
        response: { 201: jsonResponse('Added; deliveries start with the next event', createdEndpointSchema), ...common },
      },
    },
    async (request, reply) => {
      const { customerId, url, description = '', events } = request.body;
      const customer = await customerFor(request, customerId);
      await checkAddress(request, url);
      const { row, secret } = await insertEndpoint(db, box, customer, { url, description, events }, clock());
      reply.code(201);
      return { ...toEndpoint(row, clock()), secret };
    },
  );

  app.get(
    '/webhooks/:id',
    {
      config: { action: 'webhooks.read' },
      schema: {
        operationId: 'getWebhookEndpoint',
        tags,
        summary: 'One endpoint',
        security: sessionSecurity,
        params: endpointParams,
        response: { 200: jsonResponse('The endpoint', endpointSchema), ...common },
      },
    },
    async (request) => toEndpoint(await endpointOf(request, request.params.id), clock()),
  );

  app.patch(
    '/webhooks/:id',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'updateWebhookEndpoint',
        tags,
        summary: 'Change an endpoint: its address, description, events, or enable / disable it',
        security: sessionSecurity,
        params: endpointParams,
        body: updateEndpointBody,
        response: { 200: jsonResponse('The endpoint as it is now', endpointSchema), ...common },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      if (request.body.url !== undefined && request.body.url !== endpoint.url) await checkAddress(request, request.body.url);
      return toEndpoint(await updateEndpoint(db, endpoint, request.body, clock()), clock());
    },
  );

  app.delete(
    '/webhooks/:id',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'deleteWebhookEndpoint',
        tags,
        summary: 'Delete an endpoint and its delivery log',
        security: sessionSecurity,
        params: endpointParams,
        response: { 204: z.undefined().describe('Deleted'), ...common },
      },
    },
    async (request, reply) => {
      const endpoint = await endpointOf(request, request.params.id);
      await deleteEndpoint(db, endpoint.id);
      return reply.code(204).send();
    },
  );

  app.post(
    '/webhooks/:id/secret',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'rotateWebhookSecret',
        tags,
        summary: 'Rotate the signing secret: the new one is in this answer only',
        description: 'For 24 hours the previous secret signs too (a second `v1,` signature), so that the receiver can switch without losing events.',
        security: sessionSecurity,
        params: endpointParams,
        response: { 200: jsonResponse('The new secret', rotatedSecretSchema), ...common },
      },
    },
    async (request) => {
      const { row, secret } = await rotateSecret(db, box, await endpointOf(request, request.params.id), clock());
      return { secret, previousSecretValidUntil: (row.previousSecretUntil ?? clock()).toISOString() };
    },
  );

  app.post(
    '/webhooks/:id/ping',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'pingWebhookEndpoint',
        tags,
        summary: 'Send a test ping now, signed like any event, and answer how it went',
        description: 'One attempt, no retries; a disabled endpoint can be pinged. The ping is in the delivery log.',
        security: sessionSecurity,
        params: endpointParams,
        response: { 200: jsonResponse('The ping as it went (status sent or failed)', deliverySchema), ...common },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      return toDelivery(await delivery.sendNow(await insertPing(db, endpoint, clock())));
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      config: { action: 'webhooks.read' },
      schema: {
        operationId: 'listWebhookDeliveries',
        tags,
        summary: "The endpoint's delivery log, newest first",
        security: sessionSecurity,
        params: endpointParams,
        querystring: deliveryListQuery,
        response: { 200: jsonResponse('The newest deliveries', z.object({ deliveries: z.array(deliverySchema) })), ...common },
      },
    },
    async (request) => {
      const endpoint = await endpointOf(request, request.params.id);
      return { deliveries: (await listDeliveries(db, endpoint.id, request.query.limit)).map(toDelivery) };
    },
  );

  app.post(
    '/webhooks/:id/deliveries/:deliveryId/replay',
    {
      config: { action: 'webhooks.write' },
      schema: {
        operationId: 'replayWebhookDelivery',
        tags,
        summary: 'Send a delivery again: the same event id and body, with retries of its own',
        security: sessionSecurity,
        params: deliveryParams,
        response: { 202: jsonResponse('Queued: it leaves within seconds', deliverySchema), ...common },
      },
    },
    async (request, reply) => {
      const endpoint = await endpointOf(request, request.params.id);
      const original = await findDelivery(db, endpoint.id, request.params.deliveryId);
      if (!original) throw new HttpError(404, webhookText(requestLanguage(request), 'deliveryNotFound'));
      const replay = await insertReplay(db, original, clock());
      delivery.wake();
      reply.code(202);
      return toDelivery(replay);
    },
  );
};
