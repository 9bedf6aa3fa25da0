import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';

interface Node {
  _id: string;
  parentId: string | null;
  kind: 'root' | 'location' | 'room';
  name: string;
  type: string | null;
  roomId: string | null;
  depth: number;
}
interface Graph {
  ownerId: string;
  active: boolean;
  nodes: Node[];
}

let demo: DemoServer;
let ownerId: string;
let otherOwnerId: string;
let managerId: string;
const roomIds: Record<'playa' | 'puerto' | 'faro' | 'picos', string> = { playa: '', puerto: '', faro: '', picos: '' };

type Role = Parameters<DemoServer['as']>[0];
const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'es') =>
  demo.as(role, { method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { 'accept-language': language } });
const graphOf = async (role: Role, owner: string) => (await call(role, 'GET', `/nodes/graph/${owner}`)).json<Graph>();
const nodeNamed = async (name: string, owner = ownerId) => (await graphOf('admin', owner)).nodes.find((node) => node.name === name) as Node;

async function createLocation(role: Role, body: object): Promise<string> {
  const response = await call(role, 'POST', '/nodes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

beforeAll(async () => {
  demo = await startDemoServer();
  const { db } = demo.server;
  const customerId = demo.ownCustomerId;
  const owner = await insertUser(db, {
    username: 'rosa',
    email: 'rosa@brisadelmar.example.com',
    name: 'Rosa Vidal',
    role: 'customer',
    customerId,
    password: 'Correct#Horse1',
  });
  const other = await insertUser(db, {
    username: 'inaki',
    email: 'inaki@picosverdes.example.com',
    name: 'Iñaki',
    role: 'customer',
    customerId: demo.otherCustomerId,
    password: 'Correct#Horse1',
  });
  ownerId = owner.id;
  otherOwnerId = other.id;
  managerId = demo.accounts.get('manager')?.id ?? '';
  const inserted = await db
    .insert(rooms)
    .values([
      { name: 'Playa 1', ownerId, managerId },
      { name: 'Puerto 2', ownerId },
      { name: 'Faro 3', ownerId, deletedAt: new Date('2026-03-01T00:00:00Z') },
      { name: 'Cabaña Picos', ownerId: otherOwnerId },
    ])
    .returning({ id: rooms.id });
  [roomIds.playa, roomIds.puerto, roomIds.faro, roomIds.picos] = inserted.map((row) => row.id) as [string, string, string, string];
});
afterAll(() => demo.close());

describe('activation: POST /api/nodes/graph/owner/{id}', () => {
  it('turns an empty graph into a root with the live rooms of the owner; a second time is a conflict', async () => {
    expect(await graphOf('customer', ownerId)).toEqual({ ownerId, active: false, activatedAt: null, nodes: [] });
    const before = await call('customer', 'POST', '/nodes', { ownerId, name: 'Sede' });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('El grafo de protocolos de este propietario no está activado');

    const activated = await call('customer', 'POST', `/nodes/graph/owner/${ownerId}`);
    expect(activated.statusCode, activated.body).toBe(201);
    const graph = activated.json<Graph>();
    expect(graph.active).toBe(true);
    expect(graph.nodes.map((node) => [node.kind, node.name, node.depth])).toEqual([
      ['root', 'Rosa Vidal', 0],
      ['room', 'Playa 1', 1],
      ['room', 'Puerto 2', 1],
    ]);
    expect(await graphOf('customer', ownerId)).toEqual(graph);

    const again = await call('customer', 'POST', `/nodes/graph/owner/${ownerId}`, undefined, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ statusCode: 409, message: "This owner's protocol graph is already activated" });
    const root = graph.nodes[0] as Node;
    const entries = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'node.activate'), eq(auditLog.targetId, root._id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorUsername).toBe('customer');
  });

  it("lets nobody else's customer activate or read it: 'not the owner' for writes, 404 for reads", async () => {
    const refused = await call('customer', 'POST', `/nodes/graph/owner/${otherOwnerId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No eres el propietario de esta estructura (not the owner)');
    expect((await call('customer', 'GET', `/nodes/graph/${otherOwnerId}`)).statusCode).toBe(404);
    expect((await call('fieldServiceAgents', 'POST', `/nodes/graph/owner/${otherOwnerId}`)).statusCode).toBe(403);
    expect((await call('manufacturer', 'GET', `/nodes/graph/${ownerId}`)).statusCode).toBe(403);
    expect((await call('fieldServiceAgents', 'GET', `/nodes/graph/${ownerId}`)).json<Graph>().active).toBe(true);
  });
});

describe('locations: POST /api/nodes, PATCH /api/nodes/{id}/content', () => {
  it('adds locations under the root or another location, in tree order, and changes their content', async () => {
    const missing = await call('customer', 'POST', '/nodes', { ownerId, name: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Campo requerido');

    const sede = await createLocation('customer', { ownerId, name: 'Sede Valencia', type: 'headquarters' });
    const edificio = await createLocation('customer', { ownerId, parentId: sede, name: 'Edificio Mar' });
    await createLocation('controller', { ownerId, parentId: sede, name: 'Anexo', type: 'building' });
    const graph = await graphOf('customer', ownerId);
    expect(graph.nodes.map((node) => `${'  '.repeat(node.depth)}${node.name}`)).toEqual([
      'Rosa Vidal',
      '  Sede Valencia',
      '    Anexo',
      '    Edificio Mar',
      '  Playa 1',
      '  Puerto 2',
    ]);
    expect(graph.nodes.find((node) => node._id === edificio)).toMatchObject({ kind: 'location', type: 'branch', parentId: sede });

    const changed = await call('customer', 'PATCH', `/nodes/${edificio}/content`, { name: 'Edificio Marina', type: 'building', description: 'Portal azul' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ _id: edificio, name: 'Edificio Marina', type: 'building', description: 'Portal azul', depth: 2 });

    const roomNode = graph.nodes.find((node) => node.kind === 'room') as Node;
    expect((await call('customer', 'PATCH', `/nodes/${roomNode._id}/content`, { name: 'Otro' })).statusCode).toBe(400);
    const intoRoom = await call('customer', 'POST', '/nodes', { ownerId, parentId: roomNode._id, name: 'Dentro' });
    expect(intoRoom.statusCode).toBe(400);
    expect(intoRoom.json().message).toBe('Una sala no puede contener otros nodos');
  });

  it("refuses a location under another owner's node", async () => {
    await call('admin', 'POST', `/nodes/graph/owner/${otherOwnerId}`);
    const otherRoot = (await graphOf('admin', otherOwnerId)).nodes[0] as Node;
    const across = await call('admin', 'POST', '/nodes', { ownerId, parentId: otherRoot._id, name: 'Cruce' });
    expect(across.statusCode).toBe(400);
    expect(across.json().message).toBe('El destino es de otro propietario');
  });
});

describe('moves: PATCH /api/nodes/{id}/link/{targetId}', () => {
  it('moves a room into a location, and the path names its ancestors root first', async () => {
    const edificio = await nodeNamed('Edificio Marina');
    const playa = await nodeNamed('Playa 1');
    const moved = await call('customer', 'PATCH', `/nodes/${playa._id}/link/${edificio._id}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ _id: playa._id, parentId: edificio._id, depth: 3 });

    const path = await call('manager', 'GET', `/nodes/path/${ownerId}/room/${roomIds.playa}`);
    expect(path.statusCode, path.body).toBe(200);
    expect(path.json<{ ancestors: Node[] }>().ancestors.map((node) => [node.name, node.depth])).toEqual([
      ['Rosa Vidal', 0],
      ['Sede Valencia', 1],
      ['Edificio Marina', 2],
    ]);
    // The manager does not manage Puerto 2.
    expect((await call('manager', 'GET', `/nodes/path/${ownerId}/room/${roomIds.puerto}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/nodes/path/${otherOwnerId}/room/${roomIds.playa}`)).statusCode).toBe(404);
  });

  it('refuses cycles, the current parent, another owner, a room as target and moving the root; nothing changes', async () => {
    const before = await graphOf('customer', ownerId);
    const [root, sede, edificio, playa] = [
      before.nodes[0],
      await nodeNamed('Sede Valencia'),
      await nodeNamed('Edificio Marina'),
      await nodeNamed('Playa 1'),
    ] as Node[];
    const otherRoot = (await graphOf('admin', otherOwnerId)).nodes[0] as Node;
    const refusals: [string, string, number, string][] = [
      [sede!._id, edificio!._id, 400, 'No se puede mover una ubicación dentro de sí misma ni de lo que contiene'],
      [sede!._id, sede!._id, 400, 'No se puede mover una ubicación dentro de sí misma ni de lo que contiene'],
      [edificio!._id, sede!._id, 400, 'El destino debe ser distinto de la ubicación actual'],
      [edificio!._id, otherRoot._id, 400, 'El destino es de otro propietario'],
      [sede!._id, playa!._id, 400, 'Una sala no puede contener otros nodos'],
      [root!._id, sede!._id, 400, 'El nodo raíz no se puede mover'],
    ];
    for (const [id, target, status, text] of refusals) {
      const response = await call('customer', 'PATCH', `/nodes/${id}/link/${target}`);
      expect([response.statusCode, response.json().message]).toEqual([status, text]);
    }
    const foreign = await call('customer', 'PATCH', `/nodes/${otherRoot._id}/link/${root!._id}`);
    expect(foreign.statusCode).toBe(403);
    expect(await graphOf('customer', ownerId)).toEqual(before);
  });
});

