// The integrations put together once per server: the sealed credentials, the shared token cache, the
// three clients (base URLs from the configuration), and Kross's limiter, shared by routes and sync.
import type { Database } from '../platform/database.ts';
import { createAvantioClient, type AvantioAccommodation } from './avantio.ts';
import { createConnections, type LinkedAccount } from './connections.ts';
import { createSecretBox } from './crypto.ts';
import { createGuestyClient, type GuestyListing } from './guesty.ts';
import { defaultHttpOptions, type ProviderHttpOptions } from './http.ts';
import { createKrossClient, type KrossRoom } from './kross.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';
import type { PmsProvider } from '../db/schema/third-parties.ts';
import { createTokenCache, tokenKeyOf } from './tokens.ts';

export interface ThirdPartySettings {
  guestyUrl: string;
  avantioUrl: string;
  krossUrl: string;
  /** Minutes between scheduled syncs; 0 turns the schedule off (manual syncs still work). */
  syncEveryMinutes: number;
}

export interface ThirdPartyOptions {
  db: Database;
  settings: ThirdPartySettings;
  /** The server's secret (SERENO_SECRET): the credentials' key is derived from it. */
  secret: string;
  /** Secrets of before a rotation, read but never written with (docs/integrations.md). */
  previousSecrets?: readonly string[];
  clock: () => Date;
  http?: ProviderHttpOptions;
  /** Kross's limit; tests shorten the window. */
  krossLimiter?: RateLimiter;
}

/** Kross allows 10 calls a minute per account. */
export const krossCallsPerMinute = 10;
/** How long a route waits for Kross's limiter before answering 503 with Retry-After. */
export const routeMaxWaitMs = 20_000;

export type UnitsOf = { guesty: GuestyListing[]; avantio: AvantioAccommodation[]; kross: KrossRoom[] };

export function createThirdParties({ db, settings, secret, previousSecrets = [], clock, http = defaultHttpOptions, krossLimiter }: ThirdPartyOptions) {
  const box = createSecretBox(secret, previousSecrets);
  const tokens = createTokenCache({ db, box, clock });
  const connections = createConnections({ db, box });
  const limiter = krossLimiter ?? createRateLimiter({ provider: 'kross', calls: krossCallsPerMinute, windowMs: 60_000 });
  const guesty = createGuestyClient({ baseUrl: settings.guestyUrl, http, tokens, clock });
  const avantio = createAvantioClient({ baseUrl: settings.avantioUrl, http });
  const kross = createKrossClient({ baseUrl: settings.krossUrl, http, tokens, limiter, clock });
  /** Kross's limit counts per account, which its credentials name: the key of their tokens. */
  const krossLimitKey = (tokenKey: string) => `kross:${tokenKey}`;

  return {
    settings,
    connections,
    guesty,
    avantio,
    kross,
    krossLimitKey,
    tokenKeyOf: (provider: PmsProvider, credentials: Record<string, string>) => tokenKeyOf(secret, provider, credentials),

    /** The listings, accommodations or rooms of a linked account (what a room may link to). */
    async unitsOf<Provider extends PmsProvider>(account: LinkedAccount<Provider>, options: { maxWaitMs?: number } = {}): Promise<UnitsOf[Provider]> {
      const { connection } = account;
      switch (connection.provider) {
        case 'guesty':
          return (await guesty.listings((account as LinkedAccount<'guesty'>).credentials, connection.tokenKey)) as UnitsOf[Provider];
        case 'avantio':
          return (await avantio.accommodations((account as LinkedAccount<'avantio'>).credentials)) as UnitsOf[Provider];
        case 'kross':
          return (await kross.rooms(
            (account as LinkedAccount<'kross'>).credentials,
            connection.tokenKey,
            krossLimitKey(connection.tokenKey),
            options,
          )) as UnitsOf[Provider];
      }
    },
  };
}

export type ThirdParties = ReturnType<typeof createThirdParties>;

/** The id a room stores for each kind of unit. */
export function unitIdOf(provider: PmsProvider, unit: GuestyListing | AvantioAccommodation | KrossRoom): string {
  if (provider === 'guesty') return (unit as GuestyListing)._id;
  if (provider === 'avantio') return (unit as AvantioAccommodation).id;
  return (unit as KrossRoom).id_room;
}
