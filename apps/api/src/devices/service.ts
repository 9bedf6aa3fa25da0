// What the other modules ask of devices (they do not query its table themselves: docs/architecture.md).
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';

export type { DeviceRow };

/** The firmware of the device `monitorId` (a column of the outer query); null when there is none. */
export const deviceFirmwareOf = (monitorId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${devices.firmware} from ${devices} where ${devices.monitorId} = ${outerColumn(monitorId)})`;

/** The status of the device `monitorId` (a column of the outer query); null when there is none. */
export const deviceStatusOf = (monitorId: AnyColumn): SQL<DeviceRow['status'] | null> =>
  sql<DeviceRow['status'] | null>`(select ${devices.status} from ${devices} where ${devices.monitorId} = ${outerColumn(monitorId)})`;

/** The device `monitorId`, locked for the rest of the transaction. */
export async function lockDevice(tx: Database, monitorId: string): Promise<DeviceRow | undefined> {
  const [row] = await tx.select().from(devices).where(eq(devices.monitorId, monitorId)).for('update');
  return row;
}

/** Whether the device `id` is among those `scope` keeps (undefined: every device). */
export async function isDeviceAmong(tx: Database, id: string, scope: SQL | undefined): Promise<boolean> {
  if (scope === undefined) return true;
  const rows = await tx
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), scope));
  return rows.length > 0;
}

/** Gives the device `id` to the owner `ownerId` (a device nobody owned, put in the owner's room). */
export async function setDeviceOwner(tx: Database, id: string, ownerId: string, at: Date): Promise<void> {
  await tx.update(devices).set({ ownerId, updatedAt: at }).where(eq(devices.id, id));
}

/** The devices whose monitorId is among `monitorIds` (a subquery), as a where clause on `devices`. */
export const deviceWatchingOneOf = (monitorIds: SQL): SQL => inArray(devices.monitorId, monitorIds);

/** The devices owned by one of `userIds` (a subquery), as a where clause on `devices`. */
export const deviceOwnedByOneOf = (userIds: SQL): SQL => inArray(devices.ownerId, userIds);

/** Marks the devices `monitorIds` that `scope` keeps as asked for a firmware update; answers those marked. */
export function requestOtaUpdates(tx: Database, monitorIds: readonly string[], scope: SQL | undefined, at: Date): Promise<{ id: string; monitorId: string }[]> {
  if (monitorIds.length === 0) return Promise.resolve([]);
  return tx
    .update(devices)
    .set({ otaRequestedAt: at })
    .where(and(inArray(devices.monitorId, [...monitorIds]), scope))
    .returning({ id: devices.id, monitorId: devices.monitorId });
}

/** Whether a device `monitorId` exists. */
export async function deviceExists(db: Database, monitorId: string): Promise<boolean> {
  const [device] = await db.select({ id: devices.id }).from(devices).where(eq(devices.monitorId, monitorId));
  return device !== undefined;
}

/** The device's token hash, to check the token a report carries (undefined for an unknown device). */
export async function deviceTokenHash(db: Database, monitorId: string): Promise<string | undefined> {
  const [device] = await db.select({ tokenHash: devices.tokenHash }).from(devices).where(eq(devices.monitorId, monitorId)).limit(1);
  return device?.tokenHash;
}

/** The highest `seq` stored of each device of `monitorIds` that exists: null before its first reading (the demo's simulation carries on from it). */
export async function lastSeqsOf(db: Database, monitorIds: readonly string[]): Promise<Map<string, number | null>> {
  const rows = await db
    .select({ monitorId: devices.monitorId, lastSeq: devices.lastSeq })
    .from(devices)
    .where(inArray(devices.monitorId, [...monitorIds]));
  return new Map(rows.map((row) => [row.monitorId, row.lastSeq]));
}

/** Sets when the device `monitorId` was last heard from (the demo's devices silent for hours). */
export async function setDeviceLastSeen(db: Database, monitorId: string, at: Date): Promise<void> {
  await db.update(devices).set({ lastSeenAt: at }).where(eq(devices.monitorId, monitorId));
}

/**
 * The ingest's one statement on devices: each device of `seen` keeps its highest seq and the time of
 * this contact. The rows are locked in monitorId order, so two writers cannot deadlock.
 */
/**
 * Locks the rows of the devices `monitorIds` (in one order, so two writers never deadlock) until the
 * transaction ends, and answers each one's highest seq stored so far (null: none yet).
 */
export async function lockDeviceSeqs(tx: Database, monitorIds: readonly string[]): Promise<Map<string, number | null>> {
  const result = await tx.execute(
    sql`SELECT monitor_id, last_seq FROM devices WHERE monitor_id IN (SELECT json_array_elements_text(${JSON.stringify(monitorIds)}::json)) ORDER BY monitor_id FOR UPDATE`,
  );
  const rows = (result as unknown as { rows: { monitor_id: string; last_seq: string | number | null }[] }).rows;
  return new Map(rows.map((row) => [row.monitor_id, row.last_seq === null ? null : Number(row.last_seq)]));
}

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

/** The device `id`, or undefined. */
export async function findDeviceById(tx: Database, id: string): Promise<DeviceRow | undefined> {
  const [row] = await tx.select().from(devices).where(eq(devices.id, id));
  return row;
}

/**
 * The next monitorId of the factory's sequence (`SRN-0001`, `SRN-0002`…: one above the highest of
 * that form). Numbering is locked until the transaction ends, so that two benches never take the same.
 */
export async function nextMonitorId(tx: Database): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(730201)`);
  const [row] = await tx.select({ highest: sql<number | null>`max(substring(${devices.monitorId} from '^SRN-([0-9]{1,9})$')::int)` }).from(devices);
  return `SRN-${String(Number(row?.highest ?? 0) + 1).padStart(4, '0')}`;
}

/** Every device's monitorId, in order (the broker's password file has an account per device). */
export async function allMonitorIds(db: Database): Promise<string[]> {
  const rows = await db.select({ monitorId: devices.monitorId }).from(devices).orderBy(devices.monitorId);
  return rows.map((row) => row.monitorId);
}
