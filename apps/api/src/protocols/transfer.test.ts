// Export and import of an owner's structure (docs/protocols.md): a round trip changes nothing, a dry
// run reports without writing, a bad document is refused whole, and cards keep their files.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProtocolDocument } from '@sereno/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { multipartBody, tinyPng } from '../../test/multipart.ts';
import { auditLog } from '../db/schema/audit.ts';
import { rooms } from '../db/schema/rooms.ts';
import { insertUser } from '../users/service.ts';

let demo: DemoServer;
let dataDir: string;
let ownerId: string;
let otherOwnerId: string;
const ids = { root: '', sede: '', edificio: '', playa: '', puerto: '', boilerCard: '', photo: '' };
type Role = Parameters<DemoServer['as']>[0];
const call = (role: Role, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  demo.as(role, { method, url: `/api${url}`, ...(payload ? { payload } : {}), headers: { 'accept-language': 'es' } });
const exported = async (owner = ownerId) => {
  const response = await call('customer', 'GET', `/nodes/export/${owner}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProtocolDocument>();
};
const importing = (document: object, dryRun: boolean, role: Role = 'customer', owner = ownerId) =>
  call(role, 'POST', `/nodes/import/${owner}${dryRun ? '?dryRun=true' : ''}`, document);
const storedFiles = () => readdirSync(path.join(dataDir, 'files')).sort();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sereno-transfer-'));
  demo = await startDemoServer({ SERENO_DATA_DIR: dataDir });
  const { db } = demo.server;
  const person = (username: string, customerId: string) =>
    insertUser(db, { username, email: `${username}@example.com`, name: username, role: 'customer', customerId, password: 'Correct#Horse1' });
  ownerId = (await person('elena', demo.ownCustomerId)).id;
  otherOwnerId = (await person('unai', demo.otherCustomerId)).id;
  const [playa, puerto] = await db
    .insert(rooms)
    .values([
      { name: 'Playa 1', ownerId },
      { name: 'Puerto 2', ownerId },
    ])
    .returning({ id: rooms.id });
  ids.playa = playa?.id ?? '';
  ids.puerto = puerto?.id ?? '';
  expect((await call('customer', 'POST', `/nodes/graph/owner/${ownerId}`)).statusCode).toBe(201);
  const graph = (await call('customer', 'GET', `/nodes/graph/${ownerId}`)).json<{ nodes: { _id: string; kind: string; roomId: string | null }[] }>().nodes;
  ids.root = graph.find((node) => node.kind === 'root')?._id ?? '';
  const created = async (url: string, body: object) => (await call('customer', 'POST', url, body)).json<{ _id: string }>()._id;
  ids.sede = await created('/nodes', { ownerId, name: 'Sede', type: 'headquarters' });
  ids.edificio = await created('/nodes', { ownerId, name: 'Edificio', type: 'building', parentId: ids.sede });
  const playaNode = graph.find((node) => node.roomId === ids.playa)?._id ?? '';
  expect((await call('customer', 'PATCH', `/nodes/${playaNode}/link/${ids.edificio}`)).statusCode).toBe(200);
  await created('/resources', { ownerId, nodeId: ids.root, module: 'wifi', content: { networkName: 'Elena' } });
  await created('/resources', { ownerId, nodeId: ids.root, module: 'waterValve', content: { location: 'Patio' } });
  ids.boilerCard = await created('/resources', { ownerId, nodeId: ids.sede, module: 'boiler', content: { location: 'Galería' } });
  await created('/resources', { ownerId, nodeId: ids.edificio, module: 'elevator', content: { available: false } });
  await created(`/resources/room/${ids.playa}`, { module: 'checkIn', content: { time: '16:00' } });
  const upload = await demo.as('customer', {
    method: 'POST',
    url: `/api/resources/${ownerId}/owner/${ids.boilerCard}/upload`,
    ...multipartBody([['files', 'caldera.png', tinyPng]]),
  });
  ids.photo = upload.json<{ files: { fileName: string }[] }>().files[0]?.fileName ?? '';
  expect((await call('admin', 'POST', `/nodes/graph/owner/${otherOwnerId}`)).statusCode).toBe(201);
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('GET /api/nodes/export/{ownerId} and POST /api/nodes/import/{ownerId}', () => {
  it('exports locations, rooms and cards; importing the export back changes nothing', async () => {
    const document = await exported();
    expect(document.root.cards.map((card) => card.module)).toEqual(['waterValve', 'wifi']);
    expect(document.locations.map((location) => [location.key, location.parentKey, location.name, location.cards.map((card) => card.module)])).toEqual([
      [ids.sede, null, 'Sede', ['boiler']],
      [ids.edificio, ids.sede, 'Edificio', ['elevator']],
    ]);
    expect(document.rooms.map((room) => [room.name, room.parentKey, room.cards.length])).toEqual([
      ['Playa 1', ids.edificio, 1],
      ['Puerto 2', null, 0],
    ]);
    const unchanged = {
      locations: { created: 0, updated: 0, deleted: 0, unchanged: 2 },
      rooms: { moved: 0, unchanged: 2 },
      cards: { created: 0, updated: 0, deleted: 0, unchanged: 5 },
    };
    for (const dryRun of [true, false]) {
      const response = await importing(document, dryRun);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ dryRun, ...unchanged });
    }
    expect(await exported()).toEqual(document);
  });

  it('reports what a changed document would do without writing, then does exactly that', async () => {
    const before = await exported();
    const [sede, edificio] = before.locations;
    const changed = {
      ...before,
      // The root's wifi changes, its water valve goes.
      root: { cards: [{ module: 'wifi', content: { networkName: 'Elena_5G', password: '' } }] },
      locations: [
        // Sede renamed, with its boiler card and photo; Edificio left out: deleted with its card.
        { ...sede, name: 'Sede central' },
        {
          key: 'anexo',
          parentKey: sede?.key ?? null,
          name: 'Anexo',
          type: 'building',
          description: null,
          cards: [{ module: 'parking', content: { available: true, location: 'P-2' } }],
        },
      ],
      // Playa moves to the new Anexo; Puerto is left out: it stays under the root.
      rooms: [{ ...before.rooms[0], parentKey: 'anexo' }],
    };
    expect(edificio?.name).toBe('Edificio');
    const expected = {
      locations: { created: 1, updated: 1, deleted: 1, unchanged: 0 },
      rooms: { moved: 1, unchanged: 1 },
      cards: { created: 1, updated: 1, deleted: 2, unchanged: 2 },
    };
    const dry = await importing(changed, true);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ dryRun: true, ...expected });
    expect(await exported()).toEqual(before);
    const real = await importing(changed, false);
    expect(real.json()).toEqual({ dryRun: false, ...expected });
    const after = await exported();
    expect(after.locations.map((location) => [location.name, location.cards.map((card) => card.module)])).toEqual([
      ['Sede central', ['boiler']],
      ['Anexo', ['parking']],
    ]);
    expect(after.rooms.find((room) => room.roomId === ids.playa)?.parentKey).toBe(after.locations[1]?.key);
    expect(after.root.cards).toEqual([{ module: 'wifi', content: { networkName: 'Elena_5G', password: '' } }]);
    expect(storedFiles()).toEqual([ids.photo]);
    const entries = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'node.import'), eq(auditLog.targetId, ids.root)));
    // The round trip of the first case, and this import; the dry runs left none.
    expect(entries).toHaveLength(2);
  });

  it('moves a card’s files with the card that lists them, and removes those no card lists any more', async () => {
    const before = await exported();
    const sede = before.locations[0];
    const boiler = sede?.cards.find((card) => card.module === 'boiler');
    const moved = { ...before, root: { cards: [...before.root.cards, boiler] }, locations: [{ ...sede, cards: [] }, ...before.locations.slice(1)] };
    expect((await importing(moved, false)).json()).toMatchObject({ cards: { created: 1, deleted: 1 } });
    expect(storedFiles()).toEqual([ids.photo]);
    const shown = await call('customer', 'GET', `/resources/file?fileName=${ids.photo}`);
    expect(shown.statusCode).toBe(200);
    const dropped = {
      ...moved,
      root: { cards: moved.root.cards.map((card) => (card?.module === 'boiler' ? { ...card, content: { ...card.content, files: [] } } : card)) },
    };
    expect((await importing(dropped, false)).json()).toMatchObject({ cards: { updated: 1 } });
    expect(storedFiles()).toEqual([]);
  });

  it('refuses a document with problems as a whole, naming them, and writes nothing', async () => {
    const before = await exported();
    const otherRoom = (await demo.server.db.insert(rooms).values({ name: 'Ajena', ownerId: otherOwnerId }).returning({ id: rooms.id }))[0]?.id ?? '';
    const bad = {
      ...before,
      root: {
        cards: [
          { module: 'wifi', content: { networkName: '' } },
          { module: 'photos', content: { files: ['0f8e4a56-1c2b-4d3e-9f00-123456789abc.png'] } },
        ],
      },
      locations: [
        { key: 'a', parentKey: 'b', name: 'A', type: 'branch', description: null, cards: [] },
        { key: 'b', parentKey: 'a', name: 'B', type: 'branch', description: null, cards: [] },
        { key: 'c', parentKey: 'nowhere', name: 'C', type: 'branch', description: null, cards: [] },
      ],
      rooms: [{ roomId: otherRoom, parentKey: null, cards: [] }],
    };
    const response = await importing(bad, true);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'El documento no se puede importar: la ubicación de destino nowhere no está en el documento; la sala ' +
        `${otherRoom} no está en el grafo de este propietario; la ubicación a quedaría dentro de sí misma; la ubicación b quedaría dentro de sí misma; ` +
        'root.cards.0.content.networkName: Campo requerido; el archivo 0f8e4a56-1c2b-4d3e-9f00-123456789abc.png no es de las tarjetas de este propietario',
    );
    expect((await importing({ ...before, format: 'other' }, false)).statusCode).toBe(400);
    expect((await importing({ ...before, root: { cards: [{ module: 'teleporter', content: {} }] } }, false)).statusCode).toBe(400);
    expect(await exported()).toEqual(before);
  });

  it("lets only the owner's side import ('not the owner'), and reads only what the caller sees", async () => {
    const theirs = (await call('admin', 'GET', `/nodes/export/${otherOwnerId}`)).json<ProtocolDocument>();
    const refused = await importing(theirs, true, 'customer', otherOwnerId);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'No eres el propietario de esta estructura (not the owner)']);
    expect((await call('customer', 'GET', `/nodes/export/${otherOwnerId}`)).statusCode).toBe(404);
    expect((await importing(theirs, true, 'fieldServiceAgents', otherOwnerId)).statusCode).toBe(403);
    expect((await importing(theirs, true, 'admin', otherOwnerId)).statusCode).toBe(200);
  });
});
