// A room's notes (spec §2 room detail, notes tab): what the people who look after a room write about
// it, each note with its author and time, up to 5000 characters (spec §5). Registered by ./routes.ts.
// Who may call what: docs/permissions.md, "Rooms".
import { roomNoteSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { RoomNoteRow } from '../db/schema/rooms.ts';
import { insertRoomNote, notesOfRoom, roomNotesLimit } from './notes.ts';
import { findRoom } from './queries.ts';
import { common, idParams, notFound, roomRouteHelpers } from './route-helpers.ts';

const roomNoteResponse = z
  .object({
    _id: z.uuid(),
    text: z.string(),
    authorId: z.uuid().nullable().describe('null once the author’s account is gone'),
    authorName: z.string().describe('Who wrote it, as they were named then'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'RoomNote' });

const toRoomNote = (row: RoomNoteRow) => ({
  _id: row.id,
  text: row.text,
  authorId: row.authorId,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

export const roomNoteRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, options) => {
  const { db, clock } = options;
  const { refuse, audit } = roomRouteHelpers(options);

  /** The live room `id` if the caller sees it; 404 'Room not found' otherwise. */
  const visibleRoom = async (request: Parameters<typeof callerOf>[0], id: string) =>
    (await findRoom(db, { id }, visibleRooms(callerOf(request)), clock())) ?? refuse(requestLanguage(request), 404, 'roomNotFound');

  app.get(
    '/rooms/:id/notes',
    {
      config: { action: 'rooms.read' },
      schema: {
        operationId: 'listRoomNotes',
        tags: ['rooms'],
        summary: "A room's notes, the newest first",
        security: sessionSecurity,
        description: `The newest ${roomNotesLimit}.`,
        params: idParams,
        response: { 200: jsonResponse('The notes', z.object({ notes: z.array(roomNoteResponse) }).meta({ id: 'RoomNotes' })), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      await visibleRoom(request, request.params.id);
      reply.header('cache-control', 'no-store');
      return { notes: (await notesOfRoom(db, request.params.id)).map(toRoomNote) };
    },
  );

  app.post(
    '/rooms/:id/notes',
    {
      config: { action: 'rooms.notes' },
      schema: {
        operationId: 'createRoomNote',
        tags: ['rooms'],
        summary: 'Writes a note on a room, signed by the caller',
        security: sessionSecurity,
        description: 'The text is trimmed, required and at most 5000 characters. Anyone who reads the room may write on it (night agents too).',
        params: idParams,
        body: roomNoteSchema,
        response: { 201: jsonResponse('The note as stored', roomNoteResponse), ...common, 404: notFound },
      },
    },
    async (request, reply) => {
      const { room } = await visibleRoom(request, request.params.id);
      const caller = callerOf(request);
      const note = await db.transaction(async (tx) => {
        const row = await insertRoomNote(tx, {
          roomId: room.id,
          authorId: caller.id,
          authorName: caller.name || caller.username,
          text: request.body.text,
          createdAt: clock(),
        });
        await audit(tx, request, 'room.note', room.id);
        return row;
      });
      reply.code(201);
      return toRoomNote(note);
    },
  );
};
