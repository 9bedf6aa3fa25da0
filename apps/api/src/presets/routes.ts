// Settings presets (issue 28, docs/presets.md): a customer's named notification settings, and a room
// following one or keeping its own. Who may call what: docs/permissions.md, "Presets".
import { message, presetSchema, roomPresetSchema, type Language, type PresetSettings } from '@sereno/validation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit, type AuditAction } from '../audit/log.ts';
import { findCustomer, findCustomerIn, type CustomerRow } from '../customers/queries.ts';
import { callerOf, visibleCustomers, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockRoom } from '../rooms/queries.ts';
import { roomDetailSchema } from '../rooms/responses.ts';
import { roomRouteHelpers } from '../rooms/route-helpers.ts';
import { lockRoomsFollowing, roomsFollowingCount, type RoomRow } from '../rooms/service.ts';
import { customerOfUser } from '../users/queries.ts';
import { deletePreset, findPreset, insertPreset, lockPreset, presetsOfCustomer, updatePreset, type SettingsPresetRow } from './queries.ts';
import { presetResponseSchema, toPresetAnswer } from './responses.ts';
import { detachRooms, followPreset, hasChannel, roomsLeftWithoutRecipient } from './service.ts';

const params = z.object({ id: z.uuid({ error: message('identifier') }) });
const base = {
  400: errorResponse('A bad id or body'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
};
const presetNotFound = errorResponse('No such preset, or not one the caller may see');
const noRecipient = errorResponse('The settings would leave a room with no one to tell of an alarm (the message names the rooms)');

/** "Ático, Estudio 2 y 3 más": the first rooms a refusal names. */
function roomNames(rooms: readonly Pick<RoomRow, 'name'>[], language: Language): string {
  const shown = rooms
    .map((room) => room.name)
    .sort((a, b) => a.localeCompare(b))
    .slice(0, 5);
  const more = rooms.length - shown.length;
  return more > 0 ? `${shown.join(', ')} (+${more}${language === 'es' ? ' más' : ' more'})` : shown.join(', ');
}

export const presetRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, options) => {
  const { db, clock } = options;
  const { detailOf } = roomRouteHelpers(options);
  const refuse = (request: FastifyRequest, statusCode: number, key: ServerMessageKey, params: Record<string, string> = {}): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key, params));
  };
  const audit = (tx: Database, request: FastifyRequest, action: AuditAction, target: { type: 'preset' | 'room'; id: string }, rooms?: number) =>
    recordAudit(
      tx,
      { actor: callerOf(request), ip: request.ip, now: clock() },
      { action, targetType: target.type, targetId: target.id, ...(rooms === undefined ? {} : { rooms }) },
    );

  /** The customer `id` if the caller may see it, else 404. */
  const visibleCustomer = async (request: FastifyRequest, id: string): Promise<CustomerRow> =>
    (await findCustomerIn(db, id, visibleCustomers(callerOf(request)))) ?? refuse(request, 404, 'customerNotFound');

  /** The preset `id` if the caller may see its customer, else 404. */
  async function visiblePreset(request: FastifyRequest, id: string): Promise<SettingsPresetRow> {
    const preset = (await findPreset(db, id)) ?? refuse(request, 404, 'presetNotFound');
    if (!(await findCustomerIn(db, preset.customerId, visibleCustomers(callerOf(request))))) refuse(request, 404, 'presetNotFound');
    return preset;
  }

  /** 409 when the settings would leave one of `rooms` that tells someone of its alarms with no one. */
  function assertRecipients(request: FastifyRequest, settings: PresetSettings, rooms: readonly RoomRow[], customer: CustomerRow | undefined): void {
    const left = roomsLeftWithoutRecipient(settings, rooms, customer);
    if (left.length > 0) refuse(request, 409, 'presetLeavesNoRecipient', { rooms: roomNames(left, requestLanguage(request)) });
  }

  app.get(
    '/customers/:id/presets',
    {
      config: { action: 'presets.read' },
      schema: {
        operationId: 'listPresets',
        tags: ['presets'],
        summary: "A customer's settings presets, with how many rooms follow each",
        security: sessionSecurity,
        description: 'The standard preset first, then by name. A customer reads its own; staff any. Others 404.',
        params,
        response: {
          200: jsonResponse('The presets', z.object({ presets: z.array(presetResponseSchema) }).meta({ id: 'PresetList' })),
          ...base,
          404: errorResponse('No such customer, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const customer = await visibleCustomer(request, request.params.id);
      const presets = await presetsOfCustomer(db, customer.id);
      const counts = await roomsFollowingCount(
        db,
        presets.map((preset) => preset.id),
      );
      reply.header('cache-control', 'no-store');
      return { presets: presets.map((preset) => toPresetAnswer(preset, counts.get(preset.id) ?? 0)) };
    },
  );

  app.post(
    '/customers/:id/presets',
    {
      config: { action: 'presets.write' },
      schema: {
        operationId: 'createPreset',
        tags: ['presets'],
        summary: 'Create a settings preset for a customer',
        security: sessionSecurity,
        description:
          'Body `{ name, settings }` (`settings`: the notification part of the room settings and the alert schedules). ' +
          'Settings that tell no one by any channel 400. A customer creates its own; administrators and controllers for any. Others 404.',
        params,
        body: presetSchema,
        response: {
          201: jsonResponse('The preset', presetResponseSchema),
          ...base,
          404: errorResponse('No such customer, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const customer = await visibleCustomer(request, request.params.id);
      const { name, settings } = request.body;
      if (!hasChannel(settings)) refuse(request, 400, 'presetWithoutChannel');
      const created = await db.transaction(async (tx) => {
        const row = await insertPreset(tx, { customerId: customer.id, name, settings, at: clock() });
        await audit(tx, request, 'preset.create', { type: 'preset', id: row.id });
        return row;
      });
      reply.code(201);
      return toPresetAnswer(created, 0);
    },
  );

  app.get(
    '/presets/:id',
    {
      config: { action: 'presets.read' },
      schema: {
        operationId: 'getPreset',
        tags: ['presets'],
        summary: 'A settings preset',
        security: sessionSecurity,
        params,
        response: { 200: jsonResponse('The preset', presetResponseSchema), ...base, 404: presetNotFound },
      },
    },
    async (request, reply) => {
      const preset = await visiblePreset(request, request.params.id);
      const counts = await roomsFollowingCount(db, [preset.id]);
      reply.header('cache-control', 'no-store');
      return toPresetAnswer(preset, counts.get(preset.id) ?? 0);
    },
  );

  app.put(
    '/presets/:id',
    {
      config: { action: 'presets.write' },
      schema: {
        operationId: 'updatePreset',
        tags: ['presets'],
        summary: 'Change a settings preset and, in the same transaction, every room that follows it',
        security: sessionSecurity,
        description:
          'The rooms that follow the preset take its new settings at once (the alarm engine reads them at its next reading); the audit entry counts them. ' +
          'Settings that tell no one by any channel 400; settings that would leave a following room that tells someone of its alarms with no one 409, and nothing changes.',
        params,
        body: presetSchema,
        response: {
          200: jsonResponse('The preset as changed, with how many rooms changed', presetResponseSchema.extend({ updatedRooms: z.int().nonnegative() })),
          ...base,
          404: presetNotFound,
          409: noRecipient,
        },
      },
    },
    async (request) => {
      const visible = await visiblePreset(request, request.params.id);
      const { name, settings } = request.body;
      if (!hasChannel(settings)) refuse(request, 400, 'presetWithoutChannel');
      const customer = await findCustomer(db, visible.customerId);
      const { row, updatedRooms } = await db.transaction(async (tx) => {
        const preset = (await lockPreset(tx, visible.id)) ?? refuse(request, 404, 'presetNotFound');
        const following = await lockRoomsFollowing(tx, preset.id);
        assertRecipients(request, settings, following, customer);
        const changed = await updatePreset(tx, preset.id, { name, settings, at: clock() });
        const count = await followPreset(
          tx,
          following.map((room) => room.id),
          changed,
        );
        await audit(tx, request, 'preset.update', { type: 'preset', id: preset.id }, count);
        return { row: changed, updatedRooms: count };
      });
      return { ...toPresetAnswer(row, updatedRooms), updatedRooms };
    },
  );

  app.delete(
    '/presets/:id',
    {
      config: { action: 'presets.write' },
      schema: {
        operationId: 'deletePreset',
        tags: ['presets'],
        summary: 'Delete a settings preset; the rooms that followed it keep its settings as their own',
        security: sessionSecurity,
        params,
        response: {
          204: z.undefined().describe('The preset is deleted'),
          ...base,
          404: presetNotFound,
          409: errorResponse('The standard preset cannot be deleted'),
        },
      },
    },
    async (request, reply) => {
      const visible = await visiblePreset(request, request.params.id);
      if (visible.standard) refuse(request, 409, 'presetStandardKept');
      await db.transaction(async (tx) => {
        const preset = (await lockPreset(tx, visible.id)) ?? refuse(request, 404, 'presetNotFound');
        const following = await lockRoomsFollowing(tx, preset.id);
        const detached = await detachRooms(
          tx,
          following.map((room) => room.id),
        );
        await deletePreset(tx, preset.id);
        await audit(tx, request, 'preset.delete', { type: 'preset', id: preset.id }, detached);
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/rooms/:id/preset',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'setRoomPreset',
        tags: ['rooms'],
        summary: 'Make a room follow a settings preset of its customer ("follow again"), or keep its settings as its own ("detach")',
        security: sessionSecurity,
        description:
          '`{ presetId }`: the room takes the preset’s settings now and every later change of it. `{ presetId: null }`: the room keeps its current settings as its own. ' +
          "A preset of another customer than the room's 404. Changing the room's own settings (PUT /rooms/{id}/settings, …/alert-schedules) away from the preset also detaches it.",
        params,
        body: roomPresetSchema,
        response: {
          200: jsonResponse('The room as changed', roomDetailSchema),
          ...base,
          404: errorResponse('No such room or preset, or not one the caller may see'),
          409: errorResponse('The preset would leave the room with no one to tell of an alarm, or the room has no customer'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const { presetId } = request.body;
      await db.transaction(async (tx) => {
        const room = (await lockRoom(tx, request.params.id, visibleRooms(caller))) ?? refuse(request, 404, 'roomNotFound');
        if (presetId === null) {
          await detachRooms(tx, [room.id]);
        } else {
          const preset = (await lockPreset(tx, presetId)) ?? refuse(request, 404, 'presetNotFound');
          const customerId = room.ownerId === null ? null : ((await customerOfUser(tx, room.ownerId)) ?? null);
          if (customerId === null) refuse(request, 409, 'roomWithoutCustomer');
          if (preset.customerId !== customerId) refuse(request, 404, 'presetNotFound');
          assertRecipients(request, preset.settings, [room], await findCustomer(tx, preset.customerId));
          await followPreset(tx, [room.id], preset);
        }
        await audit(tx, request, 'room.preset', { type: 'room', id: room.id });
      });
      return detailOf(request, request.params.id);
    },
  );
};
