// Protocol cards on the node graph (docs/protocols.md): inheritance down the graph, a room's own card
// overriding, moves of nodes and of cards, who may write, and bodies the card schemas refuse.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';

interface Card {
  _id: string;
  nodeId: string;
  module: string;
  content: Record<string, unknown>;
  protocolMode: boolean;
  inheritanceLevel: number;
}
interface Node {
  _id: string;
  kind: string;
  name: string;
  roomId: string | null;
}

let demo: DemoServer;
let ownerId: string;
let otherOwnerId: string;
const ids = { root: '', sede: '', edificio: '', playaRoom: '', playaNode: '', puertoRoom: '', otherRoot: '' };

type Role = Parameters<DemoServer['as']>[0];
const call = (role: Role, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, language = 'es') =>
  demo.as(role, { method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { 'accept-language': language } });

async function created(role: Role, url: string, body: object): Promise<string> {
  const response = await call(role, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}
const addCard = (nodeId: string, module: string, content: object) => created('customer', '/resources', { ownerId, nodeId, module, content });
const roomCards = async (query = '', role: Role = 'customer', roomId = ids.playaRoom) => {
  const response = await call(role, 'GET', `/resources/owner/${ownerId}/room/${roomId}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Card[]>();
};
const summary = (cards: Card[]) => cards.map((card) => [card.module, card.inheritanceLevel, card.protocolMode]);

beforeAll(async () => {
  demo = await startDemoServer();
  const { db } = demo.server;
  const person = (username: string, customerId: string) =>
    insertUser(db, { username, email: `${username}@example.com`, name: username, role: 'customer', customerId, password: 'Correct#Horse1' });
  ownerId = (await person('lucia', demo.ownCustomerId)).id;
  otherOwnerId = (await person('jon', demo.otherCustomerId)).id;
  const managerId = demo.accounts.get('manager')?.id ?? '';
  const [playa, puerto] = await db
    .insert(rooms)
    .values([
      { name: 'Playa 1', ownerId, managerId },
      { name: 'Puerto 2', ownerId },
      { name: 'Cabaña', ownerId: otherOwnerId },
    ])
    .returning({ id: rooms.id });
  ids.playaRoom = playa?.id ?? '';
  ids.puertoRoom = puerto?.id ?? '';
  expect((await call('customer', 'POST', `/nodes/graph/owner/${ownerId}`)).statusCode).toBe(201);
  expect((await call('admin', 'POST', `/nodes/graph/owner/${otherOwnerId}`)).statusCode).toBe(201);
  const graph = (await call('customer', 'GET', `/nodes/graph/${ownerId}`)).json<{ nodes: Node[] }>().nodes;
  ids.root = graph.find((node) => node.kind === 'root')?._id ?? '';
  ids.playaNode = graph.find((node) => node.roomId === ids.playaRoom)?._id ?? '';
  ids.otherRoot = (await call('admin', 'GET', `/nodes/graph/${otherOwnerId}`)).json<{ nodes: Node[] }>().nodes[0]?._id ?? '';
  ids.sede = await created('customer', '/nodes', { ownerId, name: 'Sede Valencia', type: 'headquarters' });
  ids.edificio = await created('customer', '/nodes', { ownerId, name: 'Edificio Marina', type: 'building', parentId: ids.sede });
  expect((await call('customer', 'PATCH', `/nodes/${ids.playaNode}/link/${ids.edificio}`)).statusCode).toBe(200);
});
afterAll(() => demo.close());

describe('inheritance: GET /api/resources/owner/{ownerId}/room/{roomId}', () => {
  it("answers the room's cards and its ancestors', nearest first, inherited ones marked", async () => {
    expect(await roomCards()).toEqual([]);
    await addCard(ids.root, 'wifi', { networkName: ' Lucia_Invitados ', password: 'Mar#2026' });
    await addCard(ids.sede, 'waterValve', { location: 'Cuarto de contadores', instructions: 'Girar a la derecha' });
    await addCard(ids.edificio, 'insurance', { hasInsurance: false });
    await created('customer', `/resources/room/${ids.playaRoom}`, { module: 'checkIn', content: { time: '15:00', instructions: 'Llaves en la caja' } });
    const cards = await roomCards();
    expect(summary(cards)).toEqual([
      ['checkIn', 0, false],
      ['insurance', 1, true],
      ['waterValve', 2, true],
      ['wifi', 3, true],
    ]);
    expect(cards.find((card) => card.module === 'wifi')?.content).toEqual({ networkName: 'Lucia_Invitados', password: 'Mar#2026' });
    expect(summary(await roomCards('?module=waterValve'))).toEqual([['waterValve', 2, true]]);
    // Puerto 2 sits under the root: only the root's card reaches it.
    expect(summary(await roomCards('', 'customer', ids.puertoRoom))).toEqual([['wifi', 1, true]]);
  });

  it("lets a room's own card of a module override the inherited one, and the inherited one come back when it goes", async () => {
    const own = await created('customer', `/resources/room/${ids.playaRoom}`, { module: 'wifi', content: { networkName: 'Playa1_5G', password: '' } });
    const wifi = (await roomCards('?module=wifi'))[0];
    expect(wifi).toMatchObject({ _id: own, inheritanceLevel: 0, protocolMode: false, content: { networkName: 'Playa1_5G' } });
    expect(await roomCards('?module=wifi')).toHaveLength(1);
    expect((await call('customer', 'DELETE', `/resources/${own}/owner/${ownerId}`)).statusCode).toBe(204);
    expect(summary(await roomCards('?module=wifi'))).toEqual([['wifi', 3, true]]);
  });

  it("reads a location's cards the same way, and lets the room's manager read its room", async () => {
    const response = await call('customer', 'GET', `/resources/owner/${ownerId}/node/${ids.edificio}?moduleType=insurance`);
    expect(summary(response.json<Card[]>())).toEqual([['insurance', 0, false]]);
    expect(summary(await roomCards('', 'manager')).map(([module]) => module)).toEqual(['checkIn', 'insurance', 'waterValve', 'wifi']);
    expect((await call('manager', 'GET', `/resources/owner/${ownerId}/room/${ids.puertoRoom}`)).statusCode).toBe(404);
    expect((await call('manager', 'GET', `/resources/owner/${ownerId}/node/${ids.sede}`)).statusCode).toBe(200);
    expect((await call('customer', 'GET', `/resources/owner/${otherOwnerId}/node/${ids.otherRoot}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/resources/owner/${otherOwnerId}/node/${ids.sede}`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/resources/owner/${ownerId}/room/${ids.playaRoom}?module=teleporter`)).statusCode).toBe(400);
  });
});

