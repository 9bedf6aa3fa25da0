// Kross Booking API v5: a token from POST auth/get-token (api key, hotel id, and the API user and
// password, which the panel calls client id and client secret), then rooms/get-list and
// reservations/get-list with it. Kross allows 10 calls a minute: every call, the token's included,
// first passes the shared limiter.
import { z } from 'zod';
import { providerJson, ProviderError, type ProviderHttpOptions } from './http.ts';
import type { RateLimiter } from './rate-limiter.ts';
import { krossStatus, splitName, type ImportedReservation } from './reservations.ts';
import type { TokenCache } from './tokens.ts';

export interface KrossCredentials {
  apiKey: string;
  hotelId: string;
  clientId: string;
  clientSecret: string;
}

export interface KrossRoom {
  id_property: string;
  id_room: string;
  id_room_type: string;
  number: string;
  name_room_type: string;
  qt_guests: number;
}

/** A token whose expiry Kross does not say (or says unreadably) is kept this long. */
const defaultTokenLifeMs = 30 * 60 * 1000;
/** Every 4xx of get-token but these means the credentials were refused (spec §8). */
const notCredentialStatuses = new Set([404, 429]);
const rejectedStatuses = Array.from({ length: 100 }, (_, index) => 400 + index).filter((status) => !notCredentialStatuses.has(status));

const identifier = z.union([z.string().min(1), z.number().int()]).transform(String);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);
const tokenAnswer = z.object({ data: z.object({ auth_token: z.string().min(1), auth_token_expire: z.string().nullish() }) });
const roomAnswer = z.object({
  data: z.array(
    z.object({
      id_property: identifier,
      id_room: identifier,
      id_room_type: identifier,
      number: z.union([z.string(), z.number()]).transform(String),
      name_room_type: z.string(),
      qt_guests: z.coerce.number().int().nonnegative(),
    }),
  ),
});
const stayDate = z.string().regex(/^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2})?)?/);
const reservationAnswer = z.object({
  data: z.array(
    z.object({
      id_reservation: identifier,
      cod_reservation: text,
      id_room: identifier,
      arrival: stayDate,
      departure: stayDate,
      status: z.string(),
      guest_name: text,
      guest_surname: text,
      email: text,
      phone: text,
      qt_guests: z.coerce.number().int().nullish(),
      channel: text,
      currency: text,
    }),
  ),
});

/** Kross writes times without a zone ("2026-03-02 10:00:00"): read as UTC. */
const krossTime = (value: string): Date =>
  new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value.replace(' ', 'T')}${value.length <= 10 ? 'T00:00:00' : ''}Z`);

export interface KrossClient {
  verify(credentials: KrossCredentials, tokenKey: string, limitKey: string, options?: { maxWaitMs?: number }): Promise<void>;
  rooms(credentials: KrossCredentials, tokenKey: string, limitKey: string, options?: { maxWaitMs?: number }): Promise<KrossRoom[]>;
  /** The reservations of `roomIds` whose stay ends after `from`. */
  reservations(credentials: KrossCredentials, tokenKey: string, limitKey: string, input: { roomIds: string[]; from: Date }): Promise<ImportedReservation[]>;
}

export function createKrossClient({
  baseUrl,
  http,
  tokens,
  limiter,
  clock,
}: {
  baseUrl: string;
  http: ProviderHttpOptions;
  tokens: TokenCache;
  limiter: RateLimiter;
  clock: () => Date;
}): KrossClient {
  const base = baseUrl.replace(/\/+$/, '');

  const token = (credentials: KrossCredentials, tokenKey: string, limitKey: string, maxWaitMs?: number) =>
    tokens.get({
      provider: 'kross',
      tokenKey,
      dailyLimit: null,
      issue: async () => {
        const answer = await limiter.run(
          limitKey,
          () =>
            providerJson(
              'kross',
              {
                method: 'POST',
                url: `${base}/auth/get-token`,
                body: { api_key: credentials.apiKey, hotel_id: credentials.hotelId, username: credentials.clientId, password: credentials.clientSecret },
                rejectedStatuses,
              },
              tokenAnswer,
              http,
            ),
          maxWaitMs === undefined ? {} : { maxWaitMs },
        );
        const expires = answer.data.auth_token_expire ? krossTime(answer.data.auth_token_expire) : null;
        return {
          token: answer.data.auth_token,
          expiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : new Date(clock().getTime() + defaultTokenLifeMs),
        };
      },
    });

  async function post<Schema extends z.ZodType>(
    credentials: KrossCredentials,
    tokenKey: string,
    limitKey: string,
    path: string,
    body: unknown,
    schema: Schema,
    maxWaitMs?: number,
  ): Promise<z.output<Schema>> {
    for (let attempt = 0; ; attempt++) {
      const bearer = await token(credentials, tokenKey, limitKey, maxWaitMs);
      try {
        return await limiter.run(
          limitKey,
          () => providerJson('kross', { method: 'POST', url: `${base}${path}`, headers: { authorization: `Bearer ${bearer}` }, body }, schema, http),
          maxWaitMs === undefined ? {} : { maxWaitMs },
        );
      } catch (error) {
        if (attempt > 0 || !(error instanceof ProviderError) || error.failure !== 'rejected') throw error;
        await tokens.forget('kross', tokenKey);
      }
    }
  }

  return {
    async verify(credentials, tokenKey, limitKey, { maxWaitMs } = {}) {
      await token(credentials, tokenKey, limitKey, maxWaitMs);
    },
    async rooms(credentials, tokenKey, limitKey, { maxWaitMs } = {}) {
      const answer = await post(credentials, tokenKey, limitKey, '/rooms/get-list', {}, roomAnswer, maxWaitMs);
      return answer.data;
    },
    async reservations(credentials, tokenKey, limitKey, { roomIds, from }) {
      if (roomIds.length === 0) return [];
      const answer = await post(
        credentials,
        tokenKey,
        limitKey,
        '/reservations/get-list',
        { date_from: from.toISOString().slice(0, 10), id_rooms: roomIds },
        reservationAnswer,
      );
      const wanted = new Set(roomIds);
      return answer.data
        .filter((row) => wanted.has(row.id_room))
        .map((row): ImportedReservation => {
          const named = row.guest_surname ? { firstName: row.guest_name ?? '', lastName: row.guest_surname } : splitName(row.guest_name ?? '');
          return {
            externalId: row.id_reservation,
            unitId: row.id_room,
            status: krossStatus(row.status),
            checkIn: krossTime(row.arrival),
            checkOut: krossTime(row.departure),
            guest: { ...named, firstName: named.firstName || 'Kross', ...(row.phone ? { phone: row.phone } : {}), ...(row.email ? { email: row.email } : {}) },
            pax: Math.max(1, row.qt_guests ?? 1),
            ...(row.cod_reservation ? { pmsReservationNumber: row.cod_reservation } : {}),
            ...(row.channel ? { otaOrigin: row.channel } : {}),
            ...(row.currency ? { currency: row.currency } : {}),
          };
        });
    },
  };
}
