// The devices list's export (GET /api/devices/export.csv and .xlsx, docs/exports.md): what
// GET /devicesByFilters lists with the same filters and sort, every page, each device's times in the
// zone of the room it watches (a device in no room: Europe/Madrid). A manufacturer's file, as its
// list, has no owner and no room.
import type { calibrationStatuses, deviceStatuses } from '@sereno/validation';
import { can, type Language } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { defaultTimeZone, type ExportColumn, type ExportSource } from '../platform/export/columns.ts';
import { listExportPages, registerExportRoutes } from '../platform/export/routes.ts';
import { liveRoomTimeZoneOfDevice } from '../rooms/export.ts';
import type { UserRow } from '../users/queries.ts';
import { deviceConnection, type DeviceConnection } from './connection.ts';
import { firmwareStatus, type FirmwareStatus } from './firmware.ts';
import { deviceListWhere, deviceSortColumns, placementFilterRefused, selectDevicesWithJoins, type DeviceFilters } from './queries.ts';
import { placementSeenBy, type DeviceWithJoins } from './responses.ts';
import { common, deviceRouteHelpers } from './route-helpers.ts';
import { deviceListQuerySchema } from './routes.ts';
import { devices } from '../db/schema/devices.ts';

type DeviceExportRow = DeviceWithJoins & { timeZone: string | null };

const words = {
  es: {
    status: { active: 'Activo', inactive: 'Inactivo', maintenance: 'Mantenimiento' },
    calibration: { calibrated: 'Calibrado', pending: 'Pendiente' },
    firmware: { upToDate: 'Al día', outdated: 'Desactualizado' },
    connection: { online: 'En línea', offline: 'Sin conexión' },
    qc: { pass: 'Superado', fail: 'No superado' },
  },
  en: {
    status: { active: 'Active', inactive: 'Inactive', maintenance: 'Maintenance' },
    calibration: { calibrated: 'Calibrated', pending: 'Pending' },
    firmware: { upToDate: 'Up to date', outdated: 'Outdated' },
    connection: { online: 'Online', offline: 'Offline' },
    qc: { pass: 'Passed', fail: 'Failed' },
  },
} satisfies Record<
  Language,
  {
    status: Record<(typeof deviceStatuses)[number], string>;
    calibration: Record<(typeof calibrationStatuses)[number], string>;
    firmware: Record<FirmwareStatus, string>;
    connection: Record<DeviceConnection, string>;
    qc: Record<'pass' | 'fail', string>;
  }
>;

/** The columns at `now` against the firmware `available`; the owner and room only for who may see them. */
export function deviceExportColumns(available: string, now: Date, withPlacement: boolean): ExportColumn<DeviceExportRow>[] {
  const reading = (key: 'noise' | 'temperature' | 'humidity' | 'batteryLevel') => (row: DeviceExportRow) => row.latestReading?.[key] ?? null;
  return [
    { header: { es: 'Monitor', en: 'Monitor' }, kind: 'text', value: (row) => row.device.monitorId, width: 20 },
    { header: { es: 'Estado', en: 'Status' }, kind: 'text', value: (row, language) => words[language].status[row.device.status] },
    {
      header: { es: 'Conexión', en: 'Connection' },
      kind: 'text',
      value: (row, language) => words[language].connection[deviceConnection(row.device.lastSeenAt, now)],
    },
    { header: { es: 'Firmware', en: 'Firmware' }, kind: 'text', value: (row) => row.device.firmware },
    {
      header: { es: 'Estado del firmware', en: 'Firmware status' },
      kind: 'text',
      value: (row, language) => words[language].firmware[firmwareStatus(row.device.firmware, available)],
    },
    {
      header: { es: 'Control de calidad', en: 'Quality check' },
      kind: 'text',
      value: (row, language) => (row.device.qcPass ? words[language].qc[row.device.qcPass] : null),
    },
    { header: { es: 'Calibración', en: 'Calibration' }, kind: 'text', value: (row, language) => words[language].calibration[row.device.calibration] },
    ...(withPlacement
      ? ([
          { header: { es: 'Sala', en: 'Room' }, kind: 'text', value: (row) => row.roomName, width: 28 },
          { header: { es: 'Propietario', en: 'Owner' }, kind: 'text', value: (row) => row.owner, width: 22 },
        ] satisfies ExportColumn<DeviceExportRow>[])
      : []),
    { header: { es: 'Último informe', en: 'Last report' }, kind: 'dateTime', value: (row) => row.device.lastSeenAt },
    { header: { es: 'Ruido (dBA)', en: 'Noise (dBA)' }, kind: 'number', value: reading('noise') },
    { header: { es: 'Temperatura (°C)', en: 'Temperature (°C)' }, kind: 'number', value: reading('temperature') },
    { header: { es: 'Humedad (%)', en: 'Humidity (%)' }, kind: 'number', value: reading('humidity') },
    { header: { es: 'Batería (%)', en: 'Battery (%)' }, kind: 'number', value: reading('batteryLevel') },
    { header: { es: 'Actualización pedida', en: 'Update requested' }, kind: 'dateTime', value: (row) => row.device.otaRequestedAt },
    { header: { es: 'Creado', en: 'Created' }, kind: 'dateTime', value: (row) => row.device.createdAt },
    { header: { es: 'Modificado', en: 'Updated' }, kind: 'dateTime', value: (row) => row.device.updatedAt },
  ];
}

