import { deviceStatuses } from '@sereno/validation';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { issueClaimCode } from '../../devices/claim-codes.ts';

/**
 * A device (spec §3 Device): identified by the `monitorId` printed on it, authenticated by a token
 * of which only the SHA-256 is kept (shown once at creation and at each rotation). The room it
 * watches is the live room whose `monitorId` is this one.
 */
export const devices = pgTable(
  'devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    monitorId: text('monitor_id').notNull().unique(),
    /** Printed on the label: claims the device while nobody owns it (./claim-codes.ts). */
    claimCode: text('claim_code').notNull().$defaultFn(issueClaimCode),
    firmware: text('firmware'),
    operator: text('operator'),
    status: text('status', { enum: deviceStatuses }).notNull().default('active'),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** The highest `seq` stored: a replay at or below it is dropped without a lookup per reading. */
    lastSeq: bigint('last_seq', { mode: 'number' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** Factory quality check and calibration (the flasher writes them). */
    qcPass: text('qc_pass', { enum: ['pass', 'fail'] }),
    calibration: text('calibration', { enum: ['calibrated', 'pending'] })
      .notNull()
      .default('pending'),
    /** An over-the-air update asked for and not yet reported done. */
    otaRequestedAt: timestamp('ota_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('devices_owner').on(table.ownerId)],
);

export type DeviceRow = typeof devices.$inferSelect;
