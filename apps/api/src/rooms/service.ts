// What the other modules ask of rooms. The rooms module is the only one that builds queries on its
// table (docs/architecture.md); the others call these functions, or put the fragments below into
// their own queries: each takes the outer query's column, so a page of bookings or alarms still costs
// one query.
import type { PmsProviderName } from '@sereno/validation';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import { isAnyId } from '../platform/any-id.ts';
import { outerColumn } from '../platform/outer-column.ts';
import { usersOfCustomer } from '../users/queries.ts';
import { rooms, type GuestCallOptions, type RoomLatest, type RoomRow } from '../db/schema/rooms.ts';

export type { GuestCallOptions, RoomLatest, RoomRow };

/** The name of the room `roomId` (a column of the outer query). */
export const roomNameOf = (roomId: AnyColumn): SQL<string> => sql<string>`(select ${rooms.name} from ${rooms} where ${rooms.id} = ${outerColumn(roomId)})`;

/** The IANA time zone of the room `roomId` (a column of the outer query), as the exports write its times. */
export const roomTimeZoneOf = (roomId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${rooms.timezoneName} from ${rooms} where ${rooms.id} = ${outerColumn(roomId)})`;

/** The rooms (live or deleted) owned by people of the customer, as a subquery for `inArray`. */
export const roomsOfCustomer = (customerId: string): SQL => sql`(select ${rooms.id} from ${rooms} where ${rooms.ownerId} in ${usersOfCustomer(customerId)})`;

/** The rooms (live or deleted) that `scope` keeps, as a subquery for `inArray`. */
export const roomIdsWhere = (scope: SQL): SQL => sql`(select ${rooms.id} from ${rooms} where ${scope})`;

/** The live rooms that `scope` keeps (undefined: every one), as a subquery of their ids for `inArray`. */
export const liveRoomIdsWhere = (scope: SQL | undefined): SQL =>
  sql`(select ${rooms.id} from ${rooms} where ${rooms.deletedAt} is null and ${scope ?? sql`true`})`;

/** The devices that watch a live room, as a subquery of monitorIds for `inArray`. */
export const monitorsOfLiveRooms = (): SQL =>
  sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.deletedAt} is null and ${rooms.monitorId} is not null)`;

