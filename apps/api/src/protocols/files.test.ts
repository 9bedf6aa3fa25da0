// A card's files (docs/protocols.md): streamed uploads refused at 30 MB, types decided by content,
// server-made names, safe downloads, orphans removed with their card; the same on an S3-compatible
// bucket (s3rver, started here on a free local port).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { multipartBody as multipart, tinyPng, type FormPart } from '../../test/multipart.ts';
import { rooms } from '../db/schema/rooms.ts';
import { createLocalEventBus } from '../events/bus.ts';
import { startHousekeeping } from '../housekeeping/housekeeping.ts';
import { folderStorage } from './file-storage.ts';
import { insertUser } from '../users/service.ts';

const png = tinyPng;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows program: "MZ", then the PE header where the DOS header points. */
const exe = (() => {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(128, 0x3c);
  bytes.write('PE\0\0', 128, 'latin1');
  return bytes;
})();

let demo: DemoServer;
let dataDir: string;
let ownerId: string;
let otherOwnerId: string;
let rootId: string;
let otherRootId: string;
type Role = Parameters<DemoServer['as']>[0];

const storedFiles = (dir = path.join(dataDir, 'files')) => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};

/** Calls as `role` on `app` (the demo's by default): the sessions live in the shared database. */
const callOn = (
  app: FastifyInstance,
  role: Role,
  options: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; url: string; payload?: object | Buffer; headers?: Record<string, string> },
) => app.inject({ ...options, url: `/api${options.url}`, headers: { 'accept-language': 'es', ...options.headers, cookie: demo.cookieOf(role) } } as never);

