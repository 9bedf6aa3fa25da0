// Whether a device is online (spec §4: online/offline): it reported within the last 30 minutes, the
// same rule that makes a room connected, the same way in JavaScript and in SQL, so that the filter and
// the answer agree. A device that never reported is offline.
import { gt, type SQL } from 'drizzle-orm';
import { disconnectedAfterMs } from '../rooms/status.ts';
import { devices } from '../db/schema/devices.ts';

export const deviceConnections = ['online', 'offline'] as const;
export type DeviceConnection = (typeof deviceConnections)[number];

export function deviceConnection(lastSeenAt: Date | null, now: Date): DeviceConnection {
  return lastSeenAt !== null && now.getTime() - lastSeenAt.getTime() < disconnectedAfterMs ? 'online' : 'offline';
}

/** The SQL of `deviceConnection(...) === 'online'`. */
export const deviceOnline = (now: Date): SQL => gt(devices.lastSeenAt, new Date(now.getTime() - disconnectedAfterMs));
