// The monitors page's data: every device of the family with its latest values and its sounds of the
// last day (GET /api/monitors/lexeon-devices), some quiet, some loud, some silent for hours.
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { fromNow, room } from './fixtures.ts';

export type MonitoredDevice = SuccessBody<'/api/monitors/lexeon-devices', 'get'>['devices'][number];

const minute = 60_000;
const levels = ['silence', 'low', 'medium', 'high'] as const;

export function monitored(n: number, overrides: Partial<MonitoredDevice> = {}): MonitoredDevice {
  const disconnected = n % 7 === 3;
  const level = disconnected ? 'disconnected' : (levels[n % levels.length] ?? 'silence');
  return {
    monitorId: `SRN-${(4100 + n).toString()}`,
    name: room(n).name,
    level,
    qcPass: disconnected ? 'disconnected' : n % 9 === 8 ? 'fail' : 'pass',
    firmware: n % 4 === 2 ? '2.3.0' : '2.4.1',
    batteryLevel: 92 - n,
    batteryMode: n % 5 === 4 ? 'battery' : 'mains',
    temperature: 21 + (n % 5) / 2,
    humidity: 45 + (n % 7),
    iaq: 40 + n * 3,
    iaqAccuracy: 3,
    voc: 0.6 + (n % 4) / 10,
    updatedAt: fromNow(disconnected ? -6 * 60 * minute : -minute),
    sounds: Array.from({ length: 48 }, (_, k) => ({
      createdAt: fromNow(-(48 - k) * 30 * minute),
      level: Math.round(35 + ((Math.sin((k + n) / 5) + 1) / 2) * 35),
    })),
    ...overrides,
  };
}

export const monitoredDevices = (count: number): MonitoredDevice[] => Array.from({ length: count }, (_, n) => monitored(n));

export const longMonitored = (n: number) =>
  monitored(n, {
    monitorId: `SRN-LEVANTE-PROTOTIPO-REVISION-C-${(900000 + n).toString()}`,
    name: 'Apartamento turístico con vistas al mar Mediterráneo y terraza privada, edificio Los Geranios, bloque B, escalera 2, planta 7.ª, puerta 14',
    firmware: '2.4.1-rc.12+build.20261126.levante',
    temperature: 38.5,
    humidity: 99,
    iaq: 500,
  });

/** The monitors list. */
export const monitorList = (list: MonitoredDevice[]): HttpHandler[] => [answer('get', '/api/monitors/lexeon-devices', { devices: list })];
