// The room reads and writes the room routes share: a room with its joins (the owner's, the device's,
// the alarms' and the stay's columns come from their modules' subqueries), the locks, and moving a
// device between rooms (its latest values go with it).
import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { activeAlarmCount, activeAlarmRank, hasActiveNoiseAlarm } from '../alarms/room-status.ts';
import { currentOrNextStay, stayOf } from '../bookings/stay.ts';
import { deviceFirmwareOf, deviceStatusOf, type DeviceRow } from '../devices/service.ts';
import { smsActivatedFor } from '../notifications/sms-activation.ts';
import { presetOfRoom } from '../presets/queries.ts';
import type { Database } from '../platform/database.ts';
import { containsPattern } from '../platform/lists.ts';
import { customerIdOf, userAmong, usernameLike, usernameOf, usersOfCustomer } from '../users/queries.ts';
import type { RoomListJoins, RoomWithJoins } from './responses.ts';
import { disconnectedAfterMs, type RoomStatus } from './status.ts';
import { rooms, type RoomRow } from '../db/schema/rooms.ts';

/**
 * The select of a room with its owner's username, its device, its customer's SMS activation, its
 * active alarms and its guest's stay at `now`, ready for `.where()`.
 */
export const selectRoomsWithJoins = (db: Database, now = new Date()) =>
  db
    .select({
      room: rooms,
      username: usernameOf(rooms.ownerId),
      deviceFirmware: deviceFirmwareOf(rooms.monitorId),
      deviceStatus: deviceStatusOf(rooms.monitorId),
      noiseAlert: hasActiveNoiseAlarm(rooms.id),
      activeAlarms: activeAlarmCount(rooms.id),
      stay: currentOrNextStay(rooms.id, now),
      smsActivated: smsActivatedFor(customerIdOf(rooms.ownerId)),
      preset: presetOfRoom(rooms.presetId),
    })
    .from(rooms)
    .$dynamic();

/** The room columns a list item shows (responses.ts, `toRoomListItem`); a room's detail reads them all. */
const listColumns = {
  id: rooms.id,
  name: rooms.name,
  address: rooms.address,
  monitorId: rooms.monitorId,
  ownerId: rooms.ownerId,
  nightAgent: rooms.nightAgent,
  noiseSettings: rooms.noiseSettings,
  latest: rooms.latest,
  lastSeenAt: rooms.lastSeenAt,
  createdAt: rooms.createdAt,
};

/**
 * The select of the rooms list (GET /rooms): the columns and joins a list item shows, no more. Half
 * the columns and two subqueries fewer than `selectRoomsWithJoins` (the device's status, the SMS
 * activation), which PostgreSQL, the driver and the mapping would otherwise read 25 times per page.
 */
export const selectRoomListItems = (db: Database, now = new Date()) =>
  db
    .select({
      room: listColumns,
      username: usernameOf(rooms.ownerId),
      deviceFirmware: deviceFirmwareOf(rooms.monitorId),
      noiseAlert: hasActiveNoiseAlarm(rooms.id),
      activeAlarms: activeAlarmCount(rooms.id),
      stay: currentOrNextStay(rooms.id, now),
      preset: presetOfRoom(rooms.presetId),
    })
    .from(rooms)
    .$dynamic();

/** A row of `selectRoomListItems` as `toRoomListItem` takes it. */
export const toListJoined = (row: Awaited<ReturnType<typeof selectRoomListItems>>[number]): RoomListJoins => ({
  room: row.room,
  username: row.username,
  device: row.deviceFirmware === null ? null : { firmware: row.deviceFirmware },
  noiseAlert: row.noiseAlert === true,
  activeAlarms: Number(row.activeAlarms ?? 0),
  stay: stayOf(row.stay),
  preset: parsedPreset(row.preset),
});

interface JoinedRow {
  room: RoomRow;
  username: string | null;
  deviceFirmware: string | null;
  /** Null when no device has the room's monitorId. */
  deviceStatus: DeviceRow['status'] | null;
  noiseAlert?: boolean;
  activeAlarms?: number;
  stay?: unknown;
  smsActivated?: boolean;
  preset?: { id: string; name: string; standard: boolean } | null;
}

const withDevice = (row: JoinedRow): RoomWithJoins => ({
  room: row.room,
  username: row.username,
  device: row.deviceStatus === null ? null : { firmware: row.deviceFirmware, status: row.deviceStatus },
  noiseAlert: row.noiseAlert === true,
  activeAlarms: Number(row.activeAlarms ?? 0),
  stay: stayOf(row.stay),
  smsActivated: row.smsActivated === true,
  preset: parsedPreset(row.preset),
});

/** The preset subquery's JSON (a text on some drivers). */
function parsedPreset(value: unknown): { id: string; name: string; standard: boolean } | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as { id: string; name: string; standard: boolean };
}
export const toJoined = withDevice;

/** A room by its id or by the device it watches. */
export type RoomKey = { id: string } | { monitorId: string };

/** The live room `key` among those `scope` keeps (undefined: any), with its joins at `now`. */
export async function findRoom(db: Database, key: RoomKey, scope: SQL | undefined, now = new Date()): Promise<RoomWithJoins | undefined> {
  const [row] = await selectRoomsWithJoins(db, now)
    .where(and(isNull(rooms.deletedAt), 'id' in key ? eq(rooms.id, key.id) : eq(rooms.monitorId, key.monitorId), scope))
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

/** The live room a device watches, locked. */
export async function lockRoomOfDevice(tx: Database, monitorId: string): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)))
    .for('update');
  return row;
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

