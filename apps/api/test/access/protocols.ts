// docs/permissions.md, "Protocols": each case acts on the graph of the subject (activated, with a
// room managed by the demo manager when the subject is of the demo customer, and two locations).
// Graphs are read by staff, by customers within their customer, by managers through the rooms they
// manage; changed by administrators, controllers and the owner's customer ('not the owner': 403).
import { findRoot, insertLocation, insertRoot, joinOwnerGraph } from '../../src/protocols/graph.ts';
import { insertResource } from '../../src/protocols/resources.ts';
import { users } from '../../src/db/schema/users.ts';
import type { DemoServer } from '../demo-server.ts';
import { multipartBody, tinyPng } from '../multipart.ts';
import { roomOf } from './bookings.ts';
import { everywhere, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';

type Row = readonly [Decision, Decision, Decision];
const forbidden = everywhere(403);
const ownOnly = (success: Decision): Row => [success, 404, 404];

/** The subject's activated graph: its room and two locations under the root. */
async function graphOf(subject: Subject, demo: DemoServer): Promise<{ roomId: string; first: string; second: string }> {
  const roomId = await roomOf(subject, demo);
  const now = new Date();
  const { db } = demo.server;
  // The 401 case reuses one subject for every route: its graph is activated once.
  const root = (await findRoot(db, subject.id)) ?? (await insertRoot(db, { ownerId: subject.id, name: subject.username, roomIds: [], now }));
  await joinOwnerGraph(db, { roomId, ownerId: subject.id, now });
  const location = (name: string) => insertLocation(db, { ownerId: subject.id, parentId: root.id, name, locationType: 'building', description: null, now });
  return { roomId, first: await location('Primera'), second: await location('Segunda') };
}

/** A manager of the subject's customer (of none for staff), managing a room of the subject. */
async function managerOf(subject: Subject, demo: DemoServer): Promise<string> {
  const username = fresh('gestor');
  const [row] = await demo.server.db
    .insert(users)
    .values({ username, email: `${username}@example.com`, name: 'Gestor', role: 'manager', customerId: subject.customerId, passwordHash: 'not-a-hash' })
    .returning({ id: users.id });
  return row?.id ?? '';
}

/** A card on a new location of the subject's graph. */
async function cardOf(subject: Subject, demo: DemoServer): Promise<{ id: string; nodeId: string; second: string }> {
  const { first, second } = await graphOf(subject, demo);
  const card = await insertResource(demo.server.db, {
    ownerId: subject.id,
    nodeId: first,
    module: 'wifi',
    content: { networkName: 'Casa', password: '' },
    now: new Date(),
  });
  return { id: card.id, nodeId: first, second };
}

/** Whole-graph reads: staff every owner, a customer its own customer's, managers none (they read by room). */
const ownerReaders = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: everywhere(success),
  manager: everywhere(404),
  customer: ownOnly(success),
  manufacturer: forbidden,
});
/** Room reads: a manager too, on the rooms it manages. */
const roomReaders = (success: Decision) => ({ ...ownerReaders(success), manager: ownOnly(success) });
/** Structure changes: administrators, controllers, and the owner's own customer ('not the owner' otherwise). */
const writers = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: forbidden,
  manager: forbidden,
  customer: [success, 403, 403] as Row,
  manufacturer: forbidden,
});

