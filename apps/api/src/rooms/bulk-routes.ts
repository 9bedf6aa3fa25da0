// POST /api/rooms/bulk (issue 28, docs/presets.md "Bulk actions"): one action over many rooms — the
// ones named, or all that match the list's filters — checked room by room against the caller's
// rights, applied to all that may change in one transaction; the answer lists the refused ones.
import { BULK_MAX_ROOMS, bulkRefusalReasons, can, roomBulkActions, roomBulkSchema, type BulkRefusalReason, type Language } from '@sereno/validation';
import { and } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudits } from '../audit/log.ts';
import { findCustomer, findCustomerIn } from '../customers/queries.ts';
import { requestOtaUpdates } from '../devices/service.ts';
import { callerOf, visibleCustomers, visibleDevices, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage, type ServerMessageKey } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { lockPreset } from '../presets/queries.ts';
import { followPreset, hasRecipient, settingsOfRoom } from '../presets/service.ts';
import { customerOfUser, isManagerOf, userExists } from '../users/queries.ts';
import { roomFilters } from './queries.ts';
import { liveRoomIds, lockLiveRooms, updateRooms, type RoomRow } from './service.ts';

const refusalMessages: Record<BulkRefusalReason, ServerMessageKey> = {
  notFound: 'bulkRefusedNotFound',
  forbidden: 'bulkRefusedForbidden',
  noDevice: 'bulkRefusedNoDevice',
  noRecipient: 'bulkRefusedNoRecipient',
  otherCustomer: 'bulkRefusedOtherCustomer',
};

const bulkAnswerSchema = z
  .object({
    action: z.enum(roomBulkActions),
    matched: z.int().nonnegative().describe('How many rooms the call named or its filters matched'),
    changed: z.int().nonnegative().describe('How many rooms the action changed'),
    refused: z
      .array(
        z.object({
          roomId: z.uuid(),
          name: z.string().optional().describe('Absent for a room the caller may not see'),
          reason: z.enum(bulkRefusalReasons),
          message: z.string().describe("The reason in the request's language"),
        }),
      )
      .describe('The rooms left unchanged, with why'),
  })
  .meta({ id: 'RoomBulkAnswer' });