/** The device of the live room `roomId`, as a subquery of monitorIds for `inArray` (empty when none). */
export const monitorOfLiveRoom = (roomId: string): SQL =>
  sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.id} = ${roomId} and ${rooms.deletedAt} is null)`;

/** The rooms the manager `managerId` manages, as a where clause on `rooms`. */
export const roomManagedBy = (managerId: string): SQL => eq(rooms.managerId, managerId);

/** The rooms owned by people of the customer `customerId`, as a where clause on `rooms`. */
export const roomOwnedByPeopleOf = (customerId: string): SQL => inArray(rooms.ownerId, usersOfCustomer(customerId));

/** The devices of the live rooms the manager `managerId` manages, as a subquery of monitorIds for `inArray`. */
export const monitorsOfRoomsManagedBy = (managerId: string): SQL =>
  sql`(select ${rooms.monitorId} from ${rooms} where ${rooms.managerId} = ${managerId} and ${rooms.deletedAt} is null)`;

/** The live room `id` among those `scope` keeps (undefined: any), without its joins. */
export async function findLiveRoom(db: Database, id: string, scope: SQL | undefined): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.deletedAt), scope))
    .limit(1);
  return row;
}

/** The room `id`, live or deleted. */
export async function findRoomRow(db: Database, id: string): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(rooms).where(eq(rooms.id, id)).limit(1);
  return row;
}

/** Whether the room `id` (live, or merged away: its history stays its own) is among those `scope` keeps. */
export async function roomExists(db: Database, id: string, scope: SQL | undefined): Promise<boolean> {
  const [row] = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, id), scope))
    .limit(1);
  return row !== undefined;
}

/** Locks the room `id`, live or not, for the rest of the transaction (the ingest locks it before it evaluates). */
export async function lockRoomRow(tx: Database, id: string): Promise<void> {
  await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).for('update');
}

/** The name of the room `id` ('' when there is none). */
export async function nameOfRoom(db: Database, id: string): Promise<string> {
  const [row] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, id));
  return row?.name ?? '';
}

/** What the alarm engine reads of the rooms it evaluates. */
export function roomsToEvaluate(tx: Database, ids: readonly string[]) {
  return tx
    .select({
      id: rooms.id,
      monitorId: rooms.monitorId,
      ownerId: rooms.ownerId,
      name: rooms.name,
      noiseSettings: rooms.noiseSettings,
      timeZone: rooms.timezoneName,
      notifyGuest: rooms.notifyGuest,
      disableFirstCall: rooms.disableFirstCall,
      smokingAlertThreshold: rooms.smokingAlertThreshold,
      crowdingAlertTreshold: rooms.crowdingAlertTreshold,
    })
    .from(rooms)
    .where(inArray(rooms.id, [...ids]));
}

/** How many live rooms hold each of `licenceIds` (the customers module counts a licence's places with it). */
export async function roomsPerLicence(db: Database, licenceIds: readonly string[]): Promise<Map<string, number>> {
  if (licenceIds.length === 0) return new Map();
  const rows = await db
    .select({ licenseId: rooms.licenseId, used: count() })
    .from(rooms)
    .where(and(inArray(rooms.licenseId, [...licenceIds]), isNull(rooms.deletedAt)))
    .groupBy(rooms.licenseId);
  return new Map(rows.map((row) => [row.licenseId ?? '', row.used]));
}

/** The live rooms of every owner of the customer, by name. */
export function liveRoomsOfCustomer(db: Database, customerId: string): Promise<RoomRow[]> {
  return db
    .select()
    .from(rooms)
    .where(and(inArray(rooms.id, roomsOfCustomer(customerId)), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** The room column that holds each property-management system's link (the listing's id). */
const linkColumns = { guesty: rooms.guestyLinkedRoom, avantio: rooms.avantioLinkedRoom, kross: rooms.krossLinkedRoom } as const;

/** The live rooms of a customer linked to a listing of `provider`, with the listing's id. */
export async function linkedRoomsOfCustomer(db: Database, customerId: string, provider: PmsProviderName): Promise<{ id: string; unitId: string }[]> {
  const rows = await db
    .select({ id: rooms.id, unitId: linkColumns[provider] })
    .from(rooms)
    .where(and(inArray(rooms.id, roomsOfCustomer(customerId)), isNull(rooms.deletedAt), isNotNull(linkColumns[provider])));
  return rows.map((row) => ({ id: row.id, unitId: row.unitId ?? '' }));
}

/** Another live room of the customer than `roomId` that holds the listing `unitId` of `provider`. */
export async function roomHoldingListing(
  db: Database,
  { customerId, provider, unitId, roomId }: { customerId: string; provider: PmsProviderName; unitId: string; roomId: string },
): Promise<Pick<RoomRow, 'name'> | undefined> {
  const [row] = await db
    .select({ name: rooms.name })
    .from(rooms)
    .where(and(inArray(rooms.id, roomsOfCustomer(customerId)), isNull(rooms.deletedAt), ne(rooms.id, roomId), eq(linkColumns[provider], unitId)))
    .limit(1);
  return row;
}

/** The live rooms with a device whose last reading came at or after `from` and before `to`. */
export async function roomsLastSeenBetween(db: Database, from: Date, to: Date): Promise<{ id: string; monitorId: string; lastSeenAt: Date | null }[]> {
  const rows = await db
    .select({ id: rooms.id, monitorId: rooms.monitorId, lastSeenAt: rooms.lastSeenAt })
    .from(rooms)
    .where(and(isNull(rooms.deletedAt), isNotNull(rooms.monitorId), gte(rooms.lastSeenAt, from), lt(rooms.lastSeenAt, to)));
  return rows.map((row) => ({ ...row, monitorId: row.monitorId ?? '' }));
}

/** A column of the live room that the device `monitorId` (a column of the outer query) watches, as a subquery; null when none. */
export const liveRoomColumnOfDevice = <Key extends 'id' | 'name' | 'noiseSettings'>(key: Key, monitorId: AnyColumn): SQL<RoomRow[Key] | null> =>
  sql`(select ${rooms[key]} from ${rooms} where ${rooms.monitorId} = ${outerColumn(monitorId)} and ${rooms.deletedAt} is null)`.mapWith(rooms[key]) as SQL<
    RoomRow[Key] | null
  >;

/** The live room `monitorId` watches, if any. */
export async function findLiveRoomOfDevice(db: Database, monitorId: string): Promise<RoomRow | undefined> {
  const [row] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.monitorId, monitorId), isNull(rooms.deletedAt)));
  return row;
}

/** The live room that the device `monitorId` (an expression of the outer statement) watches, as a subquery; null when none. */
export const liveRoomOfDevice = (monitorId: SQL): SQL<string | null> =>
  sql<string | null>`(select ${rooms.id} from ${rooms} where ${rooms.monitorId} = ${monitorId} and ${rooms.deletedAt} is null)`;

/** A room whose device reported: its newest values, and its last contact before and after this report. */
export interface ReportedRoom {
  id: string;
  monitor_id: string;
  latest: RoomLatest;
  previous_seen: string | Date | null;
  seen: string | Date | null;
  changed: boolean;
}

/**
 * The ingest's one statement on rooms: each live room watched by a device of `latest` folds the
 * newest values into its `latest` (older values never overwrite newer ones) and takes as its last
 * contact the time of its newest reading, never later than `at` (the receipt): a device that sends
 * only old readings (a backlog, a duplicate) does not make its room connected, since what the room
 * shows would be old (rooms/status.ts). The rows are locked in id order, so two writers cannot
 * deadlock. Answers the last contact before and after, which tell whether the room reconnected.
 */
export async function recordRoomReports(
  tx: Database,
  latest: readonly { monitor_id: string; latest: RoomLatest | null }[],
  at: string,
): Promise<ReportedRoom[]> {
  const updated = await tx.execute(sql`
    WITH x AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(latest)}::json) AS x(monitor_id text, latest jsonb)
    ), previous AS (
      SELECT r.id, r.last_seen_at FROM rooms r JOIN x ON r.monitor_id = x.monitor_id WHERE r.deleted_at IS NULL ORDER BY r.id FOR UPDATE OF r
    )
    UPDATE rooms r SET
      last_seen_at = CASE
        WHEN x.latest IS NULL THEN r.last_seen_at
        ELSE GREATEST(r.last_seen_at, LEAST((x.latest->>'measuredAt')::timestamptz, ${at}::timestamptz))
      END,
      latest = CASE
        WHEN x.latest IS NULL THEN r.latest
        WHEN r.latest IS NULL OR (r.latest->>'measuredAt')::timestamptz <= (x.latest->>'measuredAt')::timestamptz THEN COALESCE(r.latest, '{}'::jsonb) || x.latest
        ELSE r.latest
      END
    FROM x, previous
    WHERE r.monitor_id = x.monitor_id AND r.deleted_at IS NULL AND previous.id = r.id
    RETURNING r.id, r.monitor_id, r.latest, previous.last_seen_at AS previous_seen, r.last_seen_at AS seen, (x.latest IS NOT NULL) AS changed`);
  return (updated as unknown as { rows: ReportedRoom[] }).rows;
}

export type NewRoomRow = typeof rooms.$inferInsert;

/** Stores rooms as they are given (the demo's seed). */
export async function insertRooms(tx: Database, values: readonly NewRoomRow[]): Promise<void> {
  await tx.insert(rooms).values([...values]);
}

/** The rooms named one of `names`, with their ids (the demo finds its rooms by name). */
export function roomsNamed(db: Database, names: readonly string[]): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(inArray(rooms.name, [...names]));
}

/** The ids of the live rooms that `scope` keeps. */
export async function liveRoomIds(db: Database, scope: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(scope, isNull(rooms.deletedAt)));
  return rows.map((row) => row.id);
}

/** What the protocol graph reads of a room: its name, owner, manager and licence. */
export type GraphRoom = Pick<RoomRow, 'id' | 'name' | 'ownerId' | 'managerId' | 'licenseId'>;
const graphRoomColumns = { id: rooms.id, name: rooms.name, ownerId: rooms.ownerId, managerId: rooms.managerId, licenseId: rooms.licenseId };

/** The live rooms of the owner `ownerId`, by name. */
export function liveRoomsOfOwner(db: Database, ownerId: string): Promise<GraphRoom[]> {
  return db
    .select(graphRoomColumns)
    .from(rooms)
    .where(and(eq(rooms.ownerId, ownerId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** The live rooms the manager `managerId` manages, by name. */
export function liveRoomsManagedBy(db: Database, managerId: string): Promise<GraphRoom[]> {
  return db
    .select(graphRoomColumns)
    .from(rooms)
    .where(and(eq(rooms.managerId, managerId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.name), asc(rooms.id));
}

/** The live room `id` among those `scope` keeps, as the protocol graph reads it. */
export async function findGraphRoom(db: Database, id: string, scope: SQL | undefined): Promise<GraphRoom | undefined> {
  const [row] = await db
    .select(graphRoomColumns)
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.deletedAt), scope))
    .limit(1);
  return row;
}

/** Whether the room `roomId` (a column of the outer query) is live. */
export const isLiveRoom = (roomId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${rooms} where ${rooms.id} = ${outerColumn(roomId)} and ${rooms.deletedAt} is null)`;