export const protocolsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/nodes/graph/{id}',
    request: async (subject, _role, demo) => {
      await graphOf(subject, demo);
      return { method: 'GET', url: `/api/nodes/graph/${subject.id}` };
    },
    decisions: ownerReaders(200),
  },
  {
    route: 'POST /api/nodes/graph/owner/{id}',
    request: (subject) => ({ method: 'POST', url: `/api/nodes/graph/owner/${subject.id}` }),
    decisions: writers(201),
  },
  {
    route: 'GET /api/nodes/graph/manager/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/nodes/graph/manager/${await managerOf(subject, demo)}` }),
    decisions: ownerReaders(200),
  },
  {
    route: 'GET /api/nodes/path/{ownerId}/room/{roomId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/nodes/path/${subject.id}/room/${(await graphOf(subject, demo)).roomId}` }),
    decisions: roomReaders(200),
  },
  {
    route: 'POST /api/nodes',
    request: async (subject, _role, demo) => {
      await graphOf(subject, demo);
      return { method: 'POST', url: '/api/nodes', payload: { ownerId: subject.id, name: 'Sede', type: 'headquarters' } };
    },
    decisions: writers(201),
  },
  {
    route: 'PATCH /api/nodes/{id}/content',
    request: async (subject, _role, demo) => ({
      method: 'PATCH',
      url: `/api/nodes/${(await graphOf(subject, demo)).first}/content`,
      payload: { name: 'Renombrada' },
    }),
    decisions: writers(200),
  },
  {
    route: 'PATCH /api/nodes/{id}/link/{targetId}',
    request: async (subject, _role, demo) => {
      const { first, second } = await graphOf(subject, demo);
      return { method: 'PATCH', url: `/api/nodes/${first}/link/${second}` };
    },
    decisions: writers(200),
  },
  {
    route: 'DELETE /api/nodes/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/nodes/${(await graphOf(subject, demo)).first}` }),
    decisions: writers(204),
  },
  {
    route: 'GET /api/nodes/subscriptions/{id}/room',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/nodes/subscriptions/${await roomOf(subject, demo)}/room` }),
    decisions: roomReaders(200),
  },
  {
    route: 'GET /api/nodes/subscriptions/{id}/owner',
    request: (subject) => ({ method: 'GET', url: `/api/nodes/subscriptions/${subject.id}/owner` }),
    decisions: ownerReaders(200),
  },
  {
    route: 'GET /api/nodes/subscriptions/{id}/manager',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/nodes/subscriptions/${await managerOf(subject, demo)}/manager` }),
    decisions: ownerReaders(200),
  },
  {
    route: 'GET /api/resources/owner/{ownerId}/room/{roomId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/resources/owner/${subject.id}/room/${(await graphOf(subject, demo)).roomId}` }),
    decisions: roomReaders(200),
  },
  {
    route: 'GET /api/resources/owner/{ownerId}/node/{nodeId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/resources/owner/${subject.id}/node/${(await graphOf(subject, demo)).first}` }),
    decisions: ownerReaders(200),
  },
  {
    // Nodes the caller does not see count 0: every reader is answered.
    route: 'POST /api/resources/nodes/counter',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/resources/nodes/counter',
      payload: { ids: [(await graphOf(subject, demo)).first] },
    }),
    decisions: { ...ownerReaders(200), manager: everywhere(200), customer: everywhere(200) },
  },
  {
    route: 'POST /api/resources',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/resources',
      payload: { ownerId: subject.id, nodeId: (await graphOf(subject, demo)).first, module: 'pool', content: { available: false } },
    }),
    decisions: writers(201),
  },
  {
    route: 'POST /api/resources/room/{linkId}',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: `/api/resources/room/${(await graphOf(subject, demo)).roomId}`,
      payload: { module: 'pool', content: { available: false } },
    }),
    decisions: writers(201),
  },
  {
    route: 'PATCH /api/resources/{id}/content',
    request: async (subject, _role, demo) => ({
      method: 'PATCH',
      url: `/api/resources/${(await cardOf(subject, demo)).id}/content`,
      payload: { content: { networkName: 'Casa 5G' } },
    }),
    decisions: writers(200),
  },
  {
    route: 'PATCH /api/resources/{id}/link/{nodeId}',
    request: async (subject, _role, demo) => {
      const { id, second } = await cardOf(subject, demo);
      return { method: 'PATCH', url: `/api/resources/${id}/link/${second}` };
    },
    decisions: writers(200),
  },
  {
    route: 'DELETE /api/resources/{id}/owner/{ownerId}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/resources/${(await cardOf(subject, demo)).id}/owner/${subject.id}` }),
    decisions: writers(204),
  },
  {
    route: 'DELETE /api/resources/owner/{ownerId}/nodeId/{nodeId}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/resources/owner/${subject.id}/nodeId/${(await cardOf(subject, demo)).nodeId}` }),
    decisions: writers(200),
  },
  {
    route: 'POST /api/resources/{ownerId}/owner/{id}/upload',
    request: async (subject, _role, demo) => {
      const { nodeId } = await cardOf(subject, demo);
      const card = await insertResource(demo.server.db, {
        ownerId: subject.id,
        nodeId,
        module: 'boiler',
        content: { instructions: '', files: [] },
        now: new Date(),
      });
      return { method: 'POST', url: `/api/resources/${subject.id}/owner/${card.id}/upload`, ...multipartBody([['files', 'caldera.png', tinyPng]]) };
    },
    decisions: writers(201),
  },
  {
    route: 'GET /api/resources/file',
    request: async (subject, _role, demo) => {
      const { nodeId } = await cardOf(subject, demo);
      const card = await insertResource(demo.server.db, {
        ownerId: subject.id,
        nodeId,
        module: 'boiler',
        content: { instructions: '', files: [] },
        now: new Date(),
      });
      const uploaded = await demo.as('admin', {
        method: 'POST',
        url: `/api/resources/${subject.id}/owner/${card.id}/upload`,
        ...multipartBody([['files', 'caldera.png', tinyPng]]),
      });
      return { method: 'GET', url: `/api/resources/file?fileName=${uploaded.json<{ files: { fileName: string }[] }>().files[0]?.fileName ?? ''}` };
    },
    decisions: ownerReaders(200),
  },
  {
    route: 'GET /api/nodes/export/{ownerId}',
    request: async (subject, _role, demo) => {
      await graphOf(subject, demo);
      return { method: 'GET', url: `/api/nodes/export/${subject.id}` };
    },
    decisions: ownerReaders(200),
  },
  {
    route: 'POST /api/nodes/import/{ownerId}',
    request: async (subject, _role, demo) => {
      await graphOf(subject, demo);
      return {
        method: 'POST',
        url: `/api/nodes/import/${subject.id}?dryRun=true`,
        payload: { format: 'sereno.protocols', version: 1, root: { cards: [] }, locations: [], rooms: [] },
      };
    },
    decisions: writers(200),
  },
];
