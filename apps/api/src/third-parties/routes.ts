// Spec §7 Third parties: a customer's Guesty, Avantio and Kross accounts — link (checked with the
// provider first), unlink, their listings — the link state per customer, "sync now", and the sync runs.
// Staff act for the customer they name (`customerId`); a customer and its managers for their own.
// Who may call what: docs/permissions.md, "Integrations (PMS)". How: docs/integrations.md.
import { avantioLinkSchema, guestyLinkSchema, krossLinkSchema, message, pmsProviders, type Language } from '@sereno/validation';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAudit } from '../audit/log.ts';
import { customerExists } from '../customers/queries.ts';
import {
  actsForAnyCustomer,
  callerOf,
  mayReadPmsIntegrations,
  mayReadPmsSyncRuns,
  mayWritePmsIntegrations,
  requireRole,
} from '../platform/access.ts';
import type { Database } from '../platform/database.ts';
import { errorResponse, HttpError } from '../platform/errors.ts';
import { listPage, listQuery } from '../platform/lists.ts';
import { requestLanguage, serverMessage } from '../platform/messages.ts';
import { jsonResponse, sessionSecurity } from '../platform/openapi.ts';
import type { Sessions } from '../platform/session/session.ts';
import type { CredentialsOf, LinkedAccount } from './connections.ts';
import { asHttpError, thirdPartyError } from './errors.ts';
import { isThirdPartyMessageKey, thirdPartyText } from './messages.ts';
import { routeMaxWaitMs, type ThirdParties } from './service.ts';
import { syncAccount, type SyncDeps } from './sync.ts';
import { pmsSyncRuns, type PmsConnectionRow, type PmsProvider, type PmsSyncRunRow } from './table.ts';

const identifier = z.uuid({ error: message('identifier') });
const customerQuery = z.object({ customerId: identifier.optional().describe("The customer acted for: staff must name one; a customer's own by default") });

const listingSchema = z.object({ _id: z.string(), nickname: z.string(), address: z.string(), title: z.string() }).meta({ id: 'GuestyListing' });
const accommodationSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), status: z.string() }).meta({ id: 'AvantioAccommodation' });
const krossRoomSchema = z
  .object({ id_property: z.string(), id_room: z.string(), id_room_type: z.string(), number: z.string(), name_room_type: z.string(), qt_guests: z.int() })
  .meta({ id: 'KrossRoom' });
const linkAnswer = z.object({ customerId: z.uuid(), provider: z.enum(pmsProviders), linked: z.literal(true), linkedAt: z.iso.datetime() }).meta({ id: 'PmsLinkAnswer' });
const syncRunSchema = z
  .object({
    _id: z.uuid(),
    customerId: z.uuid(),
    provider: z.enum(pmsProviders),
    trigger: z.enum(['schedule', 'manual']),
    startedAt: z.iso.datetime(),
    finishedAt: z.iso.datetime().nullable().describe('null while the run goes on'),
    imported: z.int().nonnegative().describe('Bookings created'),
    updated: z.int().nonnegative().describe('Bookings changed'),
    errors: z.int().nonnegative(),
    errorMessage: z.string().nullable().describe("The first failure of the run, for a person, in the request's language"),
  })
  .meta({ id: 'PmsSyncRun' });
const statusSchema = z
  .object({
    customerId: z.uuid(),
    providers: z.array(
      z.object({
        provider: z.enum(pmsProviders),
        linked: z.boolean(),
        linkedAt: z.iso.datetime().nullable(),
        lastSyncAt: z.iso.datetime().nullable().describe('When the last successful sync finished'),
        lastRun: syncRunSchema.nullable(),
      }),
    ),
  })
  .meta({ id: 'PmsIntegrationStatus' });

const syncRunListQuery = listQuery(['startedAt', 'provider'], {
  customerId: identifier.describe("Only this customer's runs (a customer always sees only its own)"),
  provider: z.enum(pmsProviders, { error: message('option') }),
});

const toSyncRun = (row: PmsSyncRunRow, language: Language): z.infer<typeof syncRunSchema> => ({
  _id: row.id,
  customerId: row.customerId,
  provider: row.provider,
  trigger: row.trigger,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  imported: row.imported,
  updated: row.updated,
  errors: row.errors,
  errorMessage: row.failure && isThirdPartyMessageKey(row.failure.key) ? thirdPartyText(language, row.failure.key, row.failure.params) : null,
});

