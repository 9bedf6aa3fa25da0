// The rooms list's export (GET /api/rooms/export.csv and .xlsx, docs/exports.md), and the time zone
// of a device's live room for the devices' export (the rooms module owns the rooms table).
import type { Language, NoiseLevel } from '@sereno/validation';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import type { ExportColumn, ExportSource } from '../platform/export/columns.ts';
import { listExportPages, registerExportRoutes } from '../platform/export/routes.ts';
import { outerColumn } from '../platform/outer-column.ts';
import type { UserRow } from '../users/queries.ts';
import { roomFilters, roomSortColumns, selectRoomsWithJoins, toJoined, type RoomFilters } from './queries.ts';
import { toRoomListItem, type roomListItemSchema } from './responses.ts';
import { common } from './route-helpers.ts';
import { roomListQuerySchema } from './room-routes.ts';
import { rooms } from '../db/schema/rooms.ts';

/** The IANA time zone of the live room the device `monitorId` (a column of the outer query) watches; null: none. */
export const liveRoomTimeZoneOfDevice = (monitorId: AnyColumn): SQL<string | null> =>
  sql<string | null>`(select ${rooms.timezoneName} from ${rooms} where ${rooms.monitorId} = ${outerColumn(monitorId)} and ${rooms.deletedAt} is null)`;

type RoomListItem = z.infer<typeof roomListItemSchema>;
type RoomExportRow = RoomListItem & { timeZone: string };

const words = {
  es: {
    status: { connected: 'Conectada', noiseAlert: 'Alerta de ruido', disconnected: 'Desconectada' },
    level: { disconnected: 'Desconectada', silence: 'Silencio', low: 'Bajo', medium: 'Medio', high: 'Alto' },
  },
  en: {
    status: { connected: 'Connected', noiseAlert: 'Noise alert', disconnected: 'Disconnected' },
    level: { disconnected: 'Disconnected', silence: 'Silence', low: 'Low', medium: 'Medium', high: 'High' },
  },
} satisfies Record<Language, { status: Record<RoomListItem['status'], string>; level: Record<NoiseLevel, string> }>;

const at = (iso: string | undefined): Date | null => (iso === undefined ? null : new Date(iso));

export const roomExportColumns: readonly ExportColumn<RoomExportRow>[] = [
  { header: { es: 'Sala', en: 'Room' }, kind: 'text', value: (row) => row.name, width: 28 },
  { header: { es: 'Estado', en: 'Status' }, kind: 'text', value: (row, language) => words[language].status[row.status] },
  { header: { es: 'Nivel de ruido', en: 'Noise level' }, kind: 'text', value: (row, language) => words[language].level[row.data.level] },
  { header: { es: 'Ruido (dBA)', en: 'Noise (dBA)' }, kind: 'number', value: (row) => row.data.value },
  { header: { es: 'Medido', en: 'Measured' }, kind: 'dateTime', value: (row) => at(row.data.updatedAt) },
  { header: { es: 'Alarmas activas', en: 'Active alarms' }, kind: 'number', value: (row) => row.activeAlarms },
  { header: { es: 'Agente nocturno', en: 'Night agent' }, kind: 'boolean', value: (row) => row.nightAgent },
  { header: { es: 'Monitor', en: 'Monitor' }, kind: 'text', value: (row) => row.monitorId, width: 20 },
  { header: { es: 'Firmware', en: 'Firmware' }, kind: 'text', value: (row) => row.deviceFirm },
  { header: { es: 'Batería (%)', en: 'Battery (%)' }, kind: 'number', value: (row) => row.batteryCapacity },
  { header: { es: 'Umbral bajo (dB)', en: 'Low threshold (dB)' }, kind: 'number', value: (row) => row.thresholds.low },
  { header: { es: 'Umbral medio (dB)', en: 'Medium threshold (dB)' }, kind: 'number', value: (row) => row.thresholds.medium },
  { header: { es: 'Umbral alto (dB)', en: 'High threshold (dB)' }, kind: 'number', value: (row) => row.thresholds.high },
  { header: { es: 'Dirección', en: 'Address' }, kind: 'text', value: (row) => row.address, width: 32 },
  { header: { es: 'Propietario', en: 'Owner' }, kind: 'text', value: (row) => row.username, width: 22 },
  { header: { es: 'Huésped', en: 'Guest' }, kind: 'text', value: (row) => row.stay?.guestName },
  { header: { es: 'Entrada', en: 'Check-in' }, kind: 'dateTime', value: (row) => at(row.stay?.checkIn) },
  { header: { es: 'Salida', en: 'Check-out' }, kind: 'dateTime', value: (row) => at(row.stay?.checkOut) },
  { header: { es: 'Creada', en: 'Created' }, kind: 'dateTime', value: (row) => at(row.createdAt) },
  { header: { es: 'Id', en: 'Id' }, kind: 'text', value: (row) => row._id, width: 38 },
];

/** What GET /rooms lists `caller` with these filters and sort at `now`, every page, as an export source. */
export async function roomExportSource(
  db: Database,
  caller: UserRow,
  { filters, sortKey, sortDirection }: { filters: RoomFilters; sortKey?: keyof ReturnType<typeof roomSortColumns> | undefined; sortDirection: 'asc' | 'desc' },
  now: Date,
): Promise<ExportSource<RoomExportRow>> {
  const where = and(visibleRooms(caller), roomFilters(filters, now));
  const zones = await db.selectDistinct({ zone: rooms.timezoneName }).from(rooms).where(where).limit(2);
  const pages = listExportPages({
    select: () => selectRoomsWithJoins(db, now),
    where,
    sortColumns: roomSortColumns(now),
    defaultSort: 'name',
    tieBreaker: rooms.id,
    sortKey,
    sortDirection,
  });
  return {
    columns: roomExportColumns,
    pages: (async function* () {
      for await (const page of pages) yield page.map((row) => ({ ...toRoomListItem(toJoined(row), now), timeZone: row.room.timezoneName }));
    })(),
    timeZoneOf: (row) => row.timeZone,
    timeZones: zones.map((row) => row.zone),
  };
}

export const roomExportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  registerExportRoutes(app, {
    path: '/rooms/export',
    action: 'rooms.read',
    tag: 'rooms',
    operationIds: { csv: 'exportRooms', xlsx: 'exportRoomsXlsx' },
    list: 'GET /rooms',
    details:
      "Status and noise level in words; the latest noise, battery, active alarms and thresholds as numbers; the measurement, the stay and the creation in the room's time zone, named in the header.",
    querystring: roomListQuerySchema.omit({ offset: true, limit: true }),
    errors: common,
    name: 'rooms',
    source: (request, { sortKey, sortDirection, ...filters }) => roomExportSource(db, callerOf(request), { filters, sortKey, sortDirection }, clock()),
  });
};
