ALTER TABLE "notification_jobs" ADD COLUMN "delivery" text;--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD COLUMN "delivery_error" text;--> statement-breakpoint
ALTER TABLE "notification_jobs" ADD COLUMN "delivery_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notification_jobs_provider_id" ON "notification_jobs" USING btree ("provider_id");