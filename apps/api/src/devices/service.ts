// What the other modules ask of devices (they do not query its table themselves: docs/architecture.md).
import { and, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { devices, type DeviceRow } from './table.ts';

export type { DeviceRow };

/** Marks the devices `monitorIds` that `scope` keeps as asked for a firmware update; answers those marked. */
export function requestOtaUpdates(tx: Database, monitorIds: readonly string[], scope: SQL | undefined, at: Date): Promise<{ id: string }[]> {
  return tx
    .update(devices)
    .set({ otaRequestedAt: at })
    .where(and(inArray(devices.monitorId, [...monitorIds]), scope))
    .returning({ id: devices.id });
}
