// docs/permissions.md, "Rooms": each case acts on a new room owned by the subject (for the own
// customer's subject, managed by the demo manager), so a customer sees own-customer rooms only and a
// manager the rooms it manages.
import { rooms } from '../../src/db/schema/rooms.ts';
import { devices } from '../../src/db/schema/devices.ts';
import { issueDeviceToken } from '../../src/devices/tokens.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, exportDecisions, fresh, type Decision, type RouteCase, type Subject } from './matrix.ts';
import { roomSettingsSwitches } from '../room-settings.ts';

const forbidden = everywhere(403);
type Row = readonly [Decision, Decision, Decision];
const ownOnly = (success: Decision): Row => [success, 404, 404];
const ownerIdsOf = (body: unknown): string[] => ((body as { rooms?: { ownerId?: string }[] }).rooms ?? []).map((room) => room.ownerId ?? '');

/** A device nobody owns yet (or owned by `ownerId`). */
async function deviceOf(demo: DemoServer, ownerId: string | null = null): Promise<string> {
  return (await labelledDevice(demo, ownerId)).monitorId;
}

/** A device as its label reads: its monitorId and claim code. */
async function labelledDevice(demo: DemoServer, ownerId: string | null = null): Promise<{ monitorId: string; claimCode: string }> {
  const monitorId = fresh('MTX-');
  const [row] = await demo.server.db
    .insert(devices)
    .values({ monitorId, ownerId, tokenHash: issueDeviceToken().tokenHash })
    .returning({ claimCode: devices.claimCode });
  return { monitorId, claimCode: row?.claimCode ?? '' };
}

/** A live room of the subject; with a device of the subject when `withDevice`. */
async function roomOf(subject: Subject, demo: DemoServer, { withDevice = false } = {}): Promise<{ id: string; monitorId: string | null }> {
  const monitorId = withDevice ? await deviceOf(demo, subject.id) : null;
  const managerId = subject.customerId === demo.ownCustomerId ? (demo.accounts.get('manager')?.id ?? null) : null;
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: fresh('Sala '), ownerId: subject.id, managerId, monitorId })
    .returning({ id: rooms.id });
  return { id: row?.id ?? '', monitorId };
}

/** Read routes: staff all, a manager and a customer their own customer's room, manufacturers none. */
const readers = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: everywhere(success),
  manager: ownOnly(success),
  customer: ownOnly(success),
  manufacturer: forbidden,
});
/** Room writes: administrators and controllers all, customers their own customer's. */
const writers = (success: Decision) => ({
  admin: everywhere(success),
  controller: everywhere(success),
  fieldServiceAgents: forbidden,
  manager: forbidden,
  customer: ownOnly(success),
  manufacturer: forbidden,
});
/** Settings: as writers, and managers on the rooms they manage. */
const settingsEditors = { ...writers(200), manager: ownOnly(200) };
/** The owner-centred lists: staff any owner, customers their own customer's people. */
const ownerReaders = { ...readers(200), manager: forbidden };

const settings = {
  ...roomSettingsSwitches,
  smokingAlertThreshold: 70,
  crowdingAlertTreshold: 12,
  noiseSettings: { sensitivity: 'restrictive', from: '22:00', to: '08:00' },
};

