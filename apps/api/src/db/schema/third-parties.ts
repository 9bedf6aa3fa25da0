import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { users } from './users.ts';
import type { ThirdPartyMessage } from '../../third-parties/messages.ts';

/** The property-management systems Sereno imports bookings from (spec §3 Integrations). */
export const pmsProviderValues = ['guesty', 'avantio', 'kross'] as const;
export type PmsProvider = (typeof pmsProviderValues)[number];

/**
 * A customer's account at a provider. `credentials` is the AES-256-GCM ciphertext of the credentials'
 * JSON (crypto.ts): it never leaves the server, the API only says "linked" and since when.
 * `syncLeaseUntil` is the lease of the sync that is running it somewhere (sync.ts), so that two
 * processes or a scheduled and a manual sync never import one account at once.
 */
export const pmsConnections = pgTable(
  'pms_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: pmsProviderValues }).notNull(),
    credentials: text('credentials').notNull(),
    /** The provider's access-token key (tokens.ts): its tokens are shared by whoever links the same key. */
    tokenKey: text('token_key').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull(),
    linkedBy: uuid('linked_by').references(() => users.id, { onDelete: 'set null' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** The newest modification seen at the last sync: the next one asks only for what changed since. */
    syncedUntil: timestamp('synced_until', { withTimezone: true }),
    syncLeaseUntil: timestamp('sync_lease_until', { withTimezone: true }),
  },
  (table) => [uniqueIndex('pms_connections_customer_provider').on(table.customerId, table.provider)],
);
export type PmsConnectionRow = typeof pmsConnections.$inferSelect;

/**
 * The access tokens of a provider key, kept in the database so that restarts and replicas share them:
 * Guesty issues only 5 tokens per key a day, each good for 24 hours. `issuedAt` keeps when each token
 * of the last day was issued (to count them); `token` is encrypted like the credentials. The row
 * outlives an unlink, so that unlinking and linking again cannot spend more tokens than the day allows.
 */
export const pmsAccessTokens = pgTable(
  'pms_access_tokens',
  {
    provider: text('provider', { enum: pmsProviderValues }).notNull(),
    /** A SHA-256 of the provider and the key's public id (the client id): never the secret. */
    tokenKey: text('token_key').notNull(),
    token: text('token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    issuedAt: jsonb('issued_at').$type<string[]>().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.provider, table.tokenKey] })],
);
export type PmsAccessTokenRow = typeof pmsAccessTokens.$inferSelect;

/** One import of one customer's account: what came in and what went wrong (GET /third-parties/sync-runs). */
export const pmsSyncRuns = pgTable(
  'pms_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: pmsProviderValues }).notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    imported: integer('imported').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    /**
     * The first failure of the run as a message key and its parameters (the provider's answer, never a
     * credential), put in words in the language of whoever reads the run.
     */
    failure: jsonb('failure').$type<ThirdPartyMessage>(),
  },
  (table) => [index('pms_sync_runs_customer_started').on(table.customerId, table.startedAt), index('pms_sync_runs_started').on(table.startedAt)],
);
export type PmsSyncRunRow = typeof pmsSyncRuns.$inferSelect;
