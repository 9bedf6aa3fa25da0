CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitor_id" text NOT NULL,
	"firmware" text,
	"operator" text,
	"status" text DEFAULT 'active' NOT NULL,
	"owner_id" uuid,
	"token_hash" text NOT NULL,
	"last_seq" bigint,
	"last_seen_at" timestamp with time zone,
	"qc_pass" text,
	"calibration" text DEFAULT 'pending' NOT NULL,
	"ota_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "devices_monitor_id_unique" UNIQUE("monitor_id")
);
--> statement-breakpoint
CREATE TABLE "readings" (
	"monitor_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"ts" timestamp with time zone NOT NULL,
	"room_id" uuid,
	"noise" real,
	"smoking_probability" real,
	"pax" integer,
	"temperature" real,
	"humidity" real,
	"iaq" real,
	"iaq_accuracy" smallint,
	"voc" double precision,
	"battery_level" real,
	"battery_mode" text,
	"wifi" real,
	"localip" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "readings_monitor_id_seq_pk" PRIMARY KEY("monitor_id","seq")
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "address2" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "phone_sms" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "timezone_name" text DEFAULT 'Europe/Madrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "timezone_label" text DEFAULT '(GMT+01:00) Madrid' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "night_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "calls_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "call_all_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "disable_first_call" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "notify_guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_noise_mail_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_noise_sms_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_smoke_mail_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_smoke_sms_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_crowd_mail_notification" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "send_crowd_sms_notification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "disconnection_notification_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "custom_guest_call_options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "microphone_sensibility" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "smoking_alert_threshold" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "crowding_alert_treshold" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "voice_name" text DEFAULT 'female' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "noise_settings" jsonb DEFAULT '{"sensitivity":"normal","from":"22:00","to":"08:00","allDay":false,"sustainMinutes":5}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "alert_schedules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "guesty_linked_room" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "avantio_linked_room" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "kross_linked_room" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "merge_done" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "latest" jsonb;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "devices_owner" ON "devices" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "readings_room_ts" ON "readings" USING btree ("room_id","ts");--> statement-breakpoint
CREATE INDEX "readings_ts" ON "readings" USING btree ("ts");