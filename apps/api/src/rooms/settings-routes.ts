// A room's settings of spec §7 Rooms: the settings form (with the PMS links) and the alert schedules.
// Registered by ./routes.ts. Who may call what: docs/permissions.md, "Rooms".
import { alertSchedulesSchema, roomLinksSchema, roomSettingsSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { assertLinksFree, checkedRoomLinks } from '../third-parties/room-links.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { customerOfUser, isManagerOf } from '../users/queries.ts';
import { settingsOfRoom, sameSettings } from '../presets/service.ts';
import { lockRoom, updateRoom } from './queries.ts';
import { roomDetailSchema } from './responses.ts';
import { common, idParams, notFound, roomRouteHelpers } from './route-helpers.ts';
import { findLiveRoom } from './service.ts';

export const roomSettingsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db, thirdParties } = options;
  const { refuse, audit, detailOf } = roomRouteHelpers(options);

  app.put(
    '/rooms/:id/settings',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'updateRoomSettings',
        tags: ['rooms'],
        summary: "Change a room's settings (notifications, thresholds, noise settings, manager)",
        security: sessionSecurity,
        description:
          'The whole settings form (`roomSettingsSchema`); a room that follows a settings preset and gets settings other than the preset’s leaves it (its own settings from then on). `noiseSettings` a preset of `GET /api/noise-thresholds` or custom thresholds (low < medium < high). ' +
          'The integrations section: `guestyLinkedRoom`, `avantioLinkedRoom`, `krossLinkedRoom` (absent: unchanged; null: unlinked), each a listing that the linked account of ' +
          "the room's customer returns (checked with the provider: 400 when it is not one, 409 when the account is not linked, 502/503/504 when the provider fails) and that no " +
          "other live room of the customer holds (409, the message containing 'is already linked to another room: {name}').",
        params: idParams,
        body: roomSettingsSchema.extend(roomLinksSchema.shape),
        response: {
          200: jsonResponse('The room as changed', roomDetailSchema),
          ...common,
          404: notFound,
          409: errorResponse('The listing is linked to another room of the customer, or the customer has no such account linked'),
          502: errorResponse('The provider answered with an error or something it does not document'),
          503: errorResponse('The provider cannot be reached or asks to wait'),
          504: errorResponse('The provider did not answer in time'),
        },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const language = requestLanguage(request);
      const { managerId, microphoneSensibility, voiceName, noiseSettings, guestyLinkedRoom, avantioLinkedRoom, krossLinkedRoom, ...settings } = request.body;
      // New PMS links are checked with the provider before the transaction: that call may take seconds.
      const current = await findLiveRoom(db, request.params.id, visibleRooms(caller));
      if (!current) return refuse(language, 404, 'roomNotFound');
      const links = await checkedRoomLinks(db, thirdParties, language, current, { guestyLinkedRoom, avantioLinkedRoom, krossLinkedRoom });
      await db.transaction(async (tx) => {
        const room = (await lockRoom(tx, request.params.id, visibleRooms(caller))) ?? refuse(language, 404, 'roomNotFound');
        await assertLinksFree(tx, language, room, links);
        if (managerId !== undefined) {
          const customerId = room.ownerId === null ? null : ((await customerOfUser(tx, room.ownerId)) ?? null);
          if (!(await isManagerOf(tx, managerId, customerId))) refuse(language, 400, 'userNotFound');
        }
        // A room that follows a preset keeps following it unless these settings depart from it (docs/presets.md).
        const departs = room.presetId !== null && !sameSettings(settingsOfRoom(room), settingsOfRoom({ ...room, ...settings, noiseSettings }));
        await updateRoom(tx, room.id, {
          ...settings,
          noiseSettings,
          ...(departs ? { presetId: null } : {}),
          microphoneSensibility: microphoneSensibility ?? null,
          ...(voiceName !== undefined ? { voiceName } : {}),
          ...links,
          // A manager may not hand its rooms to another manager.
          ...(managerId !== undefined && caller.role !== 'manager' ? { managerId } : {}),
        });
        await audit(tx, request, 'room.settings', room.id);
      });
      return detailOf(request, request.params.id);
    },
  );

  app.put(
    '/rooms/:id/settings/alert-schedules',
    {
      config: { action: 'rooms.settings' },
      schema: {
        operationId: 'updateRoomAlertSchedules',
        tags: ['rooms'],
        summary: "Replace a room's alert schedules",
        security: sessionSecurity,
        description: 'The body is the whole list `[{ from, to, email?, telephone? }]` (empty: none).',
        params: idParams,
        body: alertSchedulesSchema,
        response: { 200: jsonResponse('The room as changed', roomDetailSchema), ...common, 404: notFound },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      await db.transaction(async (tx) => {
        const room = (await lockRoom(tx, request.params.id, visibleRooms(callerOf(request)))) ?? refuse(language, 404, 'roomNotFound');
        const departs = room.presetId !== null && !sameSettings(settingsOfRoom(room), settingsOfRoom({ ...room, alertSchedules: request.body }));
        await updateRoom(tx, room.id, { alertSchedules: request.body, ...(departs ? { presetId: null } : {}) });
        await audit(tx, request, 'room.settings', room.id);
      });
      return detailOf(request, request.params.id);
    },
  );
};
