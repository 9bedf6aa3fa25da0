// Access tokens of the providers that issue them (Guesty, Kross), cached in the database so that
// restarts and replicas share them. Guesty issues only 5 tokens per key a day, each good for 24 hours:
// a token is reused until shortly before it expires, and a sixth of the day is refused here, before
// Guesty is asked (a ProviderError 'tokenQuota' that says when the next one may be issued).
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import type { SecretBox } from './crypto.ts';
import { ProviderError } from './http.ts';
import { pmsAccessTokens, type PmsProvider } from '../db/schema/third-parties.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** A token this close to its expiry is not used: a sync started with it could outlive it. */
const expiryMarginMs = 5 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * The id of a key's tokens: an HMAC (under the server's secret) of the provider and every credential
 * field, so that the same credentials share tokens and a different secret never reuses them, and
 * the database holds nothing a credential could be recovered from.
 */
export function tokenKeyOf(secret: string, provider: PmsProvider, credentials: Record<string, string>): string {
  const fields = Object.keys(credentials)
    .sort()
    .map((name) => `${name}=${credentials[name] ?? ''}`)
    .join('\n');
  return createHmac('sha256', secret).update(`${provider}\n${fields}`).digest('base64url');
}

export interface TokenCache {
  /**
   * A token for the key: the cached one while it lives, else a new one from `issue`, counted against
   * `dailyLimit` (tokens per key per rolling 24 hours) when there is one.
   */
  get(input: { provider: PmsProvider; tokenKey: string; dailyLimit: number | null; issue: () => Promise<IssuedToken> }): Promise<string>;
  /** Forgets the key's token (the provider refused it before its time): the next `get` issues one. */
  forget(provider: PmsProvider, tokenKey: string): Promise<void>;
}

export function createTokenCache({ db, box, clock }: { db: Database; box: SecretBox; clock: () => Date }): TokenCache {
  const where = (provider: PmsProvider, tokenKey: string) => and(eq(pmsAccessTokens.provider, provider), eq(pmsAccessTokens.tokenKey, tokenKey));
  // Calls of this process that need the same key's token at once wait for one request, not one each.
  const inFlight = new Map<string, Promise<string>>();

  return {
    get(input) {
      const id = `${input.provider}\n${input.tokenKey}`;
      const pending = inFlight.get(id);
      if (pending) return pending;
      const started = fetchToken(input).finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    async forget(provider, tokenKey) {
      await db.update(pmsAccessTokens).set({ token: null, expiresAt: null }).where(where(provider, tokenKey));
    },
  };

  async function fetchToken({ provider, tokenKey, dailyLimit, issue }: Parameters<TokenCache['get']>[0]): Promise<string> {
    const now = clock();
    // A short transaction that only counts and claims: the provider is asked after it commits.
    const claim = await db.transaction(async (tx) => {
      await tx.insert(pmsAccessTokens).values({ provider, tokenKey }).onConflictDoNothing();
      const [row] = await tx.select().from(pmsAccessTokens).where(where(provider, tokenKey)).for('update');
      if (!row) throw new Error('the token row vanished');
      const cached = row.token && row.expiresAt && row.expiresAt.getTime() - expiryMarginMs > now.getTime() ? box.open(row.token) : null;
      if (cached) return { kind: 'cached' as const, token: cached };
      const recent = row.issuedAt.filter((at) => now.getTime() - Date.parse(at) < dayMs).sort();
      if (dailyLimit !== null && recent.length >= dailyLimit) {
        const nextAt = Date.parse(recent[0] ?? now.toISOString()) + dayMs;
        throw new ProviderError(provider, 'tokenQuota', `the ${dailyLimit} tokens of the day are spent`, {
          retryAfterSeconds: Math.ceil((nextAt - now.getTime()) / 1000),
        });
      }
      const claimedAt = now.toISOString();
      await tx
        .update(pmsAccessTokens)
        .set({ issuedAt: [...recent, claimedAt] })
        .where(where(provider, tokenKey));
      return { kind: 'claimed' as const, claimedAt };
    });
    if (claim.kind === 'cached') return claim.token;
    let issued: IssuedToken;
    try {
      issued = await issue();
    } catch (error) {
      // A refused request issued no token: its claim is given back. Any other failure may have issued
      // one that never reached us, so it stays counted.
      if (error instanceof ProviderError && error.failure === 'rejected') await giveBack(provider, tokenKey, claim.claimedAt);
      throw error;
    }
    await db
      .update(pmsAccessTokens)
      .set({ token: box.seal(issued.token), expiresAt: issued.expiresAt })
      .where(where(provider, tokenKey));
    return issued.token;
  }

  async function giveBack(provider: PmsProvider, tokenKey: string, claimedAt: string): Promise<void> {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(pmsAccessTokens).where(where(provider, tokenKey)).for('update');
      if (!row) return;
      const index = row.issuedAt.indexOf(claimedAt);
      if (index >= 0)
        await tx
          .update(pmsAccessTokens)
          .set({ issuedAt: row.issuedAt.filter((_, at) => at !== index) })
          .where(where(provider, tokenKey));
    });
  }
}
