// The devices page's data: a fleet like the demo's (some offline, some on an older firmware, some in
// no room), and the filters of GET /api/devicesByFilters applied as the server applies them.
import type { HttpHandler } from 'msw';
import { answer, type Asked, type SuccessBody } from './api.ts';
import { customerId, fromNow, room, uuid } from './fixtures.ts';

export type DevicePage = SuccessBody<'/api/devicesByFilters', 'get'>;
export type Device = DevicePage['devices'][number];

const minute = 60_000;

export function device(n: number, overrides: Partial<Device> = {}): Device {
  const placed = n % 6 !== 5 ? room(n) : undefined;
  const online = n % 7 !== 3;
  const outdated = n % 4 === 2;
  return {
    _id: uuid(5, n),
    monitorId: `SRN-${(4100 + n).toString()}`,
    calibration: n % 9 === 8 ? 'pending' : 'calibrated',
    connection: online ? 'online' : 'offline',
    firmware: outdated ? '2.3.0' : '2.4.1',
    firmwareStatus: outdated ? 'outdated' : 'upToDate',
    status: n % 10 === 9 ? 'maintenance' : 'active',
    qcPass: 'pass',
    ...(placed ? { roomId: placed._id, roomName: placed.name, ownerId: customerId, owner: 'customer', customerId } : {}),
    lastSeenAt: fromNow(online ? -minute : -6 * 60 * minute),
    lastReading: {
      ts: fromNow(online ? -minute : -6 * 60 * minute),
      noise: 38 + (n % 9),
      temperature: 21 + (n % 5) / 2,
      humidity: 45 + (n % 7),
      batteryLevel: 92 - n,
    },
    createdAt: fromNow(-120 * 24 * 60 * minute),
    updatedAt: fromNow(-minute),
    ...overrides,
  };
}

export const devices = (count: number): Device[] => Array.from({ length: count }, (_, n) => device(n));

export const longDevice = (n: number) =>
  device(n, {
    _id: uuid(5, 1000 + n),
    monitorId: `SRN-FACTORY-BATCH-2026-11-MALAGA-CENTRO-${n.toString().padStart(6, '0')}`,
    roomName: 'Apartamento turístico con vistas al mar Mediterráneo y terraza privada, edificio Los Geranios, bloque B, escalera 2, planta 7.ª, puerta 14',
    owner: 'maria.de.los.angeles.fernandez-villaverde',
    firmware: '2.4.1-rc.17+build.20261126.malaga',
    lastReading: { ts: fromNow(-minute), noise: 118.4, temperature: 38.5, humidity: 99, batteryLevel: 3 },
  });

const matches = (value: string | undefined, wanted: string | null) => wanted === null || value === wanted;

function devicesAsked(list: Device[], { query }: Asked): DevicePage {
  const text = query.get('monitorId')?.toLowerCase();
  const found = list.filter(
    (one) =>
      (!text || one.monitorId.toLowerCase().includes(text)) &&
      matches(one.firmwareStatus, query.get('firmware')) &&
      matches(one.connection, query.get('connection')) &&
      matches(one.status, query.get('status')),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  return { devices: found.slice(offset, offset + limit), totalDevices: found.length, totalPages: Math.max(1, Math.ceil(found.length / limit)) };
}

/** The devices list and the firmware they are compared with. */
export const fleet = (list: Device[]): HttpHandler[] => [
  answer('get', '/api/devicesByFilters', (asked) => devicesAsked(list, asked)),
  answer('get', '/api/device-version/available', { version: '2.4.1' }),
];
