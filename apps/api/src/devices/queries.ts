// The device routes' reads and writes of devices, and the device with what its answers join — its
// owner and the live room it watches — for them and for the monitors page. The owner's and the room's
// columns come from their modules' subqueries.
import { and, asc, eq, ilike, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { can } from '@sereno/validation';
import { visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { containsPattern } from '../platform/lists.ts';
import { latestReadingColumnOfDevice } from '../readings/series.ts';
import { liveRoomColumnOfDevice, monitorOfLiveRoom, monitorsOfLiveRooms } from '../rooms/service.ts';
import { customerIdOf, usernameOf, usersOfCustomer, usersWithoutCustomer, type UserRow } from '../users/queries.ts';
import { deviceOnline, type DeviceConnection } from './connection.ts';
import { firmwareUpToDate, type FirmwareStatus } from './firmware.ts';
import type { DeviceWithJoins } from './responses.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';

/** The select of a device with its owner and its live room, ready for `.where()`. */
export const selectDevicesWithJoins = (db: Database) =>
  db
    .select({
      device: devices,
      owner: usernameOf(devices.ownerId),
      customerId: customerIdOf(devices.ownerId),
      roomId: liveRoomColumnOfDevice('id', devices.monitorId),
      roomName: liveRoomColumnOfDevice('name', devices.monitorId),
      roomNoiseSettings: liveRoomColumnOfDevice('noiseSettings', devices.monitorId),
      latestReading: latestReadingColumnOfDevice(devices.monitorId),
    })
    .from(devices)
    .$dynamic();

/** The devices that `scope` keeps (undefined: every one), with their joins, by monitorId. */
export function devicesWithJoins(db: Database, scope: SQL | undefined): Promise<DeviceWithJoins[]> {
  return selectDevicesWithJoins(db).where(scope).orderBy(asc(devices.monitorId));
}

/** A device by its id or by its monitorId. */
export type DeviceKey = { id: string } | { monitorId: string };
const byKey = (key: DeviceKey): SQL => ('id' in key ? eq(devices.id, key.id) : eq(devices.monitorId, key.monitorId));

/** The device `key` among those `scope` keeps, with its joins. */
export async function findDeviceWithJoins(db: Database, key: DeviceKey, scope: SQL | undefined): Promise<DeviceWithJoins | undefined> {
  const [row] = await selectDevicesWithJoins(db)
    .where(and(byKey(key), scope))
    .limit(1);
  return row;
}

/** The device `key` among those `scope` keeps, locked for the rest of the transaction. */
export async function lockDeviceAmong(tx: Database, key: DeviceKey, scope: SQL | undefined): Promise<DeviceRow | undefined> {
  const [row] = await tx
    .select()
    .from(devices)
    .where(and(byKey(key), scope))
    .for('update');
  return row;
}

/** When the device `monitorId` last reported (null: never, or no such device). */
export async function lastSeenOf(tx: Database, monitorId: string): Promise<Date | null> {
  const [row] = await tx.select({ lastSeenAt: devices.lastSeenAt }).from(devices).where(eq(devices.monitorId, monitorId));
  return row?.lastSeenAt ?? null;
}

/** Stores a new device; answers its id. */
export async function insertDevice(tx: Database, values: typeof devices.$inferInsert): Promise<string> {
  const [created] = await tx.insert(devices).values(values).returning({ id: devices.id });
  if (!created) throw new Error('the insert returned nothing');
  return created.id;
}

/** Changes the device `id`. */
export async function updateDevice(tx: Database, id: string, values: Partial<typeof devices.$inferInsert>): Promise<void> {
  await tx.update(devices).set(values).where(eq(devices.id, id));
}

export async function deleteDevice(tx: Database, id: string): Promise<void> {
  await tx.delete(devices).where(eq(devices.id, id));
}

/** The filters of the device list (spec §7); each absent one keeps every device, `null` means "without one". */
export interface DeviceFilters {
  monitorId?: string | undefined;
  status?: DeviceRow['status'] | undefined;
  firmware?: FirmwareStatus | undefined;
  ownerId?: string | undefined;
  customerId?: string | undefined;
  roomId?: string | undefined;
  qcPass?: 'pass' | 'fail' | 'null' | undefined;
  calibration?: DeviceRow['calibration'] | undefined;
  connection?: DeviceConnection | undefined;
}

/** The where clause of the device list's filters, against the firmware version available now and the time `now`. */
export function deviceFilters(filters: DeviceFilters, availableFirmware: string, now: Date): SQL | undefined {
  const { monitorId, status, firmware, ownerId, customerId, roomId, qcPass, calibration, connection } = filters;
  const upToDate = firmwareUpToDate(availableFirmware);
  return and(
    monitorId === undefined ? undefined : ilike(devices.monitorId, containsPattern(monitorId)),
    status === undefined ? undefined : eq(devices.status, status),
    firmware === undefined ? undefined : firmware === 'upToDate' ? upToDate : not(upToDate),
    ownerId === undefined ? undefined : ownerId === 'null' ? isNull(devices.ownerId) : eq(devices.ownerId, ownerId),
    customerId === undefined
      ? undefined
      : customerId === 'null'
        ? sql`(${devices.ownerId} is null or ${devices.ownerId} in ${usersWithoutCustomer()})`
        : inArray(devices.ownerId, usersOfCustomer(customerId)),
    roomId === undefined
      ? undefined
      : roomId === 'null'
        ? not(inArray(devices.monitorId, monitorsOfLiveRooms()))
        : inArray(devices.monitorId, monitorOfLiveRoom(roomId)),
    qcPass === undefined ? undefined : qcPass === 'null' ? isNull(devices.qcPass) : eq(devices.qcPass, qcPass),
    calibration === undefined ? undefined : eq(devices.calibration, calibration),
    connection === undefined ? undefined : connection === 'online' ? deviceOnline(now) : or(isNull(devices.lastSeenAt), not(deviceOnline(now))),
  );
}

/** Whether `filters` ask where devices are of a caller who may not know it (a manufacturer): 403. */
export const placementFilterRefused = (caller: Pick<UserRow, 'role'>, { ownerId, customerId, roomId }: DeviceFilters): boolean =>
  (ownerId ?? customerId ?? roomId) !== undefined && !can(caller.role, 'devices.seePlacement');

/** The devices the list (and its export) shows `caller` with `filters`. */
export const deviceListWhere = (caller: UserRow, filters: DeviceFilters, availableFirmware: string, now: Date): SQL | undefined =>
  and(visibleDevices(caller), deviceFilters(filters, availableFirmware, now));

/** What each `sortKey` of the device list orders by. */
export const deviceSortColumns = {
  monitorId: devices.monitorId,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
  status: devices.status,
  firmware: devices.firmware,
  lastSeenAt: devices.lastSeenAt,
};

/** The devices of `ids` among those of `scope`, locked in id order (two bulk calls cannot deadlock). */
export async function lockDevicesAmong(tx: Database, ids: readonly string[], scope: SQL | undefined): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(devices)
    .where(and(inArray(devices.id, [...ids]), scope))
    .orderBy(devices.id)
    .for('update');
}

/** The same change on every device of `ids`, in one statement. */
export async function updateDevices(tx: Database, ids: readonly string[], values: Partial<typeof devices.$inferInsert>): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(devices)
    .set(values)
    .where(inArray(devices.id, [...ids]));
}
