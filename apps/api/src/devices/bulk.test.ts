// POST /api/devices/bulk (issue 28, docs/presets.md "Bulk actions") through HTTP on the demo data:
// SRN-0001..3 watch the demo customer's rooms. One call per action over many devices: each device
// checked against the caller's rights, the ones that may change changed together, the others listed.
import { randomUUID } from 'node:crypto';
import { DEVICE_BULK_MAX } from '@sereno/validation';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type DemoServer } from '../../test/demo-server.ts';
import { auditLog } from '../db/schema/audit.ts';
import { devices } from '../db/schema/devices.ts';
import { issueDeviceToken } from './tokens.ts';

let demo: DemoServer;
beforeAll(async () => {
  demo = await startDemoServer();
});
afterAll(() => demo.close());

const bulk = (role: Parameters<DemoServer['as']>[0], payload: unknown, language = 'es') =>
  demo.as(role, { method: 'POST', url: '/api/devices/bulk', payload: payload as Record<string, unknown>, headers: { 'accept-language': language } });

async function idsOf(...monitorIds: string[]): Promise<string[]> {
  const rows = await demo.server.db.select({ id: devices.id, monitorId: devices.monitorId }).from(devices).where(inArray(devices.monitorId, monitorIds));
  return monitorIds.map((monitorId) => rows.find((row) => row.monitorId === monitorId)?.id ?? '');
}

async function storedOf(ids: string[]) {
  return demo.server.db.select().from(devices).where(inArray(devices.id, ids)).orderBy(devices.monitorId);
}

/** A device of no customer (the factory's stock): no customer sees it. */
async function stockDevice(): Promise<string> {
  const [row] = await demo.server.db
    .insert(devices)
    .values({ monitorId: `BLK-${randomUUID().slice(0, 8)}`, tokenHash: issueDeviceToken().tokenHash })
    .returning({ id: devices.id });
  return row?.id ?? '';
}

describe('POST /api/devices/bulk', () => {
  it("asks a customer's own devices for the firmware update in one call, and lists the ones it may not touch", async () => {
    const own = await idsOf('SRN-0001', 'SRN-0002');
    const foreign = await stockDevice();
    const missing = randomUUID();
    const answer = await bulk('customer', { action: 'requestFirmwareUpdate', deviceIds: [...own, foreign, missing, own[0]] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      action: 'requestFirmwareUpdate',
      matched: 4,
      changed: 2,
      refused: [
        { deviceId: foreign, reason: 'notFound', message: 'El dispositivo no existe o no tienes permiso sobre él' },
        { deviceId: missing, reason: 'notFound', message: 'El dispositivo no existe o no tienes permiso sobre él' },
      ],
    });
    const now = demo.server.clock.now();
    expect((await storedOf(own)).map((device) => device.otaRequestedAt)).toEqual([now, now]);
    expect((await storedOf([foreign]))[0]?.otaRequestedAt).toBeNull();
    const audits = await demo.server.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'device.ota'), inArray(auditLog.targetId, [...own, foreign])));
    expect(audits.map((entry) => entry.targetId).sort()).toEqual([...own].sort());

    // In the person's language.
    const english = await bulk('customer', { action: 'requestFirmwareUpdate', deviceIds: [foreign] }, 'en');
    expect(english.json()).toMatchObject({ changed: 0, refused: [{ deviceId: foreign, message: 'The device does not exist or you have no rights on it' }] });
  });

  it('sets the status of many devices together; only those who manage devices may', async () => {
    const ids = await idsOf('SRN-0001', 'SRN-0002', 'SRN-0003');
    const stock = await stockDevice();
    const refused = await bulk('customer', { action: 'setStatus', status: 'maintenance', deviceIds: ids });
    expect(refused.statusCode).toBe(403);
    expect(Object.keys(refused.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    expect((await storedOf(ids)).map((device) => device.status)).toEqual(['active', 'active', 'active']);

    const answer = await bulk('admin', { action: 'setStatus', status: 'maintenance', deviceIds: [...ids, stock] });
    expect(answer.json()).toEqual({ action: 'setStatus', matched: 4, changed: 4, refused: [] });
    expect((await storedOf([...ids, stock])).map((device) => device.status)).toEqual(['maintenance', 'maintenance', 'maintenance', 'maintenance']);
    // The customer sees it in its list.
    const list = await demo.as('customer', { method: 'GET', url: '/api/devicesByFilters?status=maintenance' });
    expect(
      list
        .json<{ devices: { monitorId: string }[] }>()
        .devices.map((device) => device.monitorId)
        .sort(),
    ).toEqual(['SRN-0001', 'SRN-0002', 'SRN-0003']);

    const back = await bulk('manufacturer', { action: 'setStatus', status: 'active', deviceIds: ids });
    expect(back.json()).toMatchObject({ changed: 3, refused: [] });
    expect((await storedOf(ids)).map((device) => device.status)).toEqual(['active', 'active', 'active']);
    expect((await bulk('manager', { action: 'requestFirmwareUpdate', deviceIds: ids })).statusCode).toBe(403);
  });

  it('is bounded, and refuses a bad body with a translated message', async () => {
    const tooMany = await bulk('admin', { action: 'requestFirmwareUpdate', deviceIds: Array.from({ length: DEVICE_BULK_MAX + 1 }, () => randomUUID()) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(`deviceIds: No puede tener más de ${DEVICE_BULK_MAX} elementos`);
    const empty = await bulk('admin', { action: 'requestFirmwareUpdate', deviceIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('deviceIds: Campo requerido');
    for (const payload of [
      { action: 'setStatus', status: 'broken', deviceIds: [randomUUID()] },
      { action: 'explode', deviceIds: [randomUUID()] },
      { action: 'setStatus', deviceIds: ['not-an-id'] },
    ]) {
      const response = await bulk('admin', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json()).sort()).toEqual(['message', 'statusCode', 'timestamp']);
    }
  });
});
