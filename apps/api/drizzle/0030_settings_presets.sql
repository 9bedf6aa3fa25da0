CREATE TABLE "settings_presets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"standard" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "rooms" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "preset_id" uuid;--> statement-breakpoint
ALTER TABLE "settings_presets" ADD CONSTRAINT "settings_presets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "settings_presets_customer" ON "settings_presets" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settings_presets_standard" ON "settings_presets" USING btree ("customer_id") WHERE "settings_presets"."standard";--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_preset_id_settings_presets_id_fk" FOREIGN KEY ("preset_id") REFERENCES "public"."settings_presets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rooms_preset" ON "rooms" USING btree ("preset_id");--> statement-breakpoint
-- Every customer starts with the standard preset: the spec's defaults (docs/presets.md). Its rooms keep their own settings.
INSERT INTO "settings_presets" ("customer_id", "name", "standard", "settings")
SELECT "id", 'Estándar', true, '{"callsEnabled":true,"callAllTime":false,"disableFirstCall":false,"notifyGuest":false,"sendNoiseMailNotification":true,"sendNoiseSMSNotification":false,"sendSmokeMailNotification":true,"sendSmokeSMSNotification":false,"sendCrowdMailNotification":true,"sendCrowdSMSNotification":false,"disconnectionNotificationEnabled":true,"smokingAlertThreshold":70,"crowdingAlertTreshold":12,"noiseSettings":{"sensitivity":"normal","from":"22:00","to":"08:00","allDay":false,"sustainMinutes":5},"alertSchedules":[]}'::jsonb
FROM "customers";
