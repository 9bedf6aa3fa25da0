DROP INDEX "email_outbox_pending_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "first_attempt_at" timestamp with time zone;--> statement-breakpoint
-- The outbox becomes a kind of the job runner: each row's state, from what the old worker left. A row
-- it held (its next attempt pushed forward by the lease) stays pending until then: no email is lost.
UPDATE "email_outbox" SET "status" = 'sent' WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
UPDATE "email_outbox" SET "status" = 'failed' WHERE "sent_at" IS NULL AND "attempts" >= 6;--> statement-breakpoint
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" in ('pending', 'sending');