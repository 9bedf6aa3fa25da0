// docs/permissions.md, "Devices": each case acts on a new device owned by the subject. Staff and
// manufacturers see every device, a customer its customer's, a manager those of the rooms it manages
// (none of these); administrators, controllers and manufacturers manage them.
import { devices } from '../../src/devices/table.ts';
import { issueDeviceToken } from '../../src/devices/tokens.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';

const forbidden = everywhere(403);
const ownerIdsOf = (body: unknown): string[] => {
  const { data, devices: page } = body as { data?: { ownerId?: string }[]; devices?: { ownerId?: string }[] };
  return (data ?? page ?? []).map((device) => device.ownerId ?? '');
};

async function deviceOf(subject: Subject, demo: DemoServer): Promise<{ id: string; monitorId: string }> {
  const monitorId = fresh('DMX-');
  const [row] = await demo.server.db.insert(devices).values({ monitorId, ownerId: subject.id, tokenHash: issueDeviceToken().tokenHash }).returning({ id: devices.id });
  return { id: row?.id ?? '', monitorId };
}

const readers = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: everywhere(success),
  manager: everywhere(404),
  customer: [success, 404, 404] as const,
  manufacturer: everywhere(success),
});
const managers = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: forbidden,
  manager: forbidden,
  customer: forbidden,
  manufacturer: everywhere(success),
});
const lists = { ...readers('listed'), manager: everywhere('hidden'), customer: ['listed', 'hidden', 'hidden'] as const };
const everyone = { admin: everywhere(200), controller: everywhere(200), fieldServiceAgents: everywhere(200), manager: everywhere(200), customer: everywhere(200), manufacturer: everywhere(200) };

export const devicesMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/devices',
    request: async (subject, _role, demo) => {
      await deviceOf(subject, demo);
      return { method: 'GET', url: '/api/devices' };
    },
    itemIds: ownerIdsOf,
    decisions: lists,
  },
  {
    route: 'GET /api/devicesByFilters',
    request: async (subject, _role, demo) => {
      await deviceOf(subject, demo);
      return { method: 'GET', url: `/api/devicesByFilters?ownerId=${subject.id}` };
    },
    itemIds: ownerIdsOf,
    decisions: lists,
  },
  {
    route: 'GET /api/devices/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/devices/${(await deviceOf(subject, demo)).id}` }),
    decisions: readers(200),
  },
  {
    route: 'GET /api/devices/monitor/{monitorId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/devices/monitor/${(await deviceOf(subject, demo)).monitorId}` }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/devices',
    request: (subject) => ({ method: 'POST', url: '/api/devices', payload: { monitorId: fresh('NEW-'), ownerId: subject.id } }),
    decisions: managers(201),
  },
  {
    route: 'PUT /api/devices/monitor/{monitorId}',
    request: async (subject, _role, demo) => ({ method: 'PUT', url: `/api/devices/monitor/${(await deviceOf(subject, demo)).monitorId}`, payload: { firmware: '2.4.0' } }),
    decisions: managers(200),
  },
  {
    route: 'DELETE /api/devices/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/devices/${(await deviceOf(subject, demo)).id}` }),
    decisions: managers(204),
  },
  {
    route: 'POST /api/devices/{id}/token',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/devices/${(await deviceOf(subject, demo)).id}/token` }),
    decisions: managers(200),
  },
  {
    route: 'GET /api/device-version/available',
    request: () => ({ method: 'GET', url: '/api/device-version/available' }),
    decisions: everyone,
  },
  {
    route: 'POST /api/request-ota-update',
    request: async (subject, _role, demo) => ({ method: 'POST', url: '/api/request-ota-update', payload: { monitorId: (await deviceOf(subject, demo)).monitorId } }),
    decisions: { ...managers(200), customer: [200, 404, 404] },
  },
];