const common = {
  400: errorResponse('A field is missing or invalid; or staff named no customer'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
  404: errorResponse('No such customer, or not one the caller may act for'),
};
/** The answers of a call that reaches the provider. */
const providerAnswers = {
  409: errorResponse('The customer has no account of this provider linked, or the provider no longer accepts the stored credentials'),
  502: errorResponse('The provider answered with an error or with something its API does not document'),
  503: errorResponse('The provider cannot be reached or asks to wait (Retry-After), or Guesty\'s 5 tokens of the day are spent'),
  504: errorResponse('The provider did not answer in time'),
};

export const thirdPartyRoutes: FastifyPluginAsyncZod<{ db: Database; sessions: Sessions; clock: () => Date; thirdParties: ThirdParties }> = async (
  app,
  { db, sessions, clock, thirdParties },
) => {
  const readers = [sessions.requireUser, requireRole(mayReadPmsIntegrations)];
  const writers = [sessions.requireUser, requireRole(mayWritePmsIntegrations)];
  const runReaders = [sessions.requireUser, requireRole(mayReadPmsSyncRuns)];
  const syncDeps: SyncDeps = { db, thirdParties, clock, log: app.log };

  /** The customer the caller acts for: staff name one that exists; others their own (another's is 404). */
  async function customerFor(request: FastifyRequest, customerId: string | undefined): Promise<string> {
    const caller = callerOf(request);
    const language = requestLanguage(request);
    if (!actsForAnyCustomer(caller.role)) {
      if (customerId !== undefined && customerId !== caller.customerId) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
      if (!caller.customerId) throw new HttpError(400, serverMessage(language, 'customerMissing'));
      return caller.customerId;
    }
    if (customerId === undefined) throw new HttpError(400, serverMessage(language, 'customerMissing'));
    if (!(await customerExists(db, customerId))) throw new HttpError(404, serverMessage(language, 'customerNotFound'));
    return customerId;
  }

  /** The customer's linked account at `provider`; 409 when there is none or it cannot be read. */
  async function accountOf<Provider extends PmsProvider>(language: Language, customerId: string, provider: Provider): Promise<LinkedAccount<Provider>> {
    const stored = await thirdParties.connections.get(customerId, provider);
    if ('missing' in stored) {
      const key = stored.missing === 'notLinked' ? 'notLinked' : 'unreadable';
      throw thirdPartyError(409, stored.missing === 'notLinked' ? 'API_ERROR' : 'INVALID_CREDENTIALS', thirdPartyText(language, key, { provider }));
    }
    return stored;
  }

  /** Runs a provider call, its failure answered as errors.ts says. */
  async function calling<Result>(language: Language, action: 'link' | 'use', call: () => Promise<Result>): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      throw asHttpError(language, error, action);
    }
  }

  async function link<Provider extends PmsProvider>(request: FastifyRequest, customerId: string, provider: Provider, credentials: CredentialsOf[Provider], verify: (tokenKey: string) => Promise<unknown>) {
    const language = requestLanguage(request);
    const tokenKey = thirdParties.tokenKeyOf(provider, credentials as unknown as Record<string, string>);
    await calling(language, 'link', () => verify(tokenKey));
    const now = clock();
    const caller = callerOf(request);
    await db.transaction(async (tx) => {
      await thirdParties.connections.link(tx, { customerId, provider, credentials, tokenKey, linkedBy: caller.id, now });
      await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'customer.update', targetType: 'customer', targetId: customerId });
    });
    return { customerId, provider, linked: true as const, linkedAt: now.toISOString() };
  }

  async function unlink(request: FastifyRequest, customerId: string, provider: PmsProvider): Promise<void> {
    const caller = callerOf(request);
    const now = clock();
    await db.transaction(async (tx) => {
      if (await thirdParties.connections.unlink(tx, customerId, provider)) {
        await recordAudit(tx, { actor: caller, ip: request.ip, now }, { action: 'customer.update', targetType: 'customer', targetId: customerId });
      }
    });
  }

  const linkDescription = (what: string) =>
    `${what} Staff name the customer (\`customerId\`); a customer links its own. The credentials are checked with the provider first, then kept encrypted; ` +
    'they are never returned. Linking again replaces them. Failures: 400 credentials refused, 503 provider unreachable or asking to wait, 502 provider error, 504 no answer in time; ' +
    'the message starts with the spec §8 code.';

  app.get(
    '/third-parties/guesty/listings',
    {
      preHandler: readers,
      schema: {
        operationId: 'listGuestyListings',
        tags: ['third-parties'],
        summary: "The customer's Guesty listings (what a room links to)",
        security: sessionSecurity,
        querystring: customerQuery,
        response: { 200: jsonResponse('Every listing, in Guesty\'s order', z.object({ listings: z.array(listingSchema) }).meta({ id: 'GuestyListings' })), ...common, ...providerAnswers },
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
      preHandler: readers,
      schema: {
        operationId: 'listAvantioAccommodations',
        tags: ['third-parties'],
        summary: "The customer's Avantio accommodations (what a room links to)",
        security: sessionSecurity,
        querystring: customerQuery,
        response: {
          200: jsonResponse('Every accommodation, all cursor pages followed', z.object({ accommodations: z.array(accommodationSchema) }).meta({ id: 'AvantioAccommodations' })),
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
      preHandler: readers,
      schema: {
        operationId: 'listKrossRooms',
        tags: ['third-parties'],
        summary: "The customer's Kross rooms (what a room links to)",
        description: 'Kross allows 10 calls a minute per account: past it the call waits up to 20 s, then answers 503 with Retry-After.',
        security: sessionSecurity,
        querystring: customerQuery,
        response: { 200: jsonResponse('The rooms', z.object({ accommodations: z.array(krossRoomSchema) }).meta({ id: 'KrossRooms' })), ...common, ...providerAnswers },
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
      preHandler: writers,
      schema: {
        operationId: 'linkGuesty',
        tags: ['third-parties'],
        summary: "Link the customer's Guesty account (Open API client id and secret)",
        description: linkDescription('Checked by getting a token (Guesty gives 5 a day per key: the token is kept and reused).') + ' Code: LINK_CUSTOMER_GUESTY_ERROR.',
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
      preHandler: writers,
      schema: {
        operationId: 'linkAvantio',
        tags: ['third-parties'],
        summary: "Link the customer's Avantio account (the PMS API key)",
        description: linkDescription('Checked by listing its accommodations with the key.') + " Code: AVANTIO_INTEGRATION_ERROR ('Failed to configure Avantio integration. Please verify your API key.' on a refused key).",
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
      preHandler: writers,
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
      return link(request, customerId, 'kross', credentials, (tokenKey) => thirdParties.kross.verify(credentials, tokenKey, thirdParties.krossLimitKey(tokenKey), { maxWaitMs: routeMaxWaitMs }));
    },
  );

  const unlinkSchema = (operationId: string, provider: string, code: string) => ({
    operationId,
    tags: ['third-parties'],
    summary: `Unlink the customer's ${provider} account`,
    description: `Forgets the credentials and the token; the bookings already imported stay. Unlinking an account that is not linked changes nothing (204). Failure code: ${code}.`,
    security: sessionSecurity,
    response: { 204: z.undefined().describe('Not linked any more'), ...common },
  });

  app.delete(
    '/third-parties/guesty/unlinkcustomer',
    { preHandler: writers, schema: { ...unlinkSchema('unlinkGuesty', 'Guesty', 'UNLINK_CUSTOMER_GUESTY_ERROR'), querystring: customerQuery } },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.query.customerId), 'guesty');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/third-parties/avantio/unlinkcustomer',
    { preHandler: writers, schema: { ...unlinkSchema('unlinkAvantio', 'Avantio', 'AVANTIO_INTEGRATION_ERROR'), querystring: customerQuery } },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.query.customerId), 'avantio');
      return reply.code(204).send();
    },
  );

  app.delete(
    '/third-parties/kross/unlinkcustomer/:customerId',
    { preHandler: writers, schema: { ...unlinkSchema('unlinkKross', 'Kross', 'UNLINK_CUSTOMER_KROSS_ERROR'), params: z.object({ customerId: identifier }) } },
    async (request, reply) => {
      await unlink(request, await customerFor(request, request.params.customerId), 'kross');
      return reply.code(204).send();
    },
  );

  app.get(
    '/third-parties/status',
    {
      preHandler: readers,
      schema: {
        operationId: 'getPmsIntegrationStatus',
        tags: ['third-parties'],
        summary: 'Which providers the customer has linked, since when, and their last sync (the panel\'s integrations section)',
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
          const [lastRun] = await db
            .select()
            .from(pmsSyncRuns)
            .where(and(eq(pmsSyncRuns.customerId, customerId), eq(pmsSyncRuns.provider, provider)))
            .orderBy(desc(pmsSyncRuns.startedAt), desc(pmsSyncRuns.id))
            .limit(1);
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
      preHandler: writers,
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
      const accounts = (await thirdParties.connections.ofCustomer(customerId)).filter((row) => request.body.provider === undefined || row.provider === request.body.provider);
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
      preHandler: runReaders,
      schema: {
        operationId: 'listPmsSyncRuns',
        tags: ['third-parties'],
        summary: 'A page of sync runs (the panel sorts them newest first: sortDirection=desc)',
        description: 'Filters `customerId` (a customer sees only its own; another customer\'s answers 404) and `provider`. `sortKey` startedAt (default) or provider.',
        security: sessionSecurity,
        querystring: syncRunListQuery,
        response: {
          200: jsonResponse(
            'A page of runs',
            z.object({ syncRuns: z.array(syncRunSchema), totalSyncRuns: z.int().nonnegative(), totalPages: z.int().nonnegative() }).meta({ id: 'PmsSyncRunPage' }),
          ),
          ...common,
        },
      },
    },
    async (request, reply) => {
      const { customerId, provider, ...page } = request.query;
      const caller = callerOf(request);
      const scope: SQL | undefined = actsForAnyCustomer(caller.role)
        ? customerId === undefined
          ? undefined
          : eq(pmsSyncRuns.customerId, await customerFor(request, customerId))
        : eq(pmsSyncRuns.customerId, await customerFor(request, customerId));
      const result = await listPage(db, {
        select: db.select().from(pmsSyncRuns).$dynamic(),
        table: pmsSyncRuns,
        where: and(scope, provider === undefined ? undefined : eq(pmsSyncRuns.provider, provider)),
        sortColumns: { startedAt: pmsSyncRuns.startedAt, provider: pmsSyncRuns.provider },
        defaultSort: 'startedAt',
        tieBreaker: pmsSyncRuns.id,
        page,
      });
      reply.header('cache-control', 'no-store');
      return { syncRuns: result.items.map((run) => toSyncRun(run, requestLanguage(request))), totalSyncRuns: result.total, totalPages: result.totalPages };
    },
  );
};
