// Spec §7 Third parties: a customer's Guesty, Avantio and Kross accounts — link (checked with the
// provider first), unlink, their listings — the link state per customer, "sync now", and the sync runs.
// Staff act for the customer they name (`customerId`); a customer and its managers for their own.
// Who may call what: docs/permissions.md, "Integrations (PMS)". How: docs/integrations.md.
// The link state and the sync runs are in ./sync-routes.ts.
import { avantioLinkSchema, guestyLinkSchema, krossLinkSchema } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import {
  accommodationSchema,
  common,
  customerQuery,
  identifier,
  krossRoomSchema,
  linkAnswer,
  linkDescription,
  listingSchema,
  providerAnswers,
  unlinkSchema,
} from './responses.ts';
import { thirdPartyRouteHelpers } from './route-helpers.ts';
import { routeMaxWaitMs, type ThirdParties } from './service.ts';
import { pmsSyncRoutes } from './sync-routes.ts';

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (
  app,
  { db, clock, thirdParties },
) => {
  const { customerFor, accountOf, calling, link, unlink } = thirdPartyRouteHelpers({ db, clock, thirdParties });

  app.get(
    '/third-parties/guesty/listings',
    {
      config: { action: 'pms.read' },
      schema: {
        operationId: 'listGuestyListings',
        tags: ['third-parties'],
        summary: "The customer's Guesty listings (what a room links to)",
        security: sessionSecurity,
        querystring: customerQuery,
        response: {
          200: jsonResponse("Every listing, in Guesty's order", z.object({ listings: z.array(listingSchema) }).meta({ id: 'GuestyListings' })),
          ...common,
          ...providerAnswers,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const account = await accountOf(language, await customerFor(request, request.query.customerId), 'guesty');
      const listings = await calling(language, 'use', () => thirdParties.unitsOf(account));
      reply.header('cache-control', 'no-store');
      return { listings };
    },
  );

  app.get(
    '/third-parties/avantio/accommodations',
    {
      config: { action: 'pms.read' },
      schema: {
        operationId: 'listAvantioAccommodations',
        tags: ['third-parties'],
        summary: "The customer's Avantio accommodations (what a room links to)",
        security: sessionSecurity,
        querystring: customerQuery,
        response: {
          200: jsonResponse(
            'Every accommodation, all cursor pages followed',
            z.object({ accommodations: z.array(accommodationSchema) }).meta({ id: 'AvantioAccommodations' }),
          ),
          ...common,
          ...providerAnswers,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const account = await accountOf(language, await customerFor(request, request.query.customerId), 'avantio');
      const accommodations = await calling(language, 'use', () => thirdParties.unitsOf(account));
      reply.header('cache-control', 'no-store');
      return { accommodations };
    },
  );

  app.get(
    '/third-parties/kross/accommodations',
    {
      config: { action: 'pms.read' },
      schema: {
        operationId: 'listKrossRooms',
        tags: ['third-parties'],
        summary: "The customer's Kross rooms (what a room links to)",
        description: 'Kross allows 10 calls a minute per account: past it the call waits up to 20 s, then answers 503 with Retry-After.',
        security: sessionSecurity,
        querystring: customerQuery,
        response: {
          200: jsonResponse('The rooms', z.object({ accommodations: z.array(krossRoomSchema) }).meta({ id: 'KrossRooms' })),
          ...common,
          ...providerAnswers,
        },
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request);
      const account = await accountOf(language, await customerFor(request, request.query.customerId), 'kross');
      const accommodations = await calling(language, 'use', () => thirdParties.unitsOf(account, { maxWaitMs: routeMaxWaitMs }));
      reply.header('cache-control', 'no-store');
      return { accommodations };
    },
  );

  const linkResponses = { 200: jsonResponse('The account is linked', linkAnswer), ...common, ...providerAnswers };

  app.post(
    '/third-parties/guesty/linkcustomer',
    {
      config: { action: 'pms.write' },
      schema: {
        operationId: 'linkGuesty',
        tags: ['third-parties'],
        summary: "Link the customer's Guesty account (Open API client id and secret)",
        description:
          linkDescription('Checked by getting a token (Guesty gives 5 a day per key: the token is kept and reused).') + ' Code: LINK_CUSTOMER_GUESTY_ERROR.',
        security: sessionSecurity,
        body: guestyLinkSchema,
        response: linkResponses,
      },
    },
    async (request) => {
      const { customerId, ...credentials } = request.body;
      return link(request, await customerFor(request, customerId), 'guesty', credentials, (tokenKey) => thirdParties.guesty.verify(credentials, tokenKey));
    },
  );

  app.post(
    '/third-parties/avantio/linkcustomer',
    {
      config: { action: 'pms.write' },
      schema: {
        operationId: 'linkAvantio',
        tags: ['third-parties'],
        summary: "Link the customer's Avantio account (the PMS API key)",
        description:
          linkDescription('Checked by listing its accommodations with the key.') +
          " Code: AVANTIO_INTEGRATION_ERROR ('Failed to configure Avantio integration. Please verify your API key.' on a refused key).",
        security: sessionSecurity,
        body: avantioLinkSchema,
        response: linkResponses,
      },
    },
    async (request) => {
      const { customerId, ...credentials } = request.body;
      return link(request, await customerFor(request, customerId), 'avantio', credentials, () => thirdParties.avantio.accommodations(credentials));
    },
  );

  app.post(
    '/third-parties/kross/linkcustomer',
    {
      config: { action: 'pms.write' },
      schema: {
        operationId: 'linkKross',
        tags: ['third-parties'],
        summary: "Link the customer's Kross account (api key, hotel id, API user as client id and its password as client secret)",
        description:
          linkDescription('Checked by getting a token (auth/get-token).') +
          ' Code by status as spec §8 maps it: 400 INVALID_CREDENTIALS, 503 CONNECTION_ERROR, 502 and 404 API_ERROR, otherwise LINK_CUSTOMER_KROSS_ERROR.',
        security: sessionSecurity,
        body: krossLinkSchema,
        response: linkResponses,
      },
    },
    async (request) => {
      const { customerId: named, ...credentials } = request.body;
      const customerId = await customerFor(request, named);
      return link(request, customerId, 'kross', credentials, (tokenKey) =>
        thirdParties.kross.verify(credentials, tokenKey, thirdParties.krossLimitKey(tokenKey), { maxWaitMs: routeMaxWaitMs }),
      );
    },
  );

  app.delete(
    '/third-parties/guesty/unlinkcustomer',
    { config: { action: 'pms.write' }, schema: { ...unlinkSchema('unlinkGuesty', 'Guesty', 'UNLINK_CUSTOMER_GUESTY_ERROR'), querystring: customerQuery } },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.query.customerId), 'guesty');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/third-parties/avantio/unlinkcustomer',
    { config: { action: 'pms.write' }, schema: { ...unlinkSchema('unlinkAvantio', 'Avantio', 'AVANTIO_INTEGRATION_ERROR'), querystring: customerQuery } },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.query.customerId), 'avantio');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/third-parties/kross/unlinkcustomer/:customerId',
    {
      config: { action: 'pms.write' },
      schema: { ...unlinkSchema('unlinkKross', 'Kross', 'UNLINK_CUSTOMER_KROSS_ERROR'), params: z.object({ customerId: identifier }) },
    },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.params.customerId), 'kross');
      return reply.code(204).send();
    },
  );

  await app.register(pmsSyncRoutes, { db, clock, thirdParties });
};
