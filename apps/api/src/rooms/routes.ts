// The room calls of spec §7 Rooms, one plugin per resource: the rooms themselves (./room-routes.ts),
// their settings (./settings-routes.ts), their devices (./device-routes.ts), what an owner has
// (./owner-routes.ts), the room of a device (./room-of-device-routes.ts) and merges
// (./merge-routes.ts), a room's notes (./note-routes.ts), and bulk actions (./bulk-routes.ts). Registered in this order, the OpenAPI document lists them as it always did.
// Who may call what: docs/permissions.md, "Rooms".
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../platform/database.ts';
import type { ThirdParties } from '../third-parties/service.ts';
import { roomBulkRoutes } from './bulk-routes.ts';
import { roomDeviceRoutes } from './device-routes.ts';
import { roomExportRoutes } from './export.ts';
import { roomMergeRoutes } from './merge-routes.ts';
import { roomNoteRoutes } from './note-routes.ts';
import { roomOwnerRoutes } from './owner-routes.ts';
import { roomOfDeviceRoutes } from './room-of-device-routes.ts';
import { roomResourceRoutes } from './room-routes.ts';
import { roomSettingsRoutes } from './settings-routes.ts';

export const roomRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (app, options) => {
  await app.register(roomResourceRoutes, options);
  await app.register(roomSettingsRoutes, options);
  await app.register(roomDeviceRoutes, options);
  await app.register(roomOwnerRoutes, options);
  await app.register(roomOfDeviceRoutes, options);
  await app.register(roomMergeRoutes, options);
  await app.register(roomNoteRoutes, options);
  await app.register(roomExportRoutes, options);
  await app.register(roomBulkRoutes, options);
};