async function newCard(module: string, content: object, nodeId = rootId, owner = ownerId, role: Role = 'customer'): Promise<string> {
  const response = await demo.as(role, { method: 'POST', url: '/api/resources', payload: { ownerId: owner, nodeId, module, content } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
}

const upload = (card: string, parts: FormPart[], role: Role = 'customer', app?: FastifyInstance, owner = ownerId) =>
  callOn(app ?? demo.app, role, { method: 'POST', url: `/resources/${owner}/owner/${card}/upload`, ...multipart(parts) });

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sereno-files-'));
  demo = await startDemoServer({ SERENO_DATA_DIR: dataDir });
  const { db } = demo.server;
  const person = (username: string, customerId: string) =>
    insertUser(db, { username, email: `${username}@example.com`, name: username, role: 'customer', customerId, password: 'Correct#Horse1' });
  ownerId = (await person('marisa', demo.ownCustomerId)).id;
  otherOwnerId = (await person('koldo', demo.otherCustomerId)).id;
  await db.insert(rooms).values([{ name: 'Ático', ownerId }]);
  for (const [owner, role] of [
    [ownerId, 'customer'],
    [otherOwnerId, 'admin'],
  ] as const) {
    expect((await demo.as(role, { method: 'POST', url: `/api/nodes/graph/owner/${owner}` })).statusCode).toBe(201);
  }
  const rootOf = async (owner: string) =>
    (await demo.as('admin', { method: 'GET', url: `/api/nodes/graph/${owner}` })).json<{ nodes: { _id: string }[] }>().nodes[0]?._id ?? '';
  rootId = await rootOf(ownerId);
  otherRootId = await rootOf(otherOwnerId);
});
afterAll(async () => {
  await demo.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('POST /api/resources/{ownerId}/owner/{id}/upload', () => {
  it('keeps images and PDFs under names the server makes, adds them to the card, and serves them back safely (ASVS V5.3.2)', async () => {
    const card = await newCard('waterValve', { location: 'Cocina' });
    const response = await upload(card, [
      ['field', 'files'],
      ['filenames', 'Válvula cocina.png'],
      ['files', 'IMG_0001.png', png],
      ['files', '../../etc/plano final.pdf', pdf],
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{
      files: { fileName: string; originalName: string; contentType: string; size: number }[];
      resource: { content: { files: string[] } };
    }>();
    expect(answer.files.map((file) => [file.originalName, file.contentType, file.size])).toEqual([
      ['Válvula cocina.png', 'image/png', png.length],
      ['plano final.pdf', 'application/pdf', pdf.length],
    ]);
    for (const file of answer.files) expect(file.fileName).toMatch(/^[0-9a-f-]{36}\.(png|pdf)$/);
    expect(answer.resource.content.files).toEqual(answer.files.map((file) => file.fileName));
    expect(storedFiles()).toEqual(answer.files.map((file) => file.fileName).sort());
    expect(storedFiles(path.join(dataDir, 'uploads'))).toEqual([]);

    const [image, document] = answer.files;
    const shown = await callOn(demo.app, 'customer', { method: 'GET', url: `/resources/file?fileName=${image?.fileName}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(shown.headers['content-disposition']).toBe(`inline; filename="V_lvula cocina.png"; filename*=UTF-8''V%C3%A1lvula%20cocina.png`);
    const downloaded = await callOn(demo.app, 'fieldServiceAgents', { method: 'GET', url: `/resources/file?fileName=${document?.fileName}` });
    expect(downloaded.headers['content-disposition']).toBe(`inline; filename="plano final.pdf"; filename*=UTF-8''plano%20final.pdf`);
    expect((await callOn(demo.app, 'customer', { method: 'GET', url: '/resources/file?fileName=../../etc/passwd' })).statusCode).toBe(400);
    expect((await callOn(demo.app, 'customer', { method: 'GET', url: `/resources/file?fileName=${randomUUID()}.png` })).statusCode).toBe(404);
  });

  it('takes the photos of a Photos card saved without any (they upload only to a saved card)', async () => {
    const card = await newCard('photos', { description: 'Vistas desde el balcón' });
    const response = await upload(card, [['files', 'balcon.png', png]]);
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json<{ files: { fileName: string }[]; resource: { content: { files: string[]; description: string } } }>();
    expect(answer.resource.content).toEqual({ files: [answer.files[0]?.fileName], description: 'Vistas desde el balcón' });
    const read = await demo.as('customer', { method: 'GET', url: `/api/resources/owner/${ownerId}/node/${rootId}?moduleType=photos` });
    expect(read.json()[0].content.files).toEqual([answer.files[0]?.fileName]);
  });

  it('refuses a file over 30 MB while it streams (413 with the spec’s message), keeping nothing (ASVS V5.2.1)', async () => {
    const card = await newCard('boiler', { location: 'Galería' });
    const big = Buffer.alloc(31 * 1024 * 1024, 0x20);
    pdf.copy(big);
    const before = storedFiles();
    const response = await upload(card, [
      ['files', 'pequeño.png', png],
      ['files', 'enorme.pdf', big],
    ]);
    expect([response.statusCode, response.json().message]).toEqual([413, 'Los archivos son demasiado grandes. El límite es de 30MB por archivo.']);
    expect(storedFiles()).toEqual(before);
    expect(storedFiles(path.join(dataDir, 'uploads'))).toEqual([]);
    expect(
      (await demo.as('customer', { method: 'GET', url: `/api/resources/owner/${ownerId}/node/${rootId}?moduleType=boiler` })).json()[0].content.files,
    ).toEqual([]);
  });

  it('decides the type by content: a program renamed .jpg and a text are refused, nothing kept (ASVS V5.2.2)', async () => {
    const card = await newCard('electricity', { location: 'Entrada' });
    const before = storedFiles();
    for (const [name, bytes] of [
      ['foto.jpg', exe],
      ['notas.pdf', Buffer.from('solo texto')],
    ] as const) {
      const response = await upload(card, [
        ['files', 'bien.png', png],
        ['files', name, bytes],
      ]);
      expect([response.statusCode, response.json().message]).toEqual([
        415,
        `Error al subir archivos: «${name}» no es una imagen, un PDF ni un documento de Office u OpenDocument`,
      ]);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('refuses a card without files, an upload without files, and a field other than files', async () => {
    const wifi = await newCard('wifi', { networkName: 'Casa' });
    const refusals: [FormPart[], number, string][] = [
      [[['files', 'a.png', png]], 400, 'Error al subir archivos: esta tarjeta no admite archivos'],
      [[['field', 'files']], 400, 'Error al subir archivos: no se ha enviado ningún archivo'],
      [
        [
          ['field', '../content'],
          ['files', 'a.png', png],
        ],
        400,
        'Error al subir archivos: el campo «../content» no admite archivos',
      ],
    ];
    const before = storedFiles();
    for (const [parts, status, text] of refusals) {
      const response = await upload(wifi, parts);
      expect([response.statusCode, response.json().message]).toEqual([status, text]);
    }
    expect(storedFiles()).toEqual(before);
    const notMultipart = await demo.as('customer', { method: 'POST', url: `/api/resources/${ownerId}/owner/${wifi}/upload`, payload: { files: [] } });
    expect(notMultipart.statusCode).toBeGreaterThanOrEqual(400);
    expect(notMultipart.statusCode).toBeLessThan(500);
  });

  it('lets only those who may change the structure upload (ASVS V8.2.1)', async () => {
    const theirs = await newCard('parking', { available: true, location: 'Plaza 3' }, otherRootId, otherOwnerId, 'admin');
    const refused = await upload(theirs, [['files', 'a.png', png]], 'customer', undefined, otherOwnerId);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'No tienes permiso para subir archivos a este protocolo']);
    expect((await upload(theirs, [['files', 'a.png', png]], 'fieldServiceAgents', undefined, otherOwnerId)).statusCode).toBe(403);
    expect((await upload(theirs, [['files', 'a.png', png]], 'admin', undefined, ownerId)).statusCode).toBe(404);
    const stored = await upload(theirs, [['files', 'a.png', png]], 'admin', undefined, otherOwnerId);
    expect(stored.statusCode).toBe(201);
    const name = stored.json<{ files: { fileName: string }[] }>().files[0]?.fileName;
    expect((await callOn(demo.app, 'customer', { method: 'GET', url: `/resources/file?fileName=${name}` })).statusCode).toBe(404);
  });
});

describe('orphan files', () => {
  it('go from storage when their card goes, when the content drops them, and with a deleted location', async () => {
    const card = await newCard('safeBox', { code: '1234' });
    const names = (
      await upload(card, [
        ['files', 'a.png', png],
        ['files', 'b.pdf', pdf],
      ])
    )
      .json<{ files: { fileName: string }[] }>()
      .files.map((file) => file.fileName);
    const [first = '', second = ''] = names;
    const foreign = await demo.as('customer', {
      method: 'PATCH',
      url: `/api/resources/${card}/content`,
      payload: { content: { code: '1234', files: [first, `${randomUUID()}.png`] } },
    });
    expect(foreign.statusCode).toBe(400);
    const dropped = await demo.as('customer', {
      method: 'PATCH',
      url: `/api/resources/${card}/content`,
      payload: { content: { code: '1234', files: [second] } },
    });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(storedFiles()).not.toContain(first);
    expect(storedFiles()).toContain(second);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/resources/${card}/owner/${ownerId}` })).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(second);

    const location = await demo.as('customer', { method: 'POST', url: '/api/nodes', payload: { ownerId, name: 'Trastero' } });
    const nodeId = location.json<{ _id: string }>()._id;
    const kept = await newCard('storage', { available: true }, nodeId);
    const [third = ''] = (await upload(kept, [['files', 'c.png', png]])).json<{ files: { fileName: string }[] }>().files.map((file) => file.fileName);
    expect(storedFiles()).toContain(third);
    expect((await demo.as('customer', { method: 'DELETE', url: `/api/nodes/${nodeId}` })).statusCode).toBe(204);
    expect(storedFiles()).not.toContain(third);
  });
});

describe('files left by a deleted owner', () => {
  it('are removed by the hourly housekeeping round, on the real clock', async () => {
    const { db } = demo.server;
    const leaving = (
      await insertUser(db, {
        username: 'nerea',
        email: 'nerea@example.com',
        name: 'Nerea',
        role: 'customer',
        customerId: demo.ownCustomerId,
        password: 'Correct#Horse1',
      })
    ).id;
    expect((await demo.as('admin', { method: 'POST', url: `/api/nodes/graph/owner/${leaving}` })).statusCode).toBe(201);
    const root = (await demo.as('admin', { method: 'GET', url: `/api/nodes/graph/${leaving}` })).json<{ nodes: { _id: string }[] }>().nodes[0]?._id ?? '';
    const card = await newCard('safeBox', { code: '9876' }, root, leaving, 'admin');
    const uploaded = await upload(card, [['files', 'caja.png', png]], 'admin', undefined, leaving);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const name = uploaded.json<{ files: { fileName: string }[] }>().files[0]?.fileName ?? '';

    // The owner goes, and with them their graph and cards; the stored file is left to the sweep.
    expect((await demo.as('admin', { method: 'DELETE', url: `/api/users/${leaving}` })).statusCode).toBe(204);
    expect(storedFiles()).toContain(name);

    const housekeeping = startHousekeeping({
      db,
      events: createLocalEventBus(),
      clock: () => new Date(),
      retentionDays: 90,
      log: Fastify().log,
      files: folderStorage(path.join(dataDir, 'files')),
      everyMs: 50,
    });
    try {
      await vi.waitFor(() => expect(storedFiles()).not.toContain(name), { timeout: 20_000, interval: 50 });
    } finally {
      await housekeeping.stop();
    }
    expect((await callOn(demo.app, 'admin', { method: 'GET', url: `/resources/file?fileName=${name}` })).statusCode).toBe(404);
  });
});

describe('an S3-compatible bucket (SERENO_S3_*)', () => {
  let s3: S3rver;
  let s3Dir: string;
  let app: FastifyInstance;
  const bucket = 'sereno-files';
  beforeAll(async () => {
    s3Dir = mkdtempSync(path.join(tmpdir(), 'sereno-s3-'));
    s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Dir, configureBuckets: [{ name: bucket, configs: [] }] });
    const { port } = await s3.run();
    app = await demo.server.app({
      SERENO_DATA_DIR: dataDir,
      SERENO_S3_BUCKET: bucket,
      SERENO_S3_ENDPOINT: `http://127.0.0.1:${port}`,
      SERENO_S3_ACCESS_KEY_ID: 'S3RVER',
      SERENO_S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
  afterAll(async () => {
    await s3.close();
    rmSync(s3Dir, { recursive: true, force: true });
  });

  it('stores, serves and removes a card’s files as objects, none in the data folder', async () => {
    const card = await newCard('pool', { available: true, location: 'Azotea' });
    const before = storedFiles();
    const response = await upload(card, [['files', 'piscina.png', png]], 'customer', app);
    expect(response.statusCode, response.body).toBe(201);
    const name = response.json<{ files: { fileName: string }[] }>().files[0]?.fileName ?? '';
    expect(storedFiles()).toEqual(before);
    const objects = () => readdirSync(path.join(s3Dir, bucket)).filter((file) => file.startsWith(name));
    expect(objects()).not.toEqual([]);
    const shown = await callOn(app, 'customer', { method: 'GET', url: `/resources/file?fileName=${name}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload.equals(png)).toBe(true);
    expect((await callOn(app, 'customer', { method: 'DELETE', url: `/resources/${card}/owner/${ownerId}` })).statusCode).toBe(204);
    expect(objects()).toEqual([]);
    expect((await callOn(app, 'customer', { method: 'GET', url: `/resources/file?fileName=${name}` })).statusCode).toBe(404);
  });
});
