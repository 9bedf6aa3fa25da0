// What the other modules ask of devices (they do not query its table themselves: docs/architecture.md).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';

export type { DeviceRow };

/** Marks the devices `monitorIds` that `scope` keeps as asked for a firmware update; answers those marked. */
export function requestOtaUpdates(tx: Database, monitorIds: readonly string[], scope: SQL | undefined, at: Date): Promise<{ id: string }[]> {
  return tx
    .update(devices)
    .set({ otaRequestedAt: at })
    .where(and(inArray(devices.monitorId, [...monitorIds]), scope))
    .returning({ id: devices.id });
}

/** The device's token hash, to check the token a report carries (undefined for an unknown device). */
export async function deviceTokenHash(db: Database, monitorId: string): Promise<string | undefined> {
  const [device] = await db.select({ tokenHash: devices.tokenHash }).from(devices).where(eq(devices.monitorId, monitorId)).limit(1);
  return device?.tokenHash;
}

/**
 * The ingest's one statement on devices: each device of `seen` keeps its highest seq and the time of
 * this contact. The rows are locked in monitorId order, so two writers cannot deadlock.
 */
export async function recordDeviceContacts(tx: Database, seen: readonly { monitor_id: string; max_seq: number }[], at: string): Promise<void> {
  await tx.execute(sql`
    WITH x AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(seen)}::json) AS x(monitor_id text, max_seq bigint)
    ), locked AS (
      SELECT d.id FROM devices d JOIN x ON d.monitor_id = x.monitor_id ORDER BY d.monitor_id FOR UPDATE OF d
    )
    UPDATE devices d SET last_seq = GREATEST(d.last_seq, x.max_seq), last_seen_at = ${at}::timestamptz
    FROM x, locked
    WHERE d.monitor_id = x.monitor_id AND d.id = locked.id`);
}

export type NewDeviceRow = typeof devices.$inferInsert;

/** Stores devices as they are given (the demo's seed). */
export async function insertDevices(tx: Database, values: readonly NewDeviceRow[]): Promise<void> {
  await tx.insert(devices).values([...values]);
}
