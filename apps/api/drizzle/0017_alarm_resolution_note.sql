ALTER TABLE "alarms" ADD COLUMN "resolution_reason" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "resolution_note" text;