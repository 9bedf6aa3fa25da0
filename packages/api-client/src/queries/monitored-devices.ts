// The monitors page (spec §2 Monitors, §3 Monitor device data): GET /api/monitors/lexeon-devices,
// every device with its latest values, its sounds of the last 24 hours and its quality check.
import { queryOptions } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';

export type MonitoredDevices = paths['/api/monitors/lexeon-devices']['get']['responses'][200]['content']['application/json'];
export type MonitoredDevice = MonitoredDevices['devices'][number];
export type MonitoredSound = MonitoredDevice['sounds'][number];

export const monitoredDeviceKeys = { all: ['monitored-devices'] as const };

export async function listMonitoredDevices(): Promise<MonitoredDevice[]> {
  return (await unwrap('/api/monitors/lexeon-devices', apiClient().GET('/api/monitors/lexeon-devices', { params: { query: {} } }))).devices;
}

/**
 * The whole fleet in one answer (the server neither filters nor pages it): the page filters, sorts and
 * pages it. Answered with `no-store`; the page keeps it current with live readings and asks again
 * every minute for what the event stream does not carry (devices in no room, the noise level).
 */
export const monitoredDevicesQuery = () =>
  queryOptions({ queryKey: monitoredDeviceKeys.all, queryFn: listMonitoredDevices, staleTime: 0, refetchInterval: 60_000 });