/** The time zones of the rooms `ids` (live or deleted), by room id. */
export async function timeZonesOfRooms(db: Database, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: rooms.id, zone: rooms.timezoneName })
    .from(rooms)
    .where(isAnyId(rooms.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.zone]));
}

// Settings presets (docs/presets.md): the presets module decides, the rooms keep a copy of the
// preset's settings in their own columns, which the alarm engine and the notifications read.

/** The live rooms `ids` among those `scope` keeps, locked in id order for the rest of the transaction. */
export function lockLiveRooms(tx: Database, ids: readonly string[], scope: SQL | undefined): Promise<RoomRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(rooms)
    .where(and(inArray(rooms.id, [...ids]), isNull(rooms.deletedAt), scope))
    .orderBy(asc(rooms.id))
    .for('update');
}

/** The live rooms that follow the preset `presetId`, locked in id order. */
export function lockRoomsFollowing(tx: Database, presetId: string): Promise<RoomRow[]> {
  return tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.presetId, presetId), isNull(rooms.deletedAt)))
    .orderBy(asc(rooms.id))
    .for('update');
}

/** How many live rooms follow each of `presetIds`. */
export async function roomsFollowingCount(db: Database, presetIds: readonly string[]): Promise<Map<string, number>> {
  if (presetIds.length === 0) return new Map();
  const rows = await db
    .select({ presetId: rooms.presetId, rooms: count() })
    .from(rooms)
    .where(and(inArray(rooms.presetId, [...presetIds]), isNull(rooms.deletedAt)))
    .groupBy(rooms.presetId);
  return new Map(rows.map((row) => [row.presetId ?? '', row.rooms]));
}

