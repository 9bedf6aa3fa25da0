// Spec §7 Third parties, the syncs: which providers a customer has linked and their last sync, "sync
// now", and the page of sync runs. Registered by ./routes.ts, which links and unlinks the accounts.
import { can, message, pmsProviders } from '@sereno/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { callerOf } from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { requestLanguage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import { common, customerQuery, identifier, statusSchema, syncRunListQuery, syncRunSchema, toSyncRun } from './responses.ts';
import { thirdPartyRouteHelpers } from './route-helpers.ts';
import type { ThirdParties } from './service.ts';
import { lastRunOf, listSyncRuns } from './sync-runs.ts';
import { syncAccount, type SyncDeps } from './sync.ts';
import type { PmsConnectionRow, PmsProvider, PmsSyncRunRow } from '../db/schema/third-parties.ts';

export const pmsSyncRoutes: FastifyPluginAsyncZod<{ db: Database; clock: () => Date; thirdParties: ThirdParties }> = async (
  app,
  { db, clock, thirdParties },
) => {
  const syncDeps: SyncDeps = { db, thirdParties, clock, log: app.log };
  const { customerFor } = thirdPartyRouteHelpers({ db, clock, thirdParties });

  app.get(
    '/third-parties/status',
    {
      config: { action: 'pms.read' },
      schema: {
        operationId: 'getPmsIntegrationStatus',
        tags: ['third-parties'],
        summary: "Which providers the customer has linked, since when, and their last sync (the panel's integrations section)",
        security: sessionSecurity,
        querystring: customerQuery,
        response: { 200: jsonResponse('One entry per provider', statusSchema), ...common },
      },
    },
    async (request, reply) => {
      const customerId = await customerFor(request, request.query.customerId);
      const linked = new Map<PmsProvider, PmsConnectionRow>((await thirdParties.connections.ofCustomer(customerId)).map((row) => [row.provider, row]));
      const providers = await Promise.all(
        pmsProviders.map(async (provider) => {
          const connection = linked.get(provider);
          const lastRun = await lastRunOf(db, customerId, provider);
          return {
            provider,
            linked: connection !== undefined,
            linkedAt: connection?.linkedAt.toISOString() ?? null,
            lastSyncAt: connection?.lastSyncAt?.toISOString() ?? null,
            lastRun: lastRun ? toSyncRun(lastRun, requestLanguage(request)) : null,
          };
        }),
      );
      reply.header('cache-control', 'no-store');
      return { customerId, providers };
    },
  );

  app.post(
    '/third-parties/sync',
    {
      config: { action: 'pms.write' },
      schema: {
        operationId: 'syncPmsNow',
        tags: ['third-parties'],
        summary: "Sync now: import the customer's reservations from its linked accounts",
        description:
          'Body `{ customerId?, provider? }` (every linked provider by default). Waits for the runs and answers them; a provider whose sync is already running (scheduled, ' +
          'or from another process) is listed in `busy`. Provider failures do not fail the call: they are in the runs (`errors`, `errorMessage`).',
        security: sessionSecurity,
        body: z.object({ customerId: identifier.optional(), provider: z.enum(pmsProviders, { error: message('option') }).optional() }),
        response: {
          200: jsonResponse('The runs', z.object({ runs: z.array(syncRunSchema), busy: z.array(z.enum(pmsProviders)) }).meta({ id: 'PmsSyncAnswer' })),
          ...common,
        },
      },
    },
    async (request) => {
      const customerId = await customerFor(request, request.body.customerId);
      const accounts = (await thirdParties.connections.ofCustomer(customerId)).filter(
        (row) => request.body.provider === undefined || row.provider === request.body.provider,
      );
      const runs: PmsSyncRunRow[] = [];
      const busy: PmsProvider[] = [];
      for (const account of accounts) {
        const run = await syncAccount(syncDeps, account.id, 'manual');
        if (run) runs.push(run);
        else busy.push(account.provider);
      }
      return { runs: runs.map((run) => toSyncRun(run, requestLanguage(request))), busy };
    },
  );

  app.get(
    '/third-parties/sync-runs',
    {
      config: { action: 'pms.readSyncRuns' },
      schema: {
        operationId: 'listPmsSyncRuns',
        tags: ['third-parties'],
        summary: 'A page of sync runs (the panel sorts them newest first: sortDirection=desc)',
        description:
          "Filters `customerId` (a customer sees only its own; another customer's answers 404) and `provider`. `sortKey` startedAt (default) or provider.",
        security: sessionSecurity,
        querystring: syncRunListQuery,
        response: {
          200: jsonResponse(
            'A page of runs',
            z
              .object({ syncRuns: z.array(syncRunSchema), totalSyncRuns: z.int().nonnegative(), totalPages: z.int().nonnegative() })
              .meta({ id: 'PmsSyncRunPage' }),
          ),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const { customerId, provider, ...page } = request.query;
      // Staff may list every customer's runs; anyone else only its own customer's.
      const everyCustomer = can(callerOf(request).role, 'customers.actForAny') && customerId === undefined;
      const result = await listSyncRuns(db, { customerId: everyCustomer ? undefined : await customerFor(request, customerId), provider }, page);
      reply.header('cache-control', 'no-store');
      return { syncRuns: result.items.map((run) => toSyncRun(run, requestLanguage(request))), totalSyncRuns: result.total, totalPages: result.totalPages };
    },
  );
};
