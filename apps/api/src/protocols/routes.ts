// The protocol calls of spec §7 Nodes and Resources, one plugin per resource (docs/protocols.md).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileRoutes } from './file-routes.ts';
import { graphRoutes } from './graph-routes.ts';
import { nodeRoutes } from './node-routes.ts';
import type { ProtocolOptions } from './options.ts';
import { resourceReadRoutes } from './resource-read-routes.ts';
import { resourceWriteRoutes } from './resource-write-routes.ts';
import { subscriptionRoutes } from './subscription-routes.ts';
import { transferRoutes } from './transfer-routes.ts';

export const protocolRoutes: FastifyPluginAsyncZod<ProtocolOptions> = async (app, options) => {
  await app.register(graphRoutes, options);
  await app.register(nodeRoutes, options);
  await app.register(subscriptionRoutes, options);
  await app.register(resourceReadRoutes, options);
  await app.register(resourceWriteRoutes, options);
  await app.register(fileRoutes, options);
  await app.register(transferRoutes, options);
};
