// docs/permissions.md, "Webhooks": staff read any customer's endpoints (administrators and controllers
// change them, naming the customer when adding: without one, 400); a customer reads and changes its
// own (another customer's endpoint answers 404, as a missing one); managers and manufacturers none.
// The endpoints point at port 9 of this machine, which nothing answers: a ping fails quickly and safely.
import { randomUUID } from 'node:crypto';
import type { Role } from '@sereno/validation';
import { webhookDeliveries, webhookEndpoints } from '../../src/db/schema/webhooks.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, type Decision, type RouteCase, type Subject } from './matrix.ts';

type Row = readonly [Decision, Decision, Decision];
const forbidden = everywhere(403);
const receiver = 'http://127.0.0.1:9/webhooks';

/** An endpoint of the subject's customer (described with the subject's id, for the list); a staff subject has none. */
async function endpointOf(subject: Subject, demo: DemoServer): Promise<string> {
  if (!subject.customerId) return randomUUID();
  const now = new Date();
  const [row] = await demo.server.db
    .insert(webhookEndpoints)
    .values({
      customerId: subject.customerId,
      url: receiver,
      description: subject.id,
      events: ['alarm.raised'],
      secret: 'whsec_test',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: webhookEndpoints.id });
  return row?.id ?? '';
}

async function deliveryOf(subject: Subject, demo: DemoServer): Promise<{ endpoint: string; delivery: string }> {
  const endpoint = await endpointOf(subject, demo);
  if (!subject.customerId) return { endpoint, delivery: randomUUID() };
  const [row] = await demo.server.db
    .insert(webhookDeliveries)
    .values({ endpointId: endpoint, eventId: randomUUID(), eventType: 'alarm.raised', body: '{}', status: 'failed' })
    .returning({ id: webhookDeliveries.id });
  return { endpoint, delivery: row?.id ?? '' };
}

/** On one endpoint: staff any customer's (a staff subject has no endpoint: 404), a customer its own. */
const onEndpoint = (success: Decision, staffWrite: boolean): Record<Role, Row> => ({
  admin: [success, success, 404],
  controller: [success, success, 404],
  fieldServiceAgents: staffWrite ? forbidden : [success, success, 404],
  manager: forbidden,
  customer: [success, 404, 404],
  manufacturer: forbidden,
});

const named = (subject: Subject): { customerId?: string } => (subject.customerId ? { customerId: subject.customerId } : {});

export const webhooksMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/webhooks',
    request: async (subject, _role, demo) => {
      await endpointOf(subject, demo);
      return { method: 'GET', url: '/api/webhooks' };
    },
    itemIds: (body) => ((body as { endpoints?: { description: string }[] }).endpoints ?? []).map((endpoint) => endpoint.description),
    decisions: {
      admin: ['listed', 'listed', 'hidden'],
      controller: ['listed', 'listed', 'hidden'],
      fieldServiceAgents: ['listed', 'listed', 'hidden'],
      manager: forbidden,
      customer: ['listed', 'hidden', 'hidden'],
      manufacturer: forbidden,
    },
  },
  {
    route: 'POST /api/webhooks',
    request: (subject) => ({ method: 'POST', url: '/api/webhooks', payload: { url: receiver, events: ['device.offline'], ...named(subject) } }),
    decisions: {
      admin: [201, 201, 400],
      controller: [201, 201, 400],
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: [201, 404, 201],
      manufacturer: forbidden,
    },
  },
  {
    route: 'GET /api/webhooks/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/webhooks/${await endpointOf(subject, demo)}` }),
    decisions: onEndpoint(200, false),
  },
  {
    route: 'PATCH /api/webhooks/{id}',
    request: async (subject, _role, demo) => ({
      method: 'PATCH',
      url: `/api/webhooks/${await endpointOf(subject, demo)}`,
      payload: { description: 'Cambiado' },
    }),
    decisions: onEndpoint(200, true),
  },
  {
    route: 'DELETE /api/webhooks/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/webhooks/${await endpointOf(subject, demo)}` }),
    decisions: onEndpoint(204, true),
  },
  {
    route: 'POST /api/webhooks/{id}/secret',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/webhooks/${await endpointOf(subject, demo)}/secret` }),
    decisions: onEndpoint(200, true),
  },
  {
    route: 'POST /api/webhooks/{id}/ping',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/webhooks/${await endpointOf(subject, demo)}/ping` }),
    decisions: onEndpoint(200, true),
  },
  {
    route: 'GET /api/webhooks/{id}/deliveries',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/webhooks/${await endpointOf(subject, demo)}/deliveries` }),
    decisions: onEndpoint(200, false),
  },
  {
    route: 'POST /api/webhooks/{id}/deliveries/{deliveryId}/replay',
    request: async (subject, _role, demo) => {
      const { endpoint, delivery } = await deliveryOf(subject, demo);
      return { method: 'POST', url: `/api/webhooks/${endpoint}/deliveries/${delivery}/replay` };
    },
    decisions: onEndpoint(202, true),
  },
];
