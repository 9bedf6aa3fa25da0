ALTER TABLE "auto_login_links" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "auto_login_links" ADD COLUMN "alarm_id" uuid;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "room_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "alarm_links_log_in" boolean DEFAULT false NOT NULL;