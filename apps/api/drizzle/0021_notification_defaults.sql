CREATE TABLE "notification_defaults" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"calls_enabled" boolean NOT NULL,
	"send_noise_mail_notification" boolean NOT NULL,
	"disconnection_notification_enabled" boolean NOT NULL,
	"notify_guest" boolean NOT NULL,
	"send_noise_sms_notification" boolean NOT NULL,
	"send_smoke_mail_notification" boolean NOT NULL,
	"send_smoke_sms_notification" boolean NOT NULL,
	"send_crowd_mail_notification" boolean NOT NULL,
	"send_crowd_sms_notification" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "notification_defaults" ADD CONSTRAINT "notification_defaults_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_defaults" ADD CONSTRAINT "notification_defaults_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;