// The device calls of spec §7 Devices: the lists, one device, by monitorId; the changes (create, change,
// delete, token rotation) are in ./write-routes.ts. Who may call what: docs/permissions.md, "Devices".
import { calibrationStatuses, deviceStatuses, message } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleDevices } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { deviceConnections } from './connection.ts';
import { firmwareStatuses } from './firmware.ts';
import { deviceListWhere, deviceSortColumns, devicesWithJoins, placementFilterRefused, selectDevicesWithJoins } from './queries.ts';
import { deviceResponseSchema, toDevice } from './responses.ts';
import { common, deviceRouteHelpers, identifier, monitorIdText, notFound } from './route-helpers.ts';
import { deviceWriteRoutes } from './write-routes.ts';
import { deviceBulkRoutes } from './bulk-routes.ts';
import { devices } from '../db/schema/devices.ts';

/** A filter where the panel sends the text `null` for "no value" (spec §7). */
const idOrNull = z.union([z.literal('null'), identifier]);

export const deviceListQuerySchema = listQuery(['monitorId', 'createdAt', 'updatedAt', 'status', 'firmware', 'lastSeenAt'], {
  monitorId: z.string().max(100).describe('Text found in the monitorId (any letter case)'),
  status: z.enum(deviceStatuses, { error: message('option') }),
  firmware: z.enum(firmwareStatuses, { error: message('option') }).describe('upToDate or outdated against GET /api/device-version/available'),
  ownerId: idOrNull.describe('Devices of this owner; `null`: devices without an owner'),
  customerId: idOrNull.describe('Devices whose owner is of this customer; `null`: devices whose owner has none, or without an owner'),
  roomId: idOrNull.describe('The device of this room; `null`: devices that watch no room'),
  qcPass: z.enum(['pass', 'fail', 'null'], { error: message('option') }).describe('`null`: not checked yet'),
  calibration: z.enum(calibrationStatuses, { error: message('option') }),
  connection: z.enum(deviceConnections, { error: message('option') }).describe('online: reported in the last 30 minutes; offline: not, or never'),
});
const devicePageSchema = z
  .object({ devices: z.array(deviceResponseSchema), totalPages: z.int().nonnegative(), totalDevices: z.int().nonnegative() })
  .meta({ id: 'DevicePage' });

export const deviceRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; firmwareVersion: string }> = async (app, options) => {
  const { db, firmwareVersion } = options;
  const { fail, deviceAnswer } = deviceRouteHelpers(options);

  app.get(
    '/devices',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'listAllDevices',
        tags: ['devices'],
        summary: 'Every device the caller may see (the data list), by monitorId',
        security: sessionSecurity,
        response: { 200: jsonResponse('The devices', z.object({ data: z.array(deviceResponseSchema) }).meta({ id: 'DeviceList' })), 401: common[401] },
      },
    },
    async (request, reply) => {
      const rows = await devicesWithJoins(db, visibleDevices(callerOf(request)));
      reply.header('cache-control', 'no-store');
      return { data: rows.map((row) => toDevice(row, firmwareVersion, callerOf(request), options.clock())) };
    },
  );

  app.get(
    '/devicesByFilters',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'listDevices',
        tags: ['devices'],
        summary: 'A page of devices',
        security: sessionSecurity,
        description:
          'Filters `monitorId` (text in it), `status`, `firmware` (upToDate, outdated), `connection` (online, offline), `ownerId`, `customerId`, `roomId` (each also the text `null`: without one), `qcPass` (pass, fail, null), `calibration`. ' +
          '`sortKey` monitorId (default), createdAt, updatedAt, status, firmware, lastSeenAt. ' +
          'A manufacturer sees no owner, customer or room, so it may not filter by them either (403).',
        querystring: deviceListQuerySchema,
        response: { 200: jsonResponse('A page of devices', devicePageSchema), ...common },
      },
    },
    async (request, reply) => {
      const { monitorId, status, firmware, ownerId, customerId, roomId, qcPass, calibration, connection, ...page } = request.query;
      const filters = { monitorId, status, firmware, ownerId, customerId, roomId, qcPass, calibration, connection };
      // Filtering by where a device is would tell a manufacturer what the answers leave out.
      if (placementFilterRefused(callerOf(request), filters)) fail(request, 403, 'devicePlacementStaffOnly');
      const now = options.clock();
      const where = deviceListWhere(callerOf(request), filters, firmwareVersion, now);
      const result = await listPage(db, {
        select: selectDevicesWithJoins(db),
        table: devices,
        where,
        sortColumns: deviceSortColumns,
        defaultSort: 'monitorId',
        tieBreaker: devices.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return {
        devices: result.items.map((row) => toDevice(row, firmwareVersion, callerOf(request), now)),
        totalPages: result.totalPages,
        totalDevices: result.total,
      };
    },
  );

  app.get(
    '/devices/:id',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'getDevice',
        tags: ['devices'],
        summary: 'A device',
        security: sessionSecurity,
        params: z.object({ id: identifier }),
        response: { 200: jsonResponse('The device', deviceResponseSchema), 400: common[400], 401: common[401], 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deviceAnswer(request, { id: request.params.id });
    },
  );

  app.get(
    '/devices/monitor/:monitorId',
    {
      config: { action: 'devices.read' },
      schema: {
        operationId: 'getDeviceByMonitor',
        tags: ['devices'],
        summary: 'A device by its monitorId',
        security: sessionSecurity,
        params: z.object({ monitorId: monitorIdText }),
        response: { 200: jsonResponse('The device', deviceResponseSchema), 400: common[400], 401: common[401], 404: notFound },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return deviceAnswer(request, { monitorId: request.params.monitorId });
    },
  );

  await app.register(deviceWriteRoutes, options);
  await app.register(deviceBulkRoutes, options);
};
