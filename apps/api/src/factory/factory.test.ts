// The factory's API through HTTP on the demo data (docs/flasher.md): firmware images per channel
// (staff upload with its checks, list, download, checksums), QC results, flashes and erasures as a
// unit's history, and the registration of a unit flashed with production firmware.
import { createHash } from 'node:crypto';
import { buildFirmwareImage, toBase64 } from '@sereno/serial-rig';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { devices } from '../db/schema/devices.ts';
import { deviceTokenMatches } from '../devices/tokens.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

let sequence = 0;
const freshMac = () => `24:0a:c4:00:${String(Math.floor(++sequence / 100)).padStart(2, '0')}:${String(sequence % 100).padStart(2, '0')}`;

async function upload(channel: string, image: Uint8Array, role: 'admin' | 'controller' | 'manufacturer' = 'admin', language = 'es') {
  return demo.as(role, {
    method: 'POST',
    url: '/api/firmware/images',
    headers: { 'accept-language': language },
    payload: { channel, contentBase64: toBase64(image) },
  });
}

async function uploaded(channel: string, version: string) {
  const response = await upload(channel, buildFirmwareImage({ version, size: 8192 }));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; version: string }>();
}

const passedQc = (mac: string, calibration = 'calibrated') => ({
  mac,
  outcome: 'passed',
  calibration,
  readings: [
    { sensor: 'noise', answered: true, value: 38.5 },
    { sensor: 'humidity', answered: true, value: 44 },
  ],
});