describe('deletion: DELETE /api/nodes/{id}', () => {
  it('keeps the root, a room and a location with rooms, with the messages of spec §8', async () => {
    const graph = await graphOf('customer', ownerId);
    const root = graph.nodes[0] as Node;
    const sede = await nodeNamed('Sede Valencia');
    const playa = await nodeNamed('Playa 1');
    const rootRefused = await call('customer', 'DELETE', `/nodes/${root._id}`);
    expect([rootRefused.statusCode, rootRefused.json().message]).toEqual([400, 'Failed to delete node: 400 - No se puede eliminar el nodo raíz']);
    const withRooms = await call('customer', 'DELETE', `/nodes/${sede._id}`, undefined, 'en');
    expect([withRooms.statusCode, withRooms.json().message]).toEqual([409, 'Failed to delete node: 409 - A location that has rooms cannot be deleted']);
    expect((await call('customer', 'DELETE', `/nodes/${playa._id}`)).statusCode).toBe(400);
    expect(await graphOf('customer', ownerId)).toEqual(graph);
  });

  it('deletes an empty location; the admin tools delete one with rooms once its name is typed, and its rooms move up', async () => {
    const anexo = await nodeNamed('Anexo');
    expect((await call('customer', 'DELETE', `/nodes/${anexo._id}`)).statusCode).toBe(204);
    const sede = await nodeNamed('Sede Valencia');
    const byCustomer = await call('customer', 'DELETE', `/nodes/${sede._id}?recursive=true&confirmation=Sede%20Valencia`);
    expect(byCustomer.statusCode).toBe(403);
    const mistyped = await call('admin', 'DELETE', `/nodes/${sede._id}?recursive=true&confirmation=Sede`);
    expect([mistyped.statusCode, mistyped.json().message]).toEqual([
      400,
      'Failed to delete node: 400 - El nombre de confirmación no coincide con el de la ubicación',
    ]);
    expect((await call('admin', 'DELETE', `/nodes/${sede._id}?recursive=true&confirmation=Sede%20Valencia`)).statusCode).toBe(204);
    expect((await graphOf('customer', ownerId)).nodes.map((node) => `${node.depth} ${node.name}`)).toEqual(['0 Rosa Vidal', '1 Playa 1', '1 Puerto 2']);
    const deletions = await demo.server.db.select().from(auditLog).where(eq(auditLog.action, 'node.delete'));
    expect(deletions.map((entry) => entry.targetId)).toEqual(expect.arrayContaining([anexo._id, sede._id]));
  });
});

