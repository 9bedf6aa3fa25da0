// docs/permissions.md, "Rooms" (time series, nights) and "Devices" (the monitors page): a room's series
// and nights as the room itself; a device's series for staff, manufacturers and whoever sees its room.
import { devices } from '../../src/db/schema/devices.ts';
import { rooms } from '../../src/db/schema/rooms.ts';
import type { DemoServer } from '../demo-server.ts';
import { everywhere, fresh, type RouteCase, type Subject } from './matrix.ts';

/** A room owned by the subject (the demo manager manages none of them). */
async function roomOf(subject: Subject, demo: DemoServer, monitorId: string | null = null): Promise<string> {
  const [row] = await demo.server.db
    .insert(rooms)
    .values({ name: `Sala ${subject.username}`, ownerId: subject.id, monitorId })
    .returning({ id: rooms.id });
  return row?.id ?? '';
}

const asRoom = {
  admin: everywhere(200),
  controller: everywhere(200),
  fieldServiceAgents: everywhere(200),
  manager: everywhere(404),
  customer: [200, 404, 404] as const,
  manufacturer: everywhere(404),
};

const roomSeries = (route: string, path: string): RouteCase => ({
  route,
  request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/monitors/${path}${await roomOf(subject, demo)}` }),
  decisions: asRoom,
});

export const monitorsMatrix: readonly RouteCase[] = [
  roomSeries('GET /api/monitors/{roomId}', ''),
  roomSeries('GET /api/monitors/environment/{roomId}', 'environment/'),
  roomSeries('GET /api/monitors/smokingProbability/{roomId}', 'smokingProbability/'),
  roomSeries('GET /api/monitors/pax/{roomId}', 'pax/'),
  {
    // The room's nights: as the room's series, but behind rooms.read, which manufacturers lack.
    route: 'GET /api/rooms/{roomId}/nights',
    request: async (subject, _role, demo) => ({ method: 'GET', url: `/api/rooms/${await roomOf(subject, demo)}/nights` }),
    decisions: { ...asRoom, manufacturer: everywhere(403) },
  },
  {
    route: 'GET /api/monitors/noise-levels/{monitorId}',
    request: async (subject, _role, demo) => {
      const monitorId = fresh('MX-');
      await demo.server.db.insert(devices).values({ monitorId, tokenHash: 'not-a-hash', ownerId: subject.id });
      await roomOf(subject, demo, monitorId);
      return { method: 'GET', url: `/api/monitors/noise-levels/${monitorId}` };
    },
    decisions: { ...asRoom, manufacturer: everywhere(200) },
  },
  {
    // The subject's device watches its room: a manufacturer sees the device, not the room's name.
    route: 'GET /api/monitors/lexeon-devices',
    request: async (subject, _role, demo) => {
      const monitorId = fresh('LX-');
      await demo.server.db.insert(devices).values({ monitorId, tokenHash: 'not-a-hash', ownerId: subject.id });
      await roomOf(subject, demo, monitorId);
      return { method: 'GET', url: '/api/monitors/lexeon-devices' };
    },
    unseen: (subject, role) => (role === 'manufacturer' ? [`Sala ${subject.username}`] : []),
    decisions: {
      admin: everywhere(200),
      controller: everywhere(200),
      fieldServiceAgents: everywhere(200),
      manager: everywhere(403),
      customer: everywhere(403),
      manufacturer: everywhere(200),
    },
  },
];