/** The live room the device `monitorId` watched is left without one (the device is deleted). */
export async function releaseDevice(tx: Database, monitorId: string): Promise<void> {
  await tx
    .update(rooms)
    .set(noDevice)
    .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)));
}

/** Whether the room's device reported within the last `disconnectedAfterMs` before `now`, as SQL (null without a device). */
export const roomConnected = (now: Date): SQL | undefined =>
  and(isNotNull(rooms.monitorId), gte(rooms.lastSeenAt, new Date(now.getTime() - disconnectedAfterMs)));

/** The filters of the room list (spec §7); each absent one keeps every room. */
export interface RoomFilters {
  status?: RoomStatus | undefined;
  nightAgent?: 'true' | 'false' | undefined;
  search?: string | undefined;
  ownerId?: string | undefined;
}

/** The where clause of the room list's filters at `now` (live rooms only). */
export function roomFilters({ status, nightAgent, search, ownerId }: RoomFilters, now: Date): SQL | undefined {
  const connected = roomConnected(now);
  const statusFilter: Record<RoomStatus, SQL | undefined> = {
    connected: and(connected, sql`not ${hasActiveNoiseAlarm(rooms.id)}`),
    noiseAlert: and(connected, hasActiveNoiseAlarm(rooms.id)),
    // A room without a device is not disconnected: there is nothing to reconnect (it asks for a device).
    disconnected: and(isNotNull(rooms.monitorId), sql`not coalesce(${connected}, false)`),
  };
  const pattern = search === undefined ? undefined : containsPattern(search);
  return and(
    isNull(rooms.deletedAt),
    status === undefined ? undefined : statusFilter[status],
    nightAgent === undefined ? undefined : eq(rooms.nightAgent, nightAgent === 'true'),
    ownerId === undefined ? undefined : eq(rooms.ownerId, ownerId),
    pattern === undefined
      ? undefined
      : or(ilike(rooms.name, pattern), ilike(rooms.address, pattern), ilike(rooms.monitorId, pattern), userAmong(rooms.ownerId, usernameLike(pattern))),
  );
}

/** What each `sortKey` of the room list orders by at `now`. */
export const roomSortColumns = (now: Date) => ({
  name: rooms.name,
  createdAt: rooms.createdAt,
  status: sql`case when coalesce(${roomConnected(now)}, false) then 0 else 1 end`,
  username: usernameOf(rooms.ownerId),
  monitorId: rooms.monitorId,
  alarms: activeAlarmRank(rooms.id),
});

export type NewRoom = typeof rooms.$inferInsert;

/** Stores a new room; answers its id. */
export async function insertRoom(tx: Database, values: NewRoom): Promise<string> {
  const [created] = await tx.insert(rooms).values(values).returning({ id: rooms.id });
  if (!created) throw new Error('the insert returned nothing');
  return created.id;
}

/** Changes the room `id`. */
export async function updateRoom(tx: Database, id: string, values: Partial<NewRoom>): Promise<void> {
  await tx.update(rooms).set(values).where(eq(rooms.id, id));
}

/** The live rooms that hold a licence, of the people of `customerId` (when given) or else of `ownerId`, by name. */
export async function roomsHoldingLicences(db: Database, { customerId, ownerId }: { customerId: string | null; ownerId: string }) {
  return db
    .select({ id: rooms.id, name: rooms.name, licenseId: rooms.licenseId, serviceContractId: rooms.serviceContractId })
    .from(rooms)
    .where(
      and(customerId ? inArray(rooms.ownerId, usersOfCustomer(customerId)) : eq(rooms.ownerId, ownerId), isNull(rooms.deletedAt), isNotNull(rooms.licenseId)),
    )
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** Closes the merges of every room of the owner (spec §4); answers how many rooms it has. */
export async function closeOwnerMerges(tx: Database, ownerId: string): Promise<number> {
  const updated = await tx.update(rooms).set({ mergeDone: true }).where(eq(rooms.ownerId, ownerId)).returning({ id: rooms.id });
  return updated.length;
}

/** Sets when the live room watching `monitorId` last heard from its device (the demo's devices silent for hours). */
export async function setRoomLastSeen(db: Database, monitorId: string, at: Date): Promise<void> {
  await db
    .update(rooms)
    .set({ lastSeenAt: at })
    .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)));
}

/** Sets `values` (notification settings) on every live room of the people of `customerId`; answers how many. */
export async function setRoomsOfCustomer(tx: Database, customerId: string, values: Partial<NewRoom>): Promise<number> {
  const updated = await tx
    .update(rooms)
    .set(values)
    .where(and(inArray(rooms.ownerId, usersOfCustomer(customerId)), isNull(rooms.deletedAt)))
    .returning({ id: rooms.id });
  return updated.length;
}

/** How many live rooms the people of `customerId` own. */
export async function countRoomsOfCustomer(db: Database, customerId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rooms)
    .where(and(inArray(rooms.ownerId, usersOfCustomer(customerId)), isNull(rooms.deletedAt)));
  return row?.value ?? 0;
}
