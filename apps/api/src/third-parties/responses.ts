// What the third-parties routes take and answer: the providers' units, the link answer, the sync runs
// and the link state, and the error answers the calls share (OpenAPI).
import { message, pmsProviders, type Language } from '@sereno/validation';
import { z } from 'zod';
import { errorResponse } from '../platform/errors.ts';
import { listQuery } from '../platform/lists.ts';
import { sessionSecurity } from '../platform/openapi.ts';
import { isThirdPartyMessageKey, thirdPartyText } from './messages.ts';
import type { PmsSyncRunRow } from '../db/schema/third-parties.ts';

export const identifier = z.uuid({ error: message('identifier') });
export const customerQuery = z.object({
  customerId: identifier.optional().describe("The customer acted for: staff must name one; a customer's own by default"),
});

export const listingSchema = z.object({ _id: z.string(), nickname: z.string(), address: z.string(), title: z.string() }).meta({ id: 'GuestyListing' });
export const accommodationSchema = z.object({ id: z.string(), name: z.string(), type: z.string(), status: z.string() }).meta({ id: 'AvantioAccommodation' });
export const krossRoomSchema = z
  .object({ id_property: z.string(), id_room: z.string(), id_room_type: z.string(), number: z.string(), name_room_type: z.string(), qt_guests: z.int() })
  .meta({ id: 'KrossRoom' });
export const linkAnswer = z
  .object({ customerId: z.uuid(), provider: z.enum(pmsProviders), linked: z.literal(true), linkedAt: z.iso.datetime() })
  .meta({ id: 'PmsLinkAnswer' });
export const syncRunSchema = z
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
export const statusSchema = z
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

export const syncRunListQuery = listQuery(['startedAt', 'provider'], {
  customerId: identifier.describe("Only this customer's runs (a customer always sees only its own)"),
  provider: z.enum(pmsProviders, { error: message('option') }),
});

export const toSyncRun = (row: PmsSyncRunRow, language: Language): z.infer<typeof syncRunSchema> => ({
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

export const common = {
  400: errorResponse('A field is missing or invalid; or staff named no customer'),
  401: errorResponse('No live session'),
  403: errorResponse('The role may not do this'),
  404: errorResponse('No such customer, or not one the caller may act for'),
};
/** The answers of a call that reaches the provider. */
export const providerAnswers = {
  409: errorResponse('The customer has no account of this provider linked, or the provider no longer accepts the stored credentials'),
  502: errorResponse('The provider answered with an error or with something its API does not document'),
  503: errorResponse("The provider cannot be reached or asks to wait (Retry-After), or Guesty's 5 tokens of the day are spent"),
  504: errorResponse('The provider did not answer in time'),
};

export const linkDescription = (what: string) =>
  `${what} Staff name the customer (\`customerId\`); a customer links its own. The credentials are checked with the provider first, then kept encrypted; ` +
  'they are never returned. Linking again replaces them. Failures: 400 credentials refused, 503 provider unreachable or asking to wait, 502 provider error, 504 no answer in time; ' +
  'the message starts with the spec §8 code.';

export const unlinkSchema = (operationId: string, provider: string, code: string) => ({
  operationId,
  tags: ['third-parties'],
  summary: `Unlink the customer's ${provider} account`,
  description: `Forgets the credentials and the token; the bookings already imported stay. Unlinking an account that is not linked changes nothing (204). Failure code: ${code}.`,
  security: sessionSecurity,
  response: { 204: z.undefined().describe('Not linked any more'), ...common },
});