describe('rooms join their owner’s graph', () => {
  it('puts a room created by the wizard under the root; a room given to another owner changes graph', async () => {
    const created = await call('admin', 'POST', '/rooms', { name: 'Nueva Duna', ownerId });
    expect(created.statusCode, created.body).toBe(201);
    const newRoomId = created.json<{ data: { roomId: string } }>().data.roomId;
    const joined = (await graphOf('customer', ownerId)).nodes.find((node) => node.roomId === newRoomId);
    expect(joined).toMatchObject({ kind: 'room', name: 'Nueva Duna', depth: 1 });

    expect((await call('admin', 'PUT', `/rooms/${newRoomId}`, { ownerId: otherOwnerId })).statusCode).toBe(200);
    expect((await graphOf('customer', ownerId)).nodes.some((node) => node.roomId === newRoomId)).toBe(false);
    expect((await graphOf('admin', otherOwnerId)).nodes.find((node) => node.roomId === newRoomId)).toMatchObject({ depth: 1 });
  });
});

describe('GET /api/nodes/graph/manager/{id} and the subscriptions', () => {
  it('shows a manager the rooms it manages with their ancestors', async () => {
    const response = await call('manager', 'GET', `/nodes/graph/manager/${managerId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ nodes: Node[] }>().nodes.map((node) => `${node.depth} ${node.name}`)).toEqual(['0 Rosa Vidal', '1 Playa 1']);
    expect((await call('customer', 'GET', `/nodes/graph/manager/${managerId}`)).statusCode).toBe(200);
    expect((await call('manager', 'GET', `/nodes/graph/manager/${ownerId}`)).statusCode).toBe(404);
  });

  it('answers the licence checks of a room, an owner and a manager', async () => {
    const room = (await call('customer', 'GET', `/nodes/subscriptions/${roomIds.playa}/room`)).json();
    expect(room).toMatchObject({ subscribed: false, rooms: 1, licensedRooms: 0 });
    expect(room.available).toBeGreaterThan(0);
    const owner = (await call('customer', 'GET', `/nodes/subscriptions/${ownerId}/owner`)).json();
    expect(owner).toMatchObject({ subscribed: true, rooms: 2, licensedRooms: 0 });
    const managed = await demo.server.db
      .select()
      .from(rooms)
      .where(and(eq(rooms.managerId, managerId), isNull(rooms.deletedAt)));
    const manager = (await call('manager', 'GET', `/nodes/subscriptions/${managerId}/manager`)).json();
    const licensed = managed.filter((row) => row.licenseId !== null).length;
    expect(manager).toEqual({ subscribed: licensed > 0, rooms: managed.length, licensedRooms: licensed, available: 0 });
    const missing = await call('customer', 'GET', `/nodes/subscriptions/${roomIds.picos}/room`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'Room not found']);
  });
});
