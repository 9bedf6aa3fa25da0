ALTER TABLE "alarms" ADD COLUMN "false_alarm_cause" text;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "false_alarm_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarms" ADD COLUMN "false_alarm_by" uuid;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_false_alarm_by_users_id_fk" FOREIGN KEY ("false_alarm_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;