// What an owner has, spec §7 Rooms: its rooms, its customer's licences with their places, and the
// rooms holding a licence. Registered by ./routes.ts. Who may call what: docs/permissions.md, "Rooms".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contractsOf } from '../customers/licences.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse } from '../platform/errors.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { roomsHoldingLicences } from './queries.ts';
import { roomSummarySchema, usedLicenceSchema } from './responses.ts';
import { common, identifier, roomRouteHelpers } from './route-helpers.ts';
import { liveRoomsOfOwner } from './service.ts';

const licenceOptionSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    serviceContractId: z.uuid(),
    serviceContractName: z.string(),
    family: z.string(),
    activo: z.boolean(),
    used: z.int().nonnegative(),
    total: z.int().nonnegative(),
    available: z.int().nonnegative(),
  })
  .meta({ id: 'LicenseOption' });

export const roomOwnerRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  const { db } = options;
  const { ownerOf } = roomRouteHelpers(options);

  app.get(
    '/rooms/owner/id',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listOwnerRooms',
        tags: ['rooms'],
        summary: "An owner's rooms, as `_id` and `name`",
        security: sessionSecurity,
        description: '`ownerId` defaults to the caller. Live rooms, by name.',
        querystring: z.object({ ownerId: identifier.optional() }),
        response: {
          200: jsonResponse('The rooms', z.object({ rooms: z.array(roomSummarySchema) }).meta({ id: 'RoomSummaries' })),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.ownerId);
      const rows = await liveRoomsOfOwner(db, owner.id);
      reply.header('cache-control', 'no-store');
      return { rooms: rows.map((row) => ({ _id: row.id, name: row.name })) };
    },
  );

  app.get(
    '/rooms/license/owner/id',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listOwnerLicenses',
        tags: ['rooms'],
        summary: "The licences of an owner's customer, with their places (the room wizard's licence step)",
        security: sessionSecurity,
        description: '`ownerId` defaults to the caller. An owner without a customer has none. `available` is 0 for an inactive licence.',
        querystring: z.object({ ownerId: identifier.optional() }),
        response: {
          200: jsonResponse('The licences', z.object({ licenses: z.array(licenceOptionSchema) }).meta({ id: 'LicenseOptions' })),
          ...common,
          404: errorResponse('No such owner, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, request.query.ownerId);
      const contracts = owner.customerId ? await contractsOf(db, owner.customerId) : [];
      reply.header('cache-control', 'no-store');
      return {
        licenses: contracts.flatMap((contract) =>
          contract.licences.map((line) => ({
            _id: line.id,
            name: line.name,
            serviceContractId: contract.id,
            serviceContractName: contract.name,
            family: line.family,
            activo: line.activo,
            used: line.used,
            total: line.total,
            available: line.available,
          })),
        ),
      };
    },
  );

  app.get(
    '/rooms/user/used-licenses',
    {
      config: { action: 'owners.read' },
      schema: {
        operationId: 'listUsedLicenses',
        tags: ['rooms'],
        summary: "The rooms holding a licence of a user's customer",
        security: sessionSecurity,
        description:
          "`userId` defaults to the caller. The live rooms of every owner of the user's customer (the user's own for a user without one) that hold a licence, by name.",
        querystring: z.object({ userId: identifier.optional() }),
        response: {
          200: jsonResponse('The rooms and their licences', z.object({ usedLicenses: z.array(usedLicenceSchema) }).meta({ id: 'UsedLicenses' })),
          ...common,
          404: errorResponse('No such user, or not one the caller may see'),
        },
      },
    },
    async (request, reply) => {
      const user = await ownerOf(request, request.query.userId);
      const rows = await roomsHoldingLicences(db, { customerId: user.customerId, ownerId: user.id });
      reply.header('cache-control', 'no-store');
      return {
        usedLicenses: rows.map((row) => ({
          _id: row.id,
          name: row.name,
          licenseId: row.licenseId ?? '',
          ...(row.serviceContractId ? { serviceContractId: row.serviceContractId } : {}),
        })),
      };
    },
  );
};
