// A customer's provider accounts: linked with credentials sealed at rest (crypto.ts), read back only
// here, unlinked by deleting them. The API never returns a credential: only which providers are
// linked, since when, and the last sync.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../platform/database.ts';
import type { SecretBox } from './crypto.ts';
import { pmsAccessTokens, pmsConnections, type PmsConnectionRow, type PmsProvider } from '../db/schema/third-parties.ts';
import type { AvantioCredentials } from './avantio.ts';
import type { GuestyCredentials } from './guesty.ts';
import type { KrossCredentials } from './kross.ts';

export interface CredentialsOf {
  guesty: GuestyCredentials;
  avantio: AvantioCredentials;
  kross: KrossCredentials;
}

export type LinkedAccount<Provider extends PmsProvider = PmsProvider> = {
  connection: PmsConnectionRow;
  credentials: CredentialsOf[Provider];
};

/** What a stored row holds: the credentials, or why they cannot be had. */
export type StoredCredentials<Provider extends PmsProvider> = LinkedAccount<Provider> | { missing: 'notLinked' | 'unreadable' };

export function createConnections({ db, box }: { db: Database; box: SecretBox }) {
  const where = (customerId: string, provider: PmsProvider) => and(eq(pmsConnections.customerId, customerId), eq(pmsConnections.provider, provider));

  return {
    /** Stores (or replaces) the customer's account at `provider`; a new account's imports start over. */
    async link<Provider extends PmsProvider>(
      tx: Database,
      input: { customerId: string; provider: Provider; credentials: CredentialsOf[Provider]; tokenKey: string; linkedBy: string | null; now: Date },
    ) {
      const values = { credentials: box.seal(JSON.stringify(input.credentials)), tokenKey: input.tokenKey, linkedAt: input.now, linkedBy: input.linkedBy };
      const [previous] = await tx.select({ tokenKey: pmsConnections.tokenKey }).from(pmsConnections).where(where(input.customerId, input.provider));
      const sameAccount = previous?.tokenKey === input.tokenKey;
      await tx
        .insert(pmsConnections)
        .values({ customerId: input.customerId, provider: input.provider, ...values })
        .onConflictDoUpdate({
          target: [pmsConnections.customerId, pmsConnections.provider],
          set: sameAccount ? values : { ...values, syncedUntil: null, lastSyncAt: null },
        });
    },

    /** Forgets the account and its token (the count of tokens issued today stays); false when none was linked. */
    async unlink(tx: Database, customerId: string, provider: PmsProvider): Promise<boolean> {
      const [row] = await tx.delete(pmsConnections).where(where(customerId, provider)).returning({ tokenKey: pmsConnections.tokenKey });
      if (!row) return false;
      await tx
        .update(pmsAccessTokens)
        .set({ token: null, expiresAt: null })
        .where(and(eq(pmsAccessTokens.provider, provider), eq(pmsAccessTokens.tokenKey, row.tokenKey)));
      return true;
    },

    async get<Provider extends PmsProvider>(customerId: string, provider: Provider): Promise<StoredCredentials<Provider>> {
      const [connection] = await db.select().from(pmsConnections).where(where(customerId, provider));
      if (!connection) return { missing: 'notLinked' };
      return this.open(connection as PmsConnectionRow & { provider: Provider }) ?? { missing: 'unreadable' };
    },

    /** The row's credentials, or null when they were sealed under a key this server no longer has. */
    open<Provider extends PmsProvider>(connection: PmsConnectionRow & { provider: Provider }): LinkedAccount<Provider> | null {
      const plain = box.open(connection.credentials);
      if (plain === null) return null;
      return { connection, credentials: JSON.parse(plain) as CredentialsOf[Provider] };
    },

    /**
     * Seals again under the current key what a previous key sealed (credentials and tokens), so that
     * after one start with SERENO_PREVIOUS_SECRET the previous secret can go. Returns how many.
     */
    async resealAll(): Promise<number> {
      let resealed = 0;
      for (const row of await db.select({ id: pmsConnections.id, credentials: pmsConnections.credentials }).from(pmsConnections)) {
        const plain = box.isCurrent(row.credentials) ? null : box.open(row.credentials);
        if (plain === null) continue;
        await db
          .update(pmsConnections)
          .set({ credentials: box.seal(plain) })
          .where(eq(pmsConnections.id, row.id));
        resealed++;
      }
      for (const row of await db.select().from(pmsAccessTokens)) {
        const plain = row.token === null || box.isCurrent(row.token) ? null : box.open(row.token);
        if (plain === null) continue;
        await db
          .update(pmsAccessTokens)
          .set({ token: box.seal(plain) })
          .where(and(eq(pmsAccessTokens.provider, row.provider), eq(pmsAccessTokens.tokenKey, row.tokenKey)));
        resealed++;
      }
      return resealed;
    },

    async ofCustomer(customerId: string): Promise<PmsConnectionRow[]> {
      return db.select().from(pmsConnections).where(eq(pmsConnections.customerId, customerId));
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;
