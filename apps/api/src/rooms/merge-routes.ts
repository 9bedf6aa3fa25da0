// Merging rooms, spec §4 and §7 Rooms: merge a room into another of the same owner, and close an
// owner's merges for good. Registered by ./routes.ts. Who may call what: docs/permissions.md, "Rooms".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { mergeRooms } from './merge.ts';
import { closeOwnerMerges, lockRoom } from './queries.ts';
import { common, identifier, idParams, notFound, roomRouteHelpers } from './route-helpers.ts';

export const roomMergeRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db, clock } = options;
  const { refuse, audit, ownerOf } = roomRouteHelpers(options);

  app.post(
    '/rooms/:id/merge',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'mergeRoom',
        tags: ['rooms'],
        summary: 'Merge this room into another of the same owner (spec §4)',
        security: sessionSecurity,
        description:
          'Body `{ targetRoomId }`. Only what the target lacks (empty or null) moves from this room to it; what the target has is never overwritten. This room is then deleted (softly: ' +
          '`deletedAt`, its history kept). Bookings and tasks are not reassigned: they stay with this room and leave the lists with it. `moved` names the fields that moved. ' +
          'Refused: into itself (400), across owners (409), when the owner has closed its merges (409).',
        params: idParams,
        body: z.object({ targetRoomId: identifier }),
        response: {
          200: jsonResponse(
            'The target room and what moved to it',
            z.object({ data: z.object({ roomId: z.uuid() }), moved: z.array(z.string()) }).meta({ id: 'RoomMergeAnswer' }),
          ),
          ...common,
          404: notFound,
          409: errorResponse("The rooms' owners differ, or the owner's merges are closed"),
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      const { targetRoomId } = request.body;
      if (targetRoomId === request.params.id) refuse(language, 400, 'mergeIntoItself');
      const scope = visibleRooms(callerOf(request));
      const moved = await db.transaction(async (tx) => {
        const source = (await lockRoom(tx, request.params.id, scope)) ?? refuse(language, 404, 'roomNotFound');
        const target = (await lockRoom(tx, targetRoomId, scope)) ?? refuse(language, 404, 'roomNotFound');
        if (source.ownerId !== target.ownerId) refuse(language, 409, 'mergeAcrossOwners');
        if (source.mergeDone || target.mergeDone) refuse(language, 409, 'mergesClosed');
        const fields = await mergeRooms(tx, source, target, clock());
        await audit(tx, request, 'room.merge', source.id);
        await audit(tx, request, 'room.update', target.id);
        return fields;
      });
      return { data: { roomId: targetRoomId }, moved };
    },
  );

  app.post(
    '/rooms/owners/:id/merge-done',
    {
      config: { action: 'rooms.write' },
      schema: {
        operationId: 'completeOwnerMerges',
        tags: ['rooms'],
        summary: "Close an owner's merges, for good",
        security: sessionSecurity,
        description:
          'Sets `mergeDone` on every room of the owner (and on the rooms it creates later); there is no way back, and every later merge of its rooms answers 409. A second call changes nothing.',
        params: idParams,
        response: {
          200: jsonResponse(
            'The owner and how many rooms it has',
            z.object({ ownerId: z.uuid(), mergeDone: z.literal(true), rooms: z.int().nonnegative() }).meta({ id: 'MergeDoneAnswer' }),
          ),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request) => {
      const owner = await ownerOf(request, request.params.id);
      const count = await db.transaction(async (tx) => {
        const rooms = await closeOwnerMerges(tx, owner.id);
        await audit(tx, request, 'room.merge-done', owner.id, 'user');
        return rooms;
      });
      return { ownerId: owner.id, mergeDone: true as const, rooms: count };
    },
  );
};