export const roomBulkRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, { db, clock }) => {
  const refuse = (request: FastifyRequest, statusCode: number, key: ServerMessageKey, params: Record<string, string | number> = {}): never => {
    throw new HttpError(statusCode, serverMessage(requestLanguage(request), key, params));
  };

  app.post(
    '/rooms/bulk',
    {
      config: { action: 'rooms.bulk' },
      schema: {
        operationId: 'bulkRoomAction',
        tags: ['rooms'],
        summary: 'Apply one action to many rooms: assign a preset, night agent on/off, set the manager, request the firmware update of their devices',
        security: sessionSecurity,
        description:
          `\`roomIds\` (1 to ${BULK_MAX_ROOMS}) or \`filters\` (those of GET /api/rooms: all the caller sees that match; more than ${BULK_MAX_ROOMS} 400). ` +
          '`assignPreset` `{ presetId }` (a preset of the rooms’ customer), `nightAgent` `{ nightAgent }`, `setManager` `{ managerId }` (a manager of the rooms’ customer, or null; ' +
          'needs rooms.chooseManager), `requestFirmwareUpdate` (needs devices.requestUpdate). Each room is checked against the caller’s rights: the ones that may change change ' +
          'in one transaction, the others are listed in `refused` with the reason (notFound: missing or not the caller’s; forbidden; noDevice; noRecipient: the preset would leave ' +
          'the room with no one to tell; otherCustomer). Each changed room gets an audit entry `room.bulk` with the number of rooms changed.',
        body: roomBulkSchema,
        response: {
          200: jsonResponse('What changed and what was refused', bulkAnswerSchema),
          400: errorResponse('A bad body, or the filters match more rooms than one call may change'),
          401: errorResponse('No live session'),
          403: errorResponse('The role may not do this action'),
          404: errorResponse('The preset or the manager does not exist, or is not one the caller may see'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language: Language = requestLanguage(request);
      const body = request.body;
      if (body.action === 'setManager' && !can(caller.role, 'rooms.chooseManager')) refuse(request, 403, 'forbidden');
      if (body.action === 'requestFirmwareUpdate' && !can(caller.role, 'devices.requestUpdate')) refuse(request, 403, 'forbidden');
      const now = clock();
      const ids =
        body.roomIds !== undefined ? [...new Set(body.roomIds)] : await liveRoomIds(db, and(visibleRooms(caller), roomFilters(body.filters ?? {}, now)));
      if (ids.length > BULK_MAX_ROOMS) refuse(request, 400, 'bulkTooManyRooms', { max: BULK_MAX_ROOMS, count: ids.length });

      return db.transaction(async (tx) => {
        // Locked in id order (no deadlock between two calls), then taken by name: the refusals read as the list does.
        const rooms = (await lockLiveRooms(tx, ids, visibleRooms(caller))).sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
        const refused: z.infer<typeof bulkAnswerSchema>['refused'] = [];
        const refuseRoom = (roomId: string, reason: BulkRefusalReason, name?: string) =>
          refused.push({ roomId, ...(name === undefined ? {} : { name }), reason, message: serverMessage(language, refusalMessages[reason]) });
        const seen = new Set(rooms.map((room) => room.id));
        for (const id of ids) if (!seen.has(id)) refuseRoom(id, 'notFound');

        // The customer of each owner, asked once per owner.
        const customers = new Map<string, string | null>();
        const customerOf = async (room: RoomRow): Promise<string | null> => {
          if (room.ownerId === null) return null;
          if (!customers.has(room.ownerId)) customers.set(room.ownerId, (await customerOfUser(tx, room.ownerId)) ?? null);
          return customers.get(room.ownerId) ?? null;
        };

        let changedIds: string[] = [];
        switch (body.action) {
          case 'assignPreset': {
            const preset = (await lockPreset(tx, body.presetId)) ?? refuse(request, 404, 'presetNotFound');
            const mayUse =
              (await findCustomerIn(tx, preset.customerId, visibleCustomers(caller))) !== undefined ||
              (caller.role === 'manager' && caller.customerId === preset.customerId);
            if (!mayUse) refuse(request, 404, 'presetNotFound');
            const customer = await findCustomer(tx, preset.customerId);
            for (const room of rooms) {
              if ((await customerOf(room)) !== preset.customerId) refuseRoom(room.id, 'otherCustomer', room.name);
              else if (hasRecipient(settingsOfRoom(room), room, customer) && !hasRecipient(preset.settings, room, customer))
                refuseRoom(room.id, 'noRecipient', room.name);
              else changedIds.push(room.id);
            }
            await followPreset(tx, changedIds, preset);
            break;
          }
          case 'nightAgent': {
            changedIds = rooms.map((room) => room.id);
            await updateRooms(tx, changedIds, { nightAgent: body.nightAgent });
            break;
          }
          case 'setManager': {
            const { managerId } = body;
            if (managerId !== null && !(await userExists(tx, managerId))) refuse(request, 404, 'userNotFound');
            for (const room of rooms) {
              if (managerId === null || (await isManagerOf(tx, managerId, await customerOf(room)))) changedIds.push(room.id);
              else refuseRoom(room.id, 'otherCustomer', room.name);
            }
            await updateRooms(tx, changedIds, { managerId });
            break;
          }
          case 'requestFirmwareUpdate': {
            const withDevice = rooms.filter((room) => {
              if (room.monitorId !== null) return true;
              refuseRoom(room.id, 'noDevice', room.name);
              return false;
            });
            const asked = await requestOtaUpdates(
              tx,
              withDevice.map((room) => room.monitorId ?? ''),
              visibleDevices(caller),
              now,
            );
            const askedMonitors = new Set(asked.map((device) => device.monitorId));
            for (const room of withDevice) {
              if (askedMonitors.has(room.monitorId ?? '')) changedIds.push(room.id);
              else refuseRoom(room.id, 'forbidden', room.name);
            }
            break;
          }
        }
        await recordAudits(
          tx,
          { actor: caller, ip: request.ip, now },
          changedIds.map((id) => ({ action: 'room.bulk' as const, targetType: 'room' as const, targetId: id, rooms: changedIds.length })),
        );
        return { action: body.action, matched: ids.length, changed: changedIds.length, refused };
      });
    },
  );
};