/** The settings columns a preset sets (its keys are the room's column names). */
export type RoomPresetColumns = Pick<
  RoomRow,
  | 'callsEnabled'
  | 'callAllTime'
  | 'disableFirstCall'
  | 'notifyGuest'
  | 'sendNoiseMailNotification'
  | 'sendNoiseSMSNotification'
  | 'sendSmokeMailNotification'
  | 'sendSmokeSMSNotification'
  | 'sendCrowdMailNotification'
  | 'sendCrowdSMSNotification'
  | 'disconnectionNotificationEnabled'
  | 'smokingAlertThreshold'
  | 'crowdingAlertTreshold'
  | 'noiseSettings'
  | 'alertSchedules'
>;

/** The rooms `ids` follow `presetId` (null: their settings become their own), taking `columns` when given. Answers how many changed. */
export async function setRoomsPreset(tx: Database, ids: readonly string[], presetId: string | null, columns?: RoomPresetColumns): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await tx
    .update(rooms)
    .set({ presetId, ...columns })
    .where(and(inArray(rooms.id, [...ids]), isNull(rooms.deletedAt)))
    .returning({ id: rooms.id });
  return updated.length;
}

/** The rooms `ids` take `values` (a bulk action: night agent, manager). Answers how many changed. */
export async function updateRooms(tx: Database, ids: readonly string[], values: Partial<Pick<RoomRow, 'nightAgent' | 'managerId'>>): Promise<number> {
  if (ids.length === 0) return 0;
  const updated = await tx
    .update(rooms)
    .set(values)
    .where(and(inArray(rooms.id, [...ids]), isNull(rooms.deletedAt)))
    .returning({ id: rooms.id });
  return updated.length;
}
