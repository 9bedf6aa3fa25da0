CREATE TABLE "alarm_evaluations" (
	"room_id" uuid PRIMARY KEY NOT NULL,
	"last_ts" timestamp with time zone NOT NULL,
	"state" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alarms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"monitor_id" text NOT NULL,
	"owner_id" uuid,
	"type" text NOT NULL,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_triggered_at" timestamp with time zone NOT NULL,
	"peak" real NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"acknowledged_at" timestamp with time zone,
	"acknowledged_by" uuid,
	"stage" text DEFAULT 'none' NOT NULL,
	"host_due_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "alarm_evaluations" ADD CONSTRAINT "alarm_evaluations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alarms" ADD CONSTRAINT "alarms_acknowledged_by_users_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alarms_one_active_per_room_type" ON "alarms" USING btree ("room_id","type") WHERE "alarms"."state" = 'active';--> statement-breakpoint
CREATE INDEX "alarms_created_at" ON "alarms" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alarms_room_created_at" ON "alarms" USING btree ("room_id","created_at");--> statement-breakpoint
CREATE INDEX "alarms_owner" ON "alarms" USING btree ("owner_id");