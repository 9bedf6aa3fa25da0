// docs/permissions.md, "Devices": each case acts on a new device owned by the subject, installed in
// a room of the subject. Staff and manufacturers see every device, a customer its customer's, a
// manager those of the rooms it manages (none of these); administrators, controllers and
// manufacturers manage them, but a manufacturer neither sees nor sets where a device is, nor disturbs
// an installed one; only those who create devices see their claim codes.
import type { Role } from '@sereno/validation';
import { eq } from 'drizzle-orm';
import { devices } from '../../src/db/schema/devices.ts';
import { issueDeviceToken } from '../../src/devices/tokens.ts';
import { rooms } from '../../src/db/schema/rooms.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';

const forbidden = everywhere(403);

interface Installed {
  id: string;
  monitorId: string;
  roomId: string;
  roomName: string;
}
/** The device each subject got, by subject id; and the subject of each device, by monitorId. */
const installedFor = new Map<string, Installed>();
const subjectOfDevice = new Map<string, string>();
const subjectIdsOf = (body: unknown): string[] => {
  const { data, devices: page } = body as { data?: { monitorId: string }[]; devices?: { monitorId: string }[] };
  return (data ?? page ?? []).map((device) => subjectOfDevice.get(device.monitorId) ?? '');
};

async function deviceOf(subject: Subject, demo: DemoServer): Promise<Installed> {
  const monitorId = fresh('DMX-');
  const [row] = await demo.server.db
    .insert(devices)
    .values({ monitorId, ownerId: subject.id, tokenHash: issueDeviceToken().tokenHash })
    .returning({ id: devices.id });
  const roomName = `Sala ${subject.username}`;
  const [room] = await demo.server.db.insert(rooms).values({ name: roomName, ownerId: subject.id, monitorId }).returning({ id: rooms.id });
  const installed = { id: row?.id ?? '', monitorId, roomId: room?.id ?? '', roomName };
  installedFor.set(subject.id, installed);
  subjectOfDevice.set(monitorId, subject.id);
  return installed;
}

/**
 * What an answer about the subject's device must not show the role: a manufacturer where it is (its
 * room, owner, customer); anyone who does not create devices its claim code.
 */
async function unseenOf(subject: Subject, role: Role, demo: DemoServer): Promise<(string | null)[]> {
  const installed = installedFor.get(subject.id);
  if (!installed) return [];
  const [device] = await demo.server.db.select({ claimCode: devices.claimCode }).from(devices).where(eq(devices.monitorId, installed.monitorId));
  const placement = [installed.roomId, installed.roomName, subject.id, subject.username, subject.customerId];
  if (role === 'manufacturer') return placement;
  return role === 'admin' || role === 'controller' ? [] : [device?.claimCode ?? null];
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
const everyone = {
  admin: everywhere(200),
  controller: everywhere(200),
  fieldServiceAgents: everywhere(200),
  manager: everywhere(200),
  customer: everywhere(200),
  manufacturer: everywhere(200),
};

export const devicesMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/devices',
    request: async (subject, _role, demo) => {
      await deviceOf(subject, demo);
      return { method: 'GET', url: '/api/devices' };
    },
    itemIds: subjectIdsOf,
    unseen: unseenOf,
    decisions: lists,
  },
  {
    route: 'GET /api/devicesByFilters',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/devicesByFilters?monitorId=${(await deviceOf(subject, demo)).monitorId}` }),
    itemIds: subjectIdsOf,
    unseen: unseenOf,
    decisions: lists,
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    // The export is filtered like the list (the tests of src/platform/export/lists.test.ts read the rows): the status says who may export.
    route: `GET /api/devices/export.${format}`,
    request: async (subject: Subject, _role: Role, demo: DemoServer) => ({
      method: 'GET' as const,
      url: `/api/devices/export.${format}?monitorId=${(await deviceOf(subject, demo)).monitorId}`,
    }),
    decisions: everyone,
  })),
  {
    route: 'GET /api/devices/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/devices/${(await deviceOf(subject, demo)).id}` }),
    unseen: unseenOf,
    decisions: readers(200),
  },
  {
    route: 'GET /api/devices/monitor/{monitorId}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/devices/monitor/${(await deviceOf(subject, demo)).monitorId}` }),
    unseen: unseenOf,
    decisions: readers(200),
  },
  {
    // Giving a new device an owner decides who sees it: staff only.
    route: 'POST /api/devices',
    request: (subject) => ({ method: 'POST', url: '/api/devices', payload: { monitorId: fresh('NEW-'), ownerId: subject.id } }),
    decisions: { ...managers(201), manufacturer: forbidden },
  },
  {
    // The manufacturing fields: a manufacturer's too; the answer is a device answer like the reads.
    route: 'PUT /api/devices/monitor/{monitorId}',
    request: async (subject, _role, demo) => ({
      method: 'PUT',
      url: `/api/devices/monitor/${(await deviceOf(subject, demo)).monitorId}`,
      payload: { firmware: '2.4.0' },
    }),
    unseen: unseenOf,
    decisions: managers(200),
  },
  {
    // The device watches a room: a manufacturer may not remove it (nor rotate its token, below).
    route: 'DELETE /api/devices/{id}',
    request: async (subject, _role, demo) => ({ method: 'DELETE', url: `/api/devices/${(await deviceOf(subject, demo)).id}` }),
    decisions: { ...managers(204), manufacturer: forbidden },
  },
  {
    route: 'POST /api/devices/{id}/token',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/devices/${(await deviceOf(subject, demo)).id}/token` }),
    decisions: { ...managers(200), manufacturer: forbidden },
  },
  {
    route: 'GET /api/device-version/available',
    request: () => ({ method: 'GET', url: '/api/device-version/available' }),
    decisions: everyone,
  },
  {
    route: 'POST /api/request-ota-update',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/request-ota-update',
      payload: { monitorId: (await deviceOf(subject, demo)).monitorId },
    }),
    decisions: { ...managers(200), customer: [200, 404, 404] },
  },
  {
    // One call for many devices: a device the caller may not see is refused in the answer, not by its status.
    route: 'POST /api/devices/bulk',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/devices/bulk',
      payload: { action: 'requestFirmwareUpdate', deviceIds: [(await deviceOf(subject, demo)).id] },
    }),
    decisions: { ...managers(200), customer: everywhere(200) },
  },
];
