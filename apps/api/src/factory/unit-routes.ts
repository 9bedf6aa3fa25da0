// The units on the factory bench (docs/flasher.md): QC results, flashes and erasures recorded as
// their history, and the registration of a unit flashed with production firmware as a device.
// Who may call what: docs/permissions.md, "Factory".
import { calibrationStatuses, can, firmwareChannels, macPattern, message, qcSensors } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { insertDevice, updateDevice } from '../devices/queries.ts';
import { findDeviceById, nextMonitorId } from '../devices/service.ts';
import { issueDeviceToken } from '../devices/tokens.ts';
import type { FactoryEventRow } from '../db/schema/factory.ts';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockRoomOfDevice } from '../rooms/queries.ts';
import { refuse } from './messages.ts';
import { findImage, historyOf, insertEvent, latestQc, lockUnit, saveUnit, unitDevice } from './queries.ts';

const mac = z
  .string()
  .trim()
  .toLowerCase()
  .regex(macPattern, { error: message('option') })
  .describe('The chip’s MAC, as esptool reads it (24:0a:c4:00:00:01)');
const reason = z.string().trim().max(200).optional().describe('Why it failed: a code of the flasher, such as md5Mismatch or sensorSilent:humidity');
const common = { 400: errorResponse('A field is missing or invalid'), 401: errorResponse('No live session'), 403: errorResponse('The role may not do this') };

const qcSchema = z.object({
  mac,
  outcome: z.enum(['passed', 'failed', 'disconnected'], { error: message('option') }),
  reason,
  calibration: z.enum(calibrationStatuses, { error: message('option') }).optional(),
  readings: z
    .array(z.object({ sensor: z.enum(qcSensors, { error: message('option') }), answered: z.boolean(), value: z.number().nullable() }))
    .max(qcSensors.length),
});

const eventSchema = z.object({
  mac,
  kind: z.enum(['flash', 'erase'], { error: message('option') }),
  outcome: z.enum(['success', 'failed', 'disconnected'], { error: message('option') }),
  reason,
  imageId: z
    .uuid({ error: message('identifier') })
    .optional()
    .describe('The image flashed'),
});

const factoryEventSchema = z
  .object({
    id: z.uuid(),
    mac: z.string(),
    kind: z.enum(['qc', 'flash', 'erase', 'register']),
    outcome: z.enum(['passed', 'failed', 'disconnected', 'success']),
    reason: z.string().nullable(),
    channel: z.enum(firmwareChannels).nullable(),
    firmwareVersion: z.string().nullable(),
    monitorId: z.string().nullable(),
    calibration: z.enum(calibrationStatuses).nullable(),
    readings: z.array(z.object({ sensor: z.string(), answered: z.boolean(), value: z.number().nullable() })).nullable(),
    operatorName: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'FactoryEvent' });

const factoryDeviceSchema = z
  .object({ id: z.uuid(), monitorId: z.string(), claimCode: z.string(), firmware: z.string().nullable(), calibration: z.enum(calibrationStatuses) })
  .meta({ id: 'FactoryDevice' });

const toEvent = (row: FactoryEventRow) => ({
  id: row.id,
  mac: row.mac,
  kind: row.kind,
  outcome: row.outcome,
  reason: row.reason,
  channel: row.channel,
  firmwareVersion: row.firmwareVersion,
  monitorId: row.monitorId,
  calibration: row.calibration,
  readings: row.readings,
  operatorName: row.operatorName,
  createdAt: row.createdAt.toISOString(),
});

