// Guesty Open API (open-api-docs.guesty.com): OAuth2 client credentials at POST /oauth2/token (scope
// open-api; a token lives 24 hours and a key gets 5 a day, so tokens come from the shared cache),
// listings and reservations at /v1 with limit/skip pages.
import { z } from 'zod';
import { providerJson, ProviderError, type ProviderHttpOptions } from './http.ts';
import { guestyStatus, splitName, type ImportedReservation } from './reservations.ts';
import type { TokenCache } from './tokens.ts';

export interface GuestyCredentials {
  clientId: string;
  clientSecret: string;
}

export interface GuestyListing {
  _id: string;
  nickname: string;
  title: string;
  address: string;
}

/** Tokens per key per rolling day that Guesty issues. */
export const guestyTokensPerDay = 5;
const pageSize = 100;
/** Pages followed at most, so that a provider that never ends its pages cannot keep a sync forever. */
const maxPages = 200;

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().positive(), token_type: z.string().optional() });
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const listingAnswer = z.object({
  results: z.array(
    z.object({
      _id: z.string().min(1),
      nickname: text,
      title: text,
      address: z.object({ full: text }).partial().nullish(),
    }),
  ),
  count: z.number().int().nonnegative().optional(),
});
const reservationAnswer = z.object({
  results: z.array(
    z.object({
      _id: z.string().min(1),
      listingId: z.string().min(1),
      status: z.string(),
      checkIn: z.iso.datetime({ offset: true }),
      checkOut: z.iso.datetime({ offset: true }),
      confirmationCode: text,
      guestsCount: z.number().int().nullish(),
      source: text,
      guest: z
        .object({ firstName: text, lastName: text, fullName: text, phone: text, email: text, nationality: text, preferredLanguage: text })
        .partial()
        .nullish(),
      integration: z.object({ platform: text }).partial().nullish(),
      money: z.object({ currency: text }).partial().nullish(),
    }),
  ),
  count: z.number().int().nonnegative().optional(),
});

export interface GuestyClient {
  /** Whether the credentials get a token (a cached one of the same credentials counts). */
  verify(credentials: GuestyCredentials, tokenKey: string): Promise<void>;
  listings(credentials: GuestyCredentials, tokenKey: string): Promise<GuestyListing[]>;
  /** The reservations of `listingIds` changed since `since` (all when null). */
  reservations(credentials: GuestyCredentials, tokenKey: string, input: { listingIds: string[]; since: Date | null }): Promise<ImportedReservation[]>;
}

export function createGuestyClient({
  baseUrl,
  http,
  tokens,
  clock,
}: {
  baseUrl: string;
  http: ProviderHttpOptions;
  tokens: TokenCache;
  clock: () => Date;
}): GuestyClient {
  const base = baseUrl.replace(/\/+$/, '');

  const token = (credentials: GuestyCredentials, tokenKey: string) =>
    tokens.get({
      provider: 'guesty',
      tokenKey,
      dailyLimit: guestyTokensPerDay,
      issue: async () => {
        const answer = await providerJson(
          'guesty',
          {
            method: 'POST',
            url: `${base}/oauth2/token`,
            body: new URLSearchParams({
              grant_type: 'client_credentials',
              scope: 'open-api',
              client_id: credentials.clientId,
              client_secret: credentials.clientSecret,
            }),
            rejectedStatuses: [400, 401, 403],
          },
          tokenAnswer,
          http,
        );
        return { token: answer.access_token, expiresAt: new Date(clock().getTime() + answer.expires_in * 1000) };
      },
    });

  /** A GET with the key's token; a token refused before its time is forgotten and replaced once. */
  async function get<Schema extends z.ZodType>(credentials: GuestyCredentials, tokenKey: string, path: string, schema: Schema): Promise<z.output<Schema>> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token(credentials, tokenKey);
      try {
        return await providerJson('guesty', { method: 'GET', url: `${base}${path}`, headers: { authorization: `Bearer ${bearer}` } }, schema, http);
      } catch (error) {
        if (attempt > 0 || !(error instanceof ProviderError) || error.failure !== 'rejected') throw error;
        await tokens.forget('guesty', tokenKey);
      }
    }
  }

  /** Every page of a limit/skip list. */
  async function allPages<Item>(fetchPage: (skip: number) => Promise<{ results: Item[]; count?: number | undefined }>): Promise<Item[]> {
    const items: Item[] = [];
    for (let page = 0; page < maxPages; page++) {
      const answer = await fetchPage(items.length);
      items.push(...answer.results);
      if (answer.results.length < pageSize || (answer.count !== undefined && items.length >= answer.count)) return items;
    }
    throw new ProviderError('guesty', 'malformed', `more than ${maxPages} pages`);
  }

  return {
    async verify(credentials, tokenKey) {
      await token(credentials, tokenKey);
    },
    async listings(credentials, tokenKey) {
      const results = await allPages((skip) =>
        get(
          credentials,
          tokenKey,
          `/v1/listings?${new URLSearchParams({ limit: String(pageSize), skip: String(skip), fields: '_id nickname title address' })}`,
          listingAnswer,
        ),
      );
      return results.map((listing) => ({
        _id: listing._id,
        nickname: listing.nickname ?? '',
        title: listing.title ?? '',
        address: listing.address?.full ?? '',
      }));
    },
    async reservations(credentials, tokenKey, { listingIds, since }) {
      if (listingIds.length === 0) return [];
      const filters = [
        { field: 'listingId', operator: '$in', value: listingIds },
        ...(since ? [{ field: 'lastUpdatedAt', operator: '$gte', value: since.toISOString() }] : []),
      ];
      const fields = '_id listingId status checkIn checkOut confirmationCode guestsCount source guest integration.platform money.currency';
      const results = await allPages((skip) =>
        get(
          credentials,
          tokenKey,
          `/v1/reservations?${new URLSearchParams({ limit: String(pageSize), skip: String(skip), fields, sort: '_id', filters: JSON.stringify(filters) })}`,
          reservationAnswer,
        ),
      );
      return results.map((reservation): ImportedReservation => {
        const guest = reservation.guest ?? {};
        const named = guest.firstName
          ? { firstName: guest.firstName, ...(guest.lastName ? { lastName: guest.lastName } : {}) }
          : splitName(guest.fullName ?? '');
        return {
          externalId: reservation._id,
          unitId: reservation.listingId,
          status: guestyStatus(reservation.status),
          checkIn: new Date(reservation.checkIn),
          checkOut: new Date(reservation.checkOut),
          guest: {
            ...named,
            firstName: named.firstName || 'Guesty',
            ...(guest.phone ? { phone: guest.phone } : {}),
            ...(guest.email ? { email: guest.email } : {}),
            ...(guest.nationality ? { nationality: guest.nationality } : {}),
            ...(guest.preferredLanguage ? { language: guest.preferredLanguage } : {}),
          },
          pax: Math.max(1, reservation.guestsCount ?? 1),
          ...(reservation.confirmationCode ? { pmsReservationNumber: reservation.confirmationCode } : {}),
          ...(reservation.integration?.platform || reservation.source ? { otaOrigin: reservation.integration?.platform ?? reservation.source } : {}),
          ...(reservation.money?.currency ? { currency: reservation.money.currency } : {}),
        };
      });
    },
  };
}