describe('moves', () => {
  it('follows a room moved elsewhere in the graph', async () => {
    expect((await call('customer', 'PATCH', `/nodes/${ids.playaNode}/link/${ids.sede}`)).statusCode).toBe(200);
    expect(summary(await roomCards())).toEqual([
      ['checkIn', 0, false],
      ['waterValve', 1, true],
      ['wifi', 2, true],
    ]);
    expect((await call('customer', 'PATCH', `/nodes/${ids.playaNode}/link/${ids.edificio}`)).statusCode).toBe(200);
  });

  it('moves a card to another node; refuses the same node, another owner and a module the target has', async () => {
    const valve = (await roomCards('?module=waterValve'))[0]?._id ?? '';
    const moved = await call('customer', 'PATCH', `/resources/${valve}/link/${ids.edificio}`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ nodeId: ids.edificio, inheritanceLevel: 0 });
    expect(summary(await roomCards('?module=waterValve'))).toEqual([['waterValve', 1, true]]);
    const refusals: [string, number, string][] = [
      [ids.edificio, 400, 'La tarjeta ya está en ese nodo'],
      [ids.otherRoot, 400, 'El destino es de otro propietario'],
    ];
    for (const [target, status, text] of refusals) {
      const refused = await call('customer', 'PATCH', `/resources/${valve}/link/${target}`);
      expect([refused.statusCode, refused.json().message]).toEqual([status, text]);
    }
    const second = await addCard(ids.sede, 'waterValve', { location: 'Sótano' });
    const conflict = await call('customer', 'PATCH', `/resources/${second}/link/${ids.edificio}`, undefined, 'en');
    expect([conflict.statusCode, conflict.json().message]).toEqual([409, 'This node already has a card of this kind: edit it']);
    const twice = await call('customer', 'POST', '/resources', { ownerId, nodeId: ids.sede, module: 'waterValve', content: {} });
    expect(twice.statusCode).toBe(409);
  });

  it("takes a location's cards with it when the location is deleted", async () => {
    const annex = await created('customer', '/nodes', { ownerId, name: 'Anexo', type: 'building' });
    const card = await addCard(annex, 'parking', { available: true, location: 'Plaza 12' });
    expect((await call('customer', 'DELETE', `/nodes/${annex}`)).statusCode).toBe(204);
    expect((await call('customer', 'PATCH', `/resources/${card}/content`, { content: { available: false } })).statusCode).toBe(404);
  });
});