export const factoryUnitRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const operator = (request: Parameters<typeof callerOf>[0]) => ({ operatorId: callerOf(request).id, operatorName: callerOf(request).username });

  app.post(
    '/factory/qc',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'recordQcResult',
        tags: ['factory'],
        summary: "Record a unit's QC test",
        security: sessionSecurity,
        description: 'The device record is not changed: the latest QC result is what a registration (`POST /api/factory/devices`) takes.',
        body: qcSchema,
        response: { 201: jsonResponse('The history entry', factoryEventSchema), ...common },
      },
    },
    async (request, reply) => {
      const { mac: unit, outcome, reason: why, calibration, readings } = request.body;
      const row = await insertEvent(db, {
        mac: unit,
        kind: 'qc',
        outcome,
        reason: why ?? null,
        calibration: calibration ?? null,
        readings,
        ...operator(request),
      });
      return reply.code(201).send(toEvent(row));
    },
  );

  app.post(
    '/factory/events',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'recordFactoryEvent',
        tags: ['factory'],
        summary: 'Record a flash or an erasure of a unit, done or failed',
        security: sessionSecurity,
        body: eventSchema,
        response: { 201: jsonResponse('The history entry', factoryEventSchema), ...common, 404: errorResponse('No such image') },
      },
    },
    async (request, reply) => {
      const { mac: unit, kind, outcome, reason: why, imageId } = request.body;
      const image = imageId === undefined ? undefined : ((await findImage(db, imageId)) ?? refuse(request, 404, 'imageNotFound'));
      const row = await insertEvent(db, {
        mac: unit,
        kind,
        outcome,
        reason: why ?? null,
        imageId: image?.id ?? null,
        channel: image?.channel ?? null,
        firmwareVersion: image?.version ?? null,
        ...operator(request),
      });
      return reply.code(201).send(toEvent(row));
    },
  );

  app.post(
    '/factory/devices',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'registerFactoryDevice',
        tags: ['factory'],
        summary: 'Register (or update) the device a unit flashed with production firmware is',
        security: sessionSecurity,
        description:
          'A unit seen for the first time becomes a new device with the next monitorId (`SRN-0001`…); a unit registered before keeps its device. ' +
          "Either way the device takes the image's version, the latest QC's calibration and a new token (shown this once, to be written to the unit). " +
          'The unit must have passed its latest QC test (409 otherwise).',
        body: z.object({ mac, imageId: z.uuid({ error: message('identifier') }) }),
        response: {
          200: jsonResponse(
            'The device, its token, and whether it was created',
            z.object({ device: factoryDeviceSchema, token: z.string(), created: z.boolean() }).meta({ id: 'RegisteredFactoryDevice' }),
          ),
          ...common,
          404: errorResponse('No such image'),
          409: errorResponse('Not a production image, or the unit has not passed QC'),
        },
      },
    },
    async (request, reply) => {
      const { mac: unit, imageId } = request.body;
      const now = clock();
      const { token, tokenHash } = issueDeviceToken();
      const answer = await db.transaction(async (tx) => {
        const image = (await findImage(tx, imageId)) ?? refuse(request, 404, 'imageNotFound');
        if (image.channel !== 'production') refuse(request, 409, 'imageNotProduction');
        const qc = await latestQc(tx, unit);
        if (qc?.outcome !== 'passed') refuse(request, 409, 'qcNotPassed');
        const calibration = qc?.calibration ?? 'pending';
        const known = await lockUnit(tx, unit);
        const existing = known?.deviceId ? await findDeviceById(tx, known.deviceId) : undefined;
        let deviceId: string;
        if (existing) {
          if (!can(callerOf(request).role, 'devices.place') && (await lockRoomOfDevice(tx, existing.monitorId)))
            refuse(request, 403, 'unitInstalled', { monitorId: existing.monitorId });
          await updateDevice(tx, existing.id, { firmware: image.version, qcPass: 'pass', calibration, tokenHash, updatedAt: now });
          deviceId = existing.id;
        } else {
          deviceId = await insertDevice(tx, {
            monitorId: await nextMonitorId(tx),
            firmware: image.version,
            qcPass: 'pass',
            calibration,
            tokenHash,
            createdAt: now,
            updatedAt: now,
          });
          await saveUnit(tx, unit, deviceId, now);
        }
        const device = (await findDeviceById(tx, deviceId)) ?? refuse(request, 404, 'imageNotFound');
        await insertEvent(tx, {
          mac: unit,
          kind: 'register',
          outcome: 'success',
          imageId: image.id,
          channel: image.channel,
          firmwareVersion: image.version,
          monitorId: device.monitorId,
          calibration,
          ...operator(request),
        });
        const { id, monitorId, claimCode, firmware } = device;
        return { device: { id, monitorId, claimCode, firmware, calibration: device.calibration }, token, created: !existing };
      });
      reply.header('cache-control', 'no-store');
      return answer;
    },
  );

  app.get(
    '/factory/units/:mac',
    {
      config: { action: 'factory.use' },
      schema: {
        operationId: 'getFactoryUnit',
        tags: ['factory'],
        summary: "A unit's factory history (QC results, flashes, erasures, registrations), newest first",
        security: sessionSecurity,
        params: z.object({ mac }),
        response: {
          200: jsonResponse(
            'The unit',
            z.object({ mac: z.string(), device: factoryDeviceSchema.nullable(), history: z.array(factoryEventSchema) }).meta({ id: 'FactoryUnit' }),
          ),
          ...common,
        },
      },
    },
    async (request) => {
      const unit = request.params.mac;
      const deviceId = await unitDevice(db, unit);
      const device = deviceId ? await findDeviceById(db, deviceId) : undefined;
      return {
        mac: unit,
        device: device
          ? { id: device.id, monitorId: device.monitorId, claimCode: device.claimCode, firmware: device.firmware, calibration: device.calibration }
          : null,
        history: (await historyOf(db, unit)).map(toEvent),
      };
    },
  );
};
