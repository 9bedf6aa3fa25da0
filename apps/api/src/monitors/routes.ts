// The time series of spec §7 Monitors, one plugin per resource: a room's series (./room-routes.ts),
// and a device's series and the monitors page (./device-routes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../platform/database.ts';
import { deviceSeriesRoutes } from './device-routes.ts';
import { roomSeriesRoutes } from './room-routes.ts';

export const monitorRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, options) => {
  await app.register(roomSeriesRoutes, options);
  await app.register(deviceSeriesRoutes, options);
};
