CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL,
	"reservation_number" text,
	"guest_first_name" text NOT NULL,
	"guest_last_name" text,
	"guest_phone" text,
	"guest_email" text,
	"guest_nationality" text,
	"guest_language" text,
	"guest_age" integer,
	"check_in" timestamp with time zone NOT NULL,
	"check_out" timestamp with time zone NOT NULL,
	"pax" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'Unconfirmed' NOT NULL,
	"ota_origin" text,
	"ota_reservation_number" text,
	"pms_origin" text,
	"pms_reservation_number" text,
	"city_tax" numeric(12, 2),
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"access_type" text,
	"key_status" text,
	"access_code_1" text,
	"access_code_2" text,
	"arrival_method" text,
	"flight_number" text,
	"callback_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"additional_info" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"external_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "bookings_stay_order" CHECK ("bookings"."check_out" > "bookings"."check_in"),
	CONSTRAINT "bookings_pax_positive" CHECK ("bookings"."pax" >= 1)
);
--> statement-breakpoint
CREATE TABLE "task_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"parent_id" uuid,
	"translations" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"task_type_id" uuid NOT NULL,
	"priority" text NOT NULL,
	"room_id" uuid NOT NULL,
	"booking_id" uuid,
	"user_id" uuid,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"description" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_time_format" CHECK ("tasks"."time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_types" ADD CONSTRAINT "task_types_parent_id_task_types_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."task_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_task_type_id_task_types_id_fk" FOREIGN KEY ("task_type_id") REFERENCES "public"."task_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_room_stay" ON "bookings" USING btree ("room_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "bookings_check_in" ON "bookings" USING btree ("check_in");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_source_external" ON "bookings" USING btree ("source","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_types_key" ON "task_types" USING btree ("key");--> statement-breakpoint
CREATE INDEX "task_types_parent" ON "task_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "tasks_date" ON "tasks" USING btree ("date","time");--> statement-breakpoint
CREATE INDEX "tasks_room_date" ON "tasks" USING btree ("room_id","date");--> statement-breakpoint
CREATE INDEX "tasks_booking" ON "tasks" USING btree ("booking_id");