export const roomsMatrix: readonly RouteCase[] = [
  {
    route: 'GET /api/rooms',
    request: async (subject, _role, demo) => {
      await roomOf(subject, demo);
      return { method: 'GET', url: `/api/rooms?search=${subject.username}` };
    },
    itemIds: ownerIdsOf,
    decisions: { ...readers('listed'), manager: ['listed', 'hidden', 'hidden'], customer: ['listed', 'hidden', 'hidden'] },
  },
  ...(['csv', 'xlsx'] as const).map((format) => ({
    // Filtered like the list (src/platform/export/lists.test.ts reads the rows): the status says who may export.
    route: `GET /api/rooms/export.${format}`,
    request: async (subject: Subject, _role: unknown, demo: DemoServer) => {
      await roomOf(subject, demo);
      return { method: 'GET' as const, url: `/api/rooms/export.${format}?search=${subject.username}` };
    },
    decisions: exportDecisions({ ...readers('listed'), manager: ['listed', 'hidden', 'hidden'], customer: ['listed', 'hidden', 'hidden'] }),
  })),
  {
    route: 'GET /api/rooms/{id}',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/rooms/${(await roomOf(subject, demo)).id}` }),
    decisions: readers(200),
  },
  {
    route: 'GET /api/rooms/{id}/notes',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/rooms/${(await roomOf(subject, demo)).id}/notes` }),
    decisions: readers(200),
  },
  {
    // Whoever reads the room writes on it (`rooms.notes`).
    route: 'POST /api/rooms/{id}/notes',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/rooms/${(await roomOf(subject, demo)).id}/notes`, payload: { text: 'Nota' } }),
    decisions: readers(201),
  },
  {
    // Administrators choose the owner; anyone else naming another owner is refused.
    route: 'POST /api/rooms',
    request: async (subject, _role, demo) => ({
      method: 'POST',
      url: '/api/rooms',
      payload: { name: fresh('Nueva '), ownerId: subject.id, monitorId: await deviceOf(demo) },
    }),
    decisions: {
      admin: everywhere(201),
      controller: forbidden,
      fieldServiceAgents: forbidden,
      manager: forbidden,
      customer: forbidden,
      manufacturer: forbidden,
    },
  },
  {
    route: 'PUT /api/rooms/{id}',
    request: async (subject, _role, demo) => ({ method: 'PUT', url: `/api/rooms/${(await roomOf(subject, demo)).id}`, payload: { name: 'Cambiada' } }),
    decisions: writers(200),
  },
  {
    route: 'PUT /api/rooms/{id}/settings',
    request: async (subject, _role, demo) => ({ method: 'PUT', url: `/api/rooms/${(await roomOf(subject, demo)).id}/settings`, payload: settings }),
    decisions: settingsEditors,
  },
  {
    route: 'GET /api/rooms/{id}/alarm-tuning',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/rooms/${(await roomOf(subject, demo)).id}/alarm-tuning` }),
    decisions: settingsEditors,
  },
  {
    // A new room has no alarm marked false: those who may apply are told there is nothing to apply (409).
    route: 'POST /api/rooms/{id}/alarm-tuning/apply',
    request: async (subject, _role, demo) => ({ method: 'POST', url: `/api/rooms/${(await roomOf(subject, demo)).id}/alarm-tuning/apply` }),
    decisions: { ...writers(409), manager: ownOnly(409) },
  },
  {
    route: 'PUT /api/rooms/{id}/settings/alert-schedules',
    request: async (subject, _role, demo) => ({
      method: 'PUT',
      url: `/api/rooms/${(await roomOf(subject, demo)).id}/settings/alert-schedules`,
      payload: [{ from: '22:00', to: '08:00' }],
    }),
    decisions: settingsEditors,
  },
  {
    // A device nobody owns yet, with the code on its label (which staff, who see every device, need not give).
    route: 'PUT /api/rooms/monitor/{monitorId}',
    request: async (subject, _role, demo) => {
      const { monitorId, claimCode } = await labelledDevice(demo);
      return { method: 'PUT', url: `/api/rooms/monitor/${monitorId}`, payload: { roomId: (await roomOf(subject, demo)).id, claimCode } };
    },
    decisions: writers(200),
  },
  {
    route: 'PUT /api/rooms/{id}/swap-monitors',
    request: async (subject, _role, demo) => {
      const room = await roomOf(subject, demo, { withDevice: true });
      const other = await roomOf(subject, demo, { withDevice: true });
      return { method: 'PUT', url: `/api/rooms/${room.id}/swap-monitors?monitorId=${other.monitorId}` };
    },
    decisions: writers(200),
  },
  {
    route: 'GET /api/rooms/owner/id',
    request: (subject) => ({ method: 'GET', url: `/api/rooms/owner/id?ownerId=${subject.id}` }),
    decisions: ownerReaders,
  },
  {
    route: 'GET /api/rooms/license/owner/id',
    request: (subject) => ({ method: 'GET', url: `/api/rooms/license/owner/id?ownerId=${subject.id}` }),
    decisions: ownerReaders,
  },
  {
    route: 'GET /api/rooms/user/used-licenses',
    request: (subject) => ({ method: 'GET', url: `/api/rooms/user/used-licenses?userId=${subject.id}` }),
    decisions: ownerReaders,
  },
  {
    route: 'GET /api/rooms/roomdetails/{monitorId}',
    request: async (subject, _role, demo) => ({
      method: 'GET',
      url: `/api/rooms/roomdetails/${(await roomOf(subject, demo, { withDevice: true })).monitorId}`,
    }),
    decisions: readers(200),
  },
  {
    route: 'POST /api/rooms/{id}/merge',
    request: async (subject, _role, demo) => {
      const [source, target] = [await roomOf(subject, demo), await roomOf(subject, demo)];
      return { method: 'POST', url: `/api/rooms/${source.id}/merge`, payload: { targetRoomId: target.id } };
    },
    decisions: writers(200),
  },
  {
    route: 'POST /api/rooms/owners/{id}/merge-done',
    request: (subject) => ({ method: 'POST', url: `/api/rooms/owners/${subject.id}/merge-done` }),
    decisions: writers(200),
  },
  {
    route: 'GET /api/noise-thresholds',
    request: () => ({ method: 'GET', url: '/api/noise-thresholds' }),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: everywhere(200),
      customer: everywhere(200),
      manufacturer: everywhere(200),
    },
  },
];
