// The room reads and the device moves every room route shares: a room with its joins, the licence a
// new room takes, and moving a device between rooms (its latest values go with it).
import { licenceUsage, usedLicences } from '../customers/licences.ts';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { licences, serviceContracts } from '../db/schema/customers.ts';
import { devices, type DeviceRow } from '../db/schema/devices.ts';
import { smsActivations } from '../db/schema/notifications.ts';
import { activeAlarmCount, hasActiveNoiseAlarm } from '../alarms/room-status.ts';
import { currentOrNextStay, stayOf } from '../bookings/stay.ts';
import type { Database } from '../platform/database.ts';
import { users } from '../db/schema/users.ts';
import type { RoomWithJoins } from './responses.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';

/**
 * The select of a room with its owner's username, its device, its customer's SMS activation, its
 * active alarms and its guest's stay at `now`, ready for `.where()`.
 */
export const selectRoomsWithJoins = (db: Database, now = new Date()) =>
  db
    .select({
      room: rooms,
      username: users.username,
      device: { firmware: devices.firmware, status: devices.status },
      noiseAlert: hasActiveNoiseAlarm(rooms.id),
      activeAlarms: activeAlarmCount(rooms.id),
      stay: currentOrNextStay(rooms.id, now),
      smsActivated: sql<boolean>`exists (select 1 from ${smsActivations} where ${smsActivations.customerId} = ${users.customerId})`,
    })
    .from(rooms)
    .leftJoin(users, eq(rooms.ownerId, users.id))
    .leftJoin(devices, eq(devices.monitorId, rooms.monitorId))
    .$dynamic();

interface JoinedRow {
  room: RoomRow;
  username: string | null;
  device: Pick<DeviceRow, 'firmware' | 'status'> | null;
  noiseAlert?: boolean;
  activeAlarms?: number;
  stay?: unknown;
  smsActivated?: boolean;
}

const withDevice = (row: JoinedRow): RoomWithJoins => ({
  room: row.room,
  username: row.username,
  device: row.device,
  noiseAlert: row.noiseAlert === true,
  activeAlarms: Number(row.activeAlarms ?? 0),
  stay: stayOf(row.stay),
  smsActivated: row.smsActivated === true,
});
export const toJoined = withDevice;

/** A live room among those `scope` keeps, with its joins. */
export async function findRoom(db: Database, where: SQL | undefined, now = new Date()): Promise<RoomWithJoins | undefined> {
  const [row] = await selectRoomsWithJoins(db, now)
    .where(and(isNull(rooms.deletedAt), where))
    .limit(1);
  return row ? withDevice(row) : undefined;
}

/** The live room `id` within `scope`, locked for the rest of the transaction. */
export async function lockRoom(tx: Database, id: string, scope: SQL | undefined): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.deletedAt), scope))
    .for('update');
  return row;
}

/** The device `monitorId`, locked for the rest of the transaction. */
export async function lockDevice(tx: Database, monitorId: string): Promise<DeviceRow | undefined> {
  const [row] = await tx.select().from(devices).where(eq(devices.monitorId, monitorId)).for('update');
  return row;
}

/** The live room a device watches, locked. */
export async function lockRoomOfDevice(tx: Database, monitorId: string): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)))
    .for('update');
  return row;
}

/**
 * The licence a new room of `customerId` takes: `licenseId` when given (undefined if it is not the
 * customer's or has no place left), else the first with a place, oldest contract first. The lines are
 * locked, so two rooms created at once cannot take the last place twice.
 */
export async function pickLicence(
  tx: Database,
  customerId: string,
  licenseId: string | undefined,
): Promise<{ licenseId: string; serviceContractId: string } | undefined> {
  const lines = await tx
    .select({ licence: licences })
    .from(licences)
    .innerJoin(serviceContracts, eq(licences.serviceContractId, serviceContracts.id))
    .where(and(eq(serviceContracts.customerId, customerId), licenseId === undefined ? undefined : eq(licences.id, licenseId)))
    .orderBy(asc(serviceContracts.createdAt), asc(licences.name), asc(licences.id))
    .for('update', { of: licences });
  const used = await usedLicences(
    tx,
    lines.map(({ licence }) => licence.id),
  );
  const line = lines.find(({ licence }) => licenceUsage(licence, used.get(licence.id) ?? 0).available > 0);
  return line ? { licenseId: line.licence.id, serviceContractId: line.licence.serviceContractId } : undefined;
}

/** Whether the owner has closed its merges (spec §4): its new rooms are born closed too. */
export async function ownerMergeDone(tx: Database, ownerId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.ownerId, ownerId), eq(rooms.mergeDone, true)))
    .limit(1);
  return row !== undefined;
}

/** The values that follow a device from room to room: the device itself and what it last reported. */
export type DeviceValues = Pick<RoomRow, 'monitorId' | 'latest' | 'lastSeenAt'>;
export const deviceValuesOf = (room: RoomRow): DeviceValues => ({ monitorId: room.monitorId, latest: room.latest, lastSeenAt: room.lastSeenAt });
export const noDevice: DeviceValues = { monitorId: null, latest: null, lastSeenAt: null };

/**
 * Gives each room its new device values, in one transaction: first every room lets go of its device
 * (a device watches one live room at a time, by a unique index), then each takes its new one.
 */
export async function moveDevices(tx: Database, moves: readonly { roomId: string; values: DeviceValues }[]): Promise<void> {
  for (const { roomId } of moves) await tx.update(rooms).set(noDevice).where(eq(rooms.id, roomId));
  for (const { roomId, values } of moves) if (values.monitorId !== null) await tx.update(rooms).set(values).where(eq(rooms.id, roomId));
}

/** The customer of a user (null for staff). */
export async function customerOfUser(tx: Database, userId: string): Promise<string | null | undefined> {
  const [row] = await tx.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
  return row === undefined ? undefined : row.customerId;
}

export const liveRoom = isNull(rooms.deletedAt);
export const sqlFalse = sql`false`;
