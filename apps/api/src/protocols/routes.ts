// The protocol calls of spec §7 Nodes and Resources, one plugin per resource (docs/protocols.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../platform/database.ts';
import { graphRoutes } from './graph-routes.ts';
import { nodeRoutes } from './node-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';

export const protocolRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date }> = async (app, options) => {
  await app.register(graphRoutes, options);
  await app.register(nodeRoutes, options);
  await app.register(subscriptionRoutes, options);
};
