// The licence checks of the node graph (spec §6, §7 GET /nodes/subscriptions/{id}/room|owner|manager):
// whether a room, an owner or a manager's rooms hold the licences the protocols need.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractsOf } from '../customers/licences.ts';
import { callerOf, visibleRooms } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { findGraphRoom, liveRoomsManagedBy, liveRoomsOfOwner, type GraphRoom } from '../rooms/service.ts';
import { customerOfUser } from '../users/queries.ts';
import { readableManager, readableOwner } from './guards.ts';
import { protocolErrors, subscriptionSchema, type SubscriptionResponse } from './node-responses.ts';

const params = z.object({ id: z.uuid() });

export const subscriptionRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  /** Places left on the licences of `ownerId`'s customer. */
  async function availableFor(ownerId: string | null): Promise<{ available: number; licences: number }> {
    const customerId = ownerId === null ? null : await customerOfUser(db, ownerId);
    if (!customerId) return { available: 0, licences: 0 };
    const lines = (await contractsOf(db, customerId)).flatMap((contract) => contract.licences).filter((line) => line.activo && line.total > 0);
    return { available: lines.reduce((sum, line) => sum + line.available, 0), licences: lines.length };
  }

  const counted = (rooms: readonly GraphRoom[]) => ({ rooms: rooms.length, licensedRooms: rooms.filter((room) => room.licenseId !== null).length });

  const route = (
    kind: 'room' | 'owner' | 'manager',
    summary: string,
    description: string,
    answer: (request: Parameters<typeof readableOwner>[1], id: string) => Promise<SubscriptionResponse>,
  ) =>
    app.get(
      `/nodes/subscriptions/:id/${kind}`,
      {
        config: { action: 'protocols.read' },
        schema: {
          operationId: `get${kind[0]?.toUpperCase()}${kind.slice(1)}Subscription`,
          tags: ['protocols'],
          summary,
          security: sessionSecurity,
          description,
          params,
          response: {
            200: jsonResponse('The licence check', subscriptionSchema),
            ...protocolErrors,
            404: errorResponse(`No such ${kind} (or not one the caller may see)`),
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return answer(request, request.params.id);
      },
    );

  route('room', "A room's licence check", '`subscribed` when the live room holds a licence.', async (request, id) => {
    const room = await findGraphRoom(db, id, visibleRooms(callerOf(request)));
    if (!room) throw new HttpError(404, serverMessage(requestLanguage(request), 'roomNotFound'));
    return { subscribed: room.licenseId !== null, ...counted([room]), available: (await availableFor(room.ownerId)).available };
  });

  route('owner', "An owner's licence check", "`subscribed` when the owner's customer holds an active licence.", async (request, id) => {
    const owner = await readableOwner(db, request, id);
    const { available, licences } = await availableFor(owner.id);
    return { subscribed: licences > 0, ...counted(await liveRoomsOfOwner(db, owner.id)), available };
  });

  route('manager', "A manager's licence check", '`subscribed` when at least one room the manager manages holds a licence.', async (request, id) => {
    const manager = await readableManager(db, request, id);
    const rooms = counted(await liveRoomsManagedBy(db, manager.id));
    return { subscribed: rooms.licensedRooms > 0, ...rooms, available: 0 };
  });
};