/** What GET /devicesByFilters lists `caller` with these filters and sort, every page, as an export source. */
export async function deviceExportSource(
  db: Database,
  caller: UserRow,
  { filters, sortKey, sortDirection }: { filters: DeviceFilters; sortKey?: keyof typeof deviceSortColumns | undefined; sortDirection: 'asc' | 'desc' },
  { available, now }: { available: string; now: Date },
): Promise<ExportSource<DeviceExportRow>> {
  const where = deviceListWhere(caller, filters, available, now);
  const zone = liveRoomTimeZoneOfDevice(devices.monitorId);
  const zones = await db.selectDistinct({ zone }).from(devices).where(where).limit(2);
  const withPlacement = can(caller.role, 'devices.seePlacement');
  const pages = listExportPages({
    select: () => {
      const select = selectDevicesWithJoins(db);
      select._.config.fields.timeZone = zone;
      return select;
    },
    where,
    sortColumns: deviceSortColumns,
    defaultSort: 'monitorId',
    tieBreaker: devices.id,
    keyOf: (row) => row.device.id,
    sortKey,
    sortDirection,
  });
  return {
    columns: deviceExportColumns(available, now, withPlacement),
    pages: (async function* () {
      for await (const page of pages)
        yield page.map((row) => ({ ...placementSeenBy(caller, row), timeZone: (row as { timeZone?: string | null }).timeZone ?? null }));
    })(),
    timeZoneOf: (row) => row.timeZone ?? defaultTimeZone,
    timeZones: [...new Set(zones.map((row) => row.zone ?? defaultTimeZone))],
  };
}

export const deviceExportRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; firmwareVersion: string }> = async (app, options) => {
  const { fail } = deviceRouteHelpers(options);
  registerExportRoutes(app, {
    path: '/devices/export',
    action: 'devices.read',
    tag: 'devices',
    operationIds: { csv: 'exportDevices', xlsx: 'exportDevicesXlsx' },
    list: 'GET /devicesByFilters',
    details:
      "Times in the zone of the room each device watches (a device in no room: Europe/Madrid), named in the header; the newest reading's noise, temperature, humidity and battery as numbers. A manufacturer's file has no room or owner, and it may not filter by them (403).",
    querystring: deviceListQuerySchema.omit({ offset: true, limit: true }),
    errors: common,
    name: 'devices',
    source: async (request, query) => {
      const { sortKey, sortDirection, ...filters } = query;
      if (placementFilterRefused(callerOf(request), filters)) fail(request, 403, 'devicePlacementStaffOnly');
      return deviceExportSource(
        options.db,
        callerOf(request),
        { filters, sortKey, sortDirection },
        { available: options.firmwareVersion, now: options.clock() },
      );
    },
  });
};
