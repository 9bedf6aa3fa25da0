// OWASP ASVS 5.0 V16.5.3 (the application fails securely and gracefully): an update that changes
// nothing is a normal request. Every PUT and PATCH of the OpenAPI document, sent `{}` by an
// administrator on a real object of the demo, answers below 500; where `{}` is a valid body the
// object comes back unchanged. The operations are read from the document, so a new one is covered
// without touching this file.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiePair, startTestServer, type TestServer } from '../../test/app.ts';
import { bookings } from '../db/schema/bookings.ts';
import { serviceContracts } from '../db/schema/customers.ts';
import { demoPassword, seedDemo } from '../demo/seed.ts';
import { devices } from '../db/schema/devices.ts';
import { alarms } from '../db/schema/alarms.ts';
import { settingsPresets } from '../db/schema/presets.ts';
import { rooms } from '../db/schema/rooms.ts';
import { tasks } from '../db/schema/tasks.ts';
import { users } from '../db/schema/users.ts';

interface OpenApiOperation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema: { required?: string[]; $ref?: string } }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, { required?: string[] }> };
}

let server: TestServer;
let app: FastifyInstance;
let cookie: string;
/** A real id for the object a path's `{param}` names, by the resource before it (`rooms` in /api/rooms/{id}). */
const realIds = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  await seedDemo(server.db);
  app = await server.app({ SERENO_DEMO: 'true', SERENO_SIMULATOR: 'false' });
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: demoPassword }, remoteAddress: '10.26.3.1' });
  expect(login.statusCode).toBe(200);
  cookie = cookiePair(login.headers['set-cookie']);
  const first = async (rows: Promise<{ id: string }[]>) => (await rows)[0]?.id ?? '';
  realIds.set('users', await first(server.db.select({ id: users.id }).from(users)));
  realIds.set('password', (login.json() as { _id: string })._id);
  // A customer with a contract, for the customer and contract calls.
  const [contract] = await server.db.select({ id: serviceContracts.id, customerId: serviceContracts.customerId }).from(serviceContracts).limit(1);
  realIds.set('customers', contract?.customerId ?? '');
  realIds.set('service-contracts', contract?.id ?? '');
  realIds.set('rooms', await first(server.db.select({ id: rooms.id }).from(rooms)));
  const now = new Date();
  const [alarm] = await server.db
    .insert(alarms)
    .values({
      roomId: realIds.get('rooms') ?? '',
      monitorId: 'SRN-0001',
      type: 'sound',
      level: 'low',
      name: 'Sala',
      createdAt: now,
      lastTriggeredAt: now,
      peak: 60,
    })
    .returning({ id: alarms.id });
  realIds.set('alarms', alarm?.id ?? '');
  realIds.set('presets', await first(server.db.select({ id: settingsPresets.id }).from(settingsPresets)));
  realIds.set('bookings', await first(server.db.select({ id: bookings.id }).from(bookings)));
  realIds.set('tasks', await first(server.db.select({ id: tasks.id }).from(tasks)));
  // A webhook endpoint of that customer, for the webhook calls.
  const endpoint = await app.inject({
    method: 'POST',
    url: '/api/webhooks',
    headers: { cookie },
    payload: { customerId: contract?.customerId, url: 'http://127.0.0.1:9/hook', events: ['alarm.raised'] },
  });
  expect(endpoint.statusCode).toBe(201);
  realIds.set('webhooks', (endpoint.json() as { _id: string })._id);
  const [device] = await server.db.select({ monitorId: devices.monitorId }).from(devices);
  realIds.set('monitor', device?.monitorId ?? '');
  const integration = await app.inject({ method: 'POST', url: '/api/users/integrations', headers: { cookie }, payload: { applicationName: 'Probe' } });
  expect(integration.statusCode).toBeLessThan(300);
  // A location under the administrator's own protocol graph, for the node calls.
  const owner = (login.json() as { _id: string })._id;
  expect((await app.inject({ method: 'POST', url: `/api/nodes/graph/owner/${owner}`, headers: { cookie } })).statusCode).toBeLessThan(300);
  const location = await app.inject({
    method: 'POST',
    url: '/api/nodes',
    headers: { cookie },
    payload: { ownerId: owner, name: 'Sede', type: 'headquarters' },
  });
  const graph = (await app.inject({ method: 'GET', url: `/api/nodes/graph/${owner}`, headers: { cookie } })).json() as {
    nodes: { _id: string; kind: string }[];
  };
  expect(location.statusCode, location.body).toBeLessThan(300);
  realIds.set('nodes', graph.nodes.find((node) => node.kind === 'location')?._id ?? '');
  realIds.set('link', graph.nodes.find((node) => node.kind === 'root')?._id ?? '');
  const card = await app.inject({
    method: 'POST',
    url: '/api/resources',
    headers: { cookie },
    payload: { ownerId: owner, nodeId: realIds.get('nodes'), module: 'wifi', content: { networkName: 'Sede' } },
  });
  expect(card.statusCode, card.body).toBeLessThan(300);
  realIds.set('resources', (card.json() as { _id: string })._id);
  realIds.set('integrations', (integration.json() as { _id?: string; id?: string })._id ?? (integration.json() as { id: string }).id);
});
afterAll(() => server.close());

/** The path with each `{param}` replaced by a real id of the resource named before it. */
function realPath(path: string): string {
  const segments = path.split('/');
  return segments
    .map((segment, index) => {
      if (!segment.startsWith('{')) return segment;
      const id = realIds.get(segments[index - 1] ?? '');
      if (!id) throw new Error(`no seeded object for ${segment} in ${path}: add its resource to realIds`);
      return encodeURIComponent(id);
    })
    .join('/');
}

function updates(): { method: string; path: string; acceptsEmpty: boolean }[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => method === 'put' || method === 'patch')
      .map(([method, operation]) => {
        const schema = operation.requestBody?.content?.['application/json']?.schema;
        const resolved = schema?.$ref ? document.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] : schema;
        return { method: method.toUpperCase(), path, acceptsEmpty: schema !== undefined && (resolved?.required ?? []).length === 0 };
      }),
  );
}

describe('PUT and PATCH with an empty body (ASVS V16.5.3)', () => {
  it('answer below 500 for every update of the OpenAPI document, on real objects', async () => {
    const found = updates();
    expect(found.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const { method, path } of found) {
      const response = await app.inject({ method: method as 'PUT', url: realPath(path), headers: { cookie }, payload: {} });
      if (response.statusCode >= 500) failures.push(`${method} ${path}: ${response.statusCode} ${response.body}`);
      else expect(Object.keys(response.json() as object).length).toBeGreaterThan(0);
    }
    expect(failures).toEqual([]);
  });

  it('PUT /api/rooms/{id} with {} answers 200 and the room unchanged', async () => {
    const url = realPath('/api/rooms/{id}');
    const before = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(before.statusCode).toBe(200);
    const response = await app.inject({ method: 'PUT', url, headers: { cookie }, payload: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(before.json());
  });
});