describe('firmware images', () => {
  it('takes an image from staff, reads its version and answers its checksums', async () => {
    const image = buildFirmwareImage({ version: '3.1.0', size: 20_000, seed: 7 });
    const response = await upload('production', image, 'controller');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      channel: 'production',
      version: '3.1.0',
      size: 20_000,
      sha256: createHash('sha256').update(image).digest('hex'),
      md5: createHash('md5').update(image).digest('hex'),
    });
  });

  it('refuses what is not a Sereno ESP32 image, in Spanish and in English, and a version twice', async () => {
    const messageOf = async (image: Uint8Array, language = 'es') => {
      const response = await upload('staging', image, 'admin', language);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
      return response.json().message as string;
    };
    expect(await messageOf(new Uint8Array(100).fill(0xe9))).toBe('La imagen es demasiado pequeña para ser un firmware');
    expect(await messageOf(new Uint8Array(4096).fill(7))).toBe('El archivo no es una imagen de aplicación ESP32');
    expect(await messageOf(new Uint8Array(4096).fill(7), 'en')).toBe('The file is not an ESP32 application image');
    expect(await messageOf(buildFirmwareImage({ version: '1.0.0', project: 'blink' }))).toBe('La imagen no es un firmware de Sereno');
    expect(await messageOf(buildFirmwareImage({ version: 'v1-beta' }))).toBe('La versión de la imagen debe ser números y puntos, como 2.4.0');
    expect(await messageOf(buildFirmwareImage({ version: '1.0.0', size: 3 * 1024 * 1024 + 4 }))).toMatch(/más de 3 MB/);
    const notBase64 = await demo.as('admin', { method: 'POST', url: '/api/firmware/images', payload: { channel: 'staging', contentBase64: '***' } });
    expect(notBase64.json().message).toBe('El contenido debe ir en base64');
    const badChannel = await demo.as('admin', { method: 'POST', url: '/api/firmware/images', payload: { channel: 'beta', contentBase64: 'AAAA' } });
    expect(badChannel.statusCode).toBe(400);

    await uploaded('staging', '3.2.0');
    const again = await upload('staging', buildFirmwareImage({ version: '3.2.0', seed: 9 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Ya hay una imagen 3.2.0 en el canal staging');
    // The same version in the other channel is another image.
    expect((await upload('production', buildFirmwareImage({ version: '3.2.0' }))).statusCode).toBe(201);
  });

  it('lets staff upload, the factory list and download, and nobody else', async () => {
    expect((await upload('staging', buildFirmwareImage({ version: '3.3.0' }), 'manufacturer')).statusCode).toBe(403);
    const image = buildFirmwareImage({ version: '3.4.0', size: 10_000, seed: 3 });
    const { id } = (await upload('staging', image)).json<{ id: string }>();

    const list = await demo.as('manufacturer', { method: 'GET', url: '/api/firmware/images?channel=staging' });
    expect(list.statusCode).toBe(200);
    const images = list.json().images as { id: string; channel: string; version: string }[];
    expect(images.every((entry) => entry.channel === 'staging')).toBe(true);
    expect(images[0]).toMatchObject({ id, version: '3.4.0' });
    expect(images[0]).not.toHaveProperty('content');

    const download = await demo.as('manufacturer', { method: 'GET', url: `/api/firmware/images/${id}/content` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/octet-stream');
    expect(new Uint8Array(download.rawPayload)).toEqual(image);
    expect(download.headers['x-checksum-sha256']).toBe(createHash('sha256').update(image).digest('hex'));
    expect((await demo.as('manufacturer', { method: 'GET', url: `/api/firmware/images/${id}` })).json().md5).toBe(
      createHash('md5').update(image).digest('hex'),
    );

    for (const role of ['customer', 'manager', 'fieldServiceAgents'] as const)
      expect((await demo.as(role, { method: 'GET', url: '/api/firmware/images' })).statusCode).toBe(403);
    expect((await demo.as('manufacturer', { method: 'GET', url: '/api/firmware/images/0b6f2a8e-0000-4000-8000-000000000000/content' })).statusCode).toBe(404);
  });
});

describe('units on the bench', () => {
  it('registers a unit that passed QC as a new device with its firmware, calibration and a working token', async () => {
    const production = await uploaded('production', '4.0.0');
    const mac = freshMac();
    const register = () => demo.as('manufacturer', { method: 'POST', url: '/api/factory/devices', payload: { mac, imageId: production.id } });

    const untested = await register();
    expect(untested.statusCode).toBe(409);
    expect(untested.json().message).toBe('El dispositivo no ha superado el test de QC: pásalo antes de registrarlo');

    const failed = await demo.as('manufacturer', {
      method: 'POST',
      url: '/api/factory/qc',
      payload: { mac, outcome: 'failed', reason: 'sensorSilent:humidity', readings: [{ sensor: 'humidity', answered: false, value: null }] },
    });
    expect(failed.statusCode, failed.body).toBe(201);
    expect((await register()).statusCode).toBe(409);

    expect((await demo.as('manufacturer', { method: 'POST', url: '/api/factory/qc', payload: passedQc(mac) })).statusCode).toBe(201);
    const first = await register();
    expect(first.statusCode, first.body).toBe(200);
    const created = first.json<{ created: boolean; token: string; device: { monitorId: string; claimCode: string; firmware: string; calibration: string } }>();
    expect(created).toMatchObject({ created: true, device: { firmware: '4.0.0', calibration: 'calibrated' } });
    expect(created.device.monitorId).toMatch(/^SRN-\d{4}$/);
    expect(created.device.claimCode).toMatch(/^[0-9A-Z]{10}$/);
    const [row] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, created.device.monitorId));
    expect(row).toMatchObject({ firmware: '4.0.0', qcPass: 'pass', calibration: 'calibrated', ownerId: null });
    expect(deviceTokenMatches(created.token, row?.tokenHash ?? '')).toBe(true);

    // Flashed again (a newer image, QC pending calibration): the same device, a new token.
    const newer = await uploaded('production', '4.0.1');
    await demo.as('manufacturer', { method: 'POST', url: '/api/factory/qc', payload: passedQc(mac, 'pending') });
    const second = await demo.as('manufacturer', { method: 'POST', url: '/api/factory/devices', payload: { mac, imageId: newer.id } });
    expect(second.json()).toMatchObject({ created: false, device: { monitorId: created.device.monitorId, firmware: '4.0.1', calibration: 'pending' } });
    const [after] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, created.device.monitorId));
    expect(deviceTokenMatches(created.token, after?.tokenHash ?? '')).toBe(false);
    expect(deviceTokenMatches(second.json().token, after?.tokenHash ?? '')).toBe(true);

    // Another unit takes the next number.
    const other = freshMac();
    await demo.as('manufacturer', { method: 'POST', url: '/api/factory/qc', payload: passedQc(other) });
    const next = await demo.as('admin', { method: 'POST', url: '/api/factory/devices', payload: { mac: other, imageId: newer.id } });
    expect(Number(next.json().device.monitorId.slice(4))).toBe(Number(created.device.monitorId.slice(4)) + 1);
  });

  it('refuses a staging image for a registration', async () => {
    const staging = await uploaded('staging', '4.1.0');
    const mac = freshMac();
    await demo.as('manufacturer', { method: 'POST', url: '/api/factory/qc', payload: passedQc(mac) });
    const response = await demo.as('manufacturer', {
      method: 'POST',
      url: '/api/factory/devices',
      payload: { mac, imageId: staging.id },
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('A device is registered with a production image only');
  });

  it("keeps a unit's history, newest first, and a failed flash changes no device", async () => {
    const production = await uploaded('production', '4.2.0');
    const mac = freshMac();
    const record = (payload: Record<string, unknown>, url = '/api/factory/events') => demo.as('manufacturer', { method: 'POST', url, payload });
    expect((await record(passedQc(mac), '/api/factory/qc')).statusCode).toBe(201);
    expect((await record({ mac, kind: 'flash', outcome: 'success', imageId: production.id })).statusCode).toBe(201);
    const registered = await demo.as('manufacturer', { method: 'POST', url: '/api/factory/devices', payload: { mac, imageId: production.id } });
    const { monitorId } = registered.json().device;
    const [before] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId));
    expect((await record({ mac, kind: 'flash', outcome: 'failed', reason: 'md5Mismatch', imageId: production.id })).statusCode).toBe(201);
    expect((await record({ mac, kind: 'erase', outcome: 'disconnected', reason: 'unplugged' })).statusCode).toBe(201);
    const [after] = await demo.server.db.select().from(devices).where(eq(devices.monitorId, monitorId));
    expect(after).toEqual(before);

    const unit = await demo.as('manufacturer', { method: 'GET', url: `/api/factory/units/${mac.toUpperCase()}` });
    expect(unit.statusCode, unit.body).toBe(200);
    const body = unit.json();
    expect(body.device).toMatchObject({ monitorId, firmware: '4.2.0' });
    expect(body.history.map((event: { kind: string; outcome: string }) => `${event.kind}:${event.outcome}`)).toEqual([
      'erase:disconnected',
      'flash:failed',
      'register:success',
      'flash:success',
      'qc:passed',
    ]);
    expect(body.history[1]).toMatchObject({ reason: 'md5Mismatch', channel: 'production', firmwareVersion: '4.2.0', operatorName: 'manufacturer' });
    expect(body.history[4].readings).toEqual(passedQc(mac).readings);

    expect((await record({ mac: 'not-a-mac', kind: 'flash', outcome: 'success' })).statusCode).toBe(400);
    expect((await demo.as('customer', { method: 'GET', url: `/api/factory/units/${mac}` })).statusCode).toBe(403);
  });
});