describe('writes', () => {
  it("replaces a card's content through its module's schema; {} changes nothing", async () => {
    const card = await addCard(ids.sede, 'landlord', { canContact: false });
    const changed = await call('customer', 'PATCH', `/resources/${card}/content`, { content: { canContact: true, name: ' Marta ', phone: '+34600111222' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().content).toEqual({ canContact: true, name: 'Marta', phone: '+34600111222', reasons: '' });
    const unchanged = await call('customer', 'PATCH', `/resources/${card}/content`, {});
    expect(unchanged.json().content).toEqual(changed.json().content);
    const bad = await call('customer', 'PATCH', `/resources/${card}/content`, { content: { canContact: true, name: '', phone: '600' } });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'content.name: Campo requerido; content.phone: Debe ser un número de teléfono válido']);
  });

  it('refuses card bodies that fail their schema and unknown modules, writing nothing', async () => {
    const before = await roomCards();
    const bodies: [object, number][] = [
      [{ ownerId, nodeId: ids.sede, module: 'wifi', content: { password: 'x' } }, 400],
      [{ ownerId, nodeId: ids.sede, module: 'teleporter', content: {} }, 400],
      [{ ownerId, nodeId: ids.sede, module: 'photos', content: { files: ['../../etc/passwd'] } }, 400],
      [{ ownerId, nodeId: ids.sede, module: 'emergencyContact', content: { contacts: [{ name: 'Ana', type: 'plumbing', telephone: 'no' }] } }, 400],
      [{ ownerId, nodeId: ids.otherRoot, module: 'pool', content: { available: false } }, 404],
    ];
    for (const [body, status] of bodies) expect((await call('customer', 'POST', '/resources', body)).statusCode, JSON.stringify(body)).toBe(status);
    const wifi = await call('customer', 'POST', '/resources', bodies[0]?.[0]);
    expect(wifi.json().message).toBe('content.networkName: Campo requerido');
    expect(await roomCards()).toEqual(before);
  });

  it("lets nobody change another customer's cards: 'not the owner'", async () => {
    const refused = await call('customer', 'POST', '/resources', {
      ownerId: otherOwnerId,
      nodeId: ids.otherRoot,
      module: 'pool',
      content: { available: false },
    });
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'No eres el propietario de esta estructura (not the owner)']);
    const theirs = await created('admin', '/resources', { ownerId: otherOwnerId, nodeId: ids.otherRoot, module: 'pool', content: { available: false } });
    for (const [method, url, body] of [
      ['PATCH', `/resources/${theirs}/content`, { content: { available: false } }],
      ['PATCH', `/resources/${theirs}/link/${ids.otherRoot}`, undefined],
      ['DELETE', `/resources/${theirs}/owner/${otherOwnerId}`, undefined],
      ['DELETE', `/resources/owner/${otherOwnerId}/nodeId/${ids.otherRoot}`, undefined],
    ] as const) {
      const response = await call('customer', method, url, body);
      expect([response.statusCode, response.json().message]).toEqual([403, 'No eres el propietario de esta estructura (not the owner)']);
    }
    expect((await call('fieldServiceAgents', 'POST', `/resources/room/${ids.playaRoom}`, { module: 'pool', content: { available: false } })).statusCode).toBe(
      403,
    );
    expect((await call('manager', 'DELETE', `/resources/${theirs}/owner/${otherOwnerId}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/resources/${theirs}/owner/${ownerId}`)).statusCode).toBe(404);
  });

  it('counts the own cards of nodes, 0 for those the caller does not see; deletes a node’s cards; audits every write', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const counter = await call('customer', 'POST', '/resources/nodes/counter', { ids: [ids.root, ids.sede, ids.edificio, ids.otherRoot, unknown] });
    expect(counter.json()).toEqual({ counts: { [ids.root]: 1, [ids.sede]: 2, [ids.edificio]: 2, [ids.otherRoot]: 0, [unknown]: 0 } });
    const deleted = await call('customer', 'DELETE', `/resources/owner/${ownerId}/nodeId/${ids.sede}`);
    expect(deleted.json()).toEqual({ deleted: 2 });
    expect((await call('customer', 'POST', '/resources/nodes/counter', { ids: [ids.sede] })).json()).toEqual({ counts: { [ids.sede]: 0 } });
    const entries = await demo.server.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'resource'), inArray(auditLog.action, ['resource.create', 'resource.update', 'resource.move', 'resource.delete'])));
    expect(new Set(entries.map((entry) => entry.action))).toEqual(new Set(['resource.create', 'resource.update', 'resource.move', 'resource.delete']));
  });
});
