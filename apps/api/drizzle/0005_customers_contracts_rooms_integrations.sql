CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_contract_id" uuid NOT NULL,
	"name" text NOT NULL,
	"qty" integer NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"family" text NOT NULL,
	CONSTRAINT "licences_qty_nonnegative" CHECK ("licences"."qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"monitor_id" text,
	"phone" text,
	"owner_id" uuid,
	"manager_id" uuid,
	"license_id" uuid,
	"service_contract_id" uuid,
	"last_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"application_name" text NOT NULL,
	"application_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "user_integrations_application_id_unique" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "vat" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "zipcode" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reports_email" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reports_phone" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "reports_phone_sms" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "disconnection_notification_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "annotations" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "third_party_services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_service_contract_id_service_contracts_id_fk" FOREIGN KEY ("service_contract_id") REFERENCES "public"."service_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_license_id_licences_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_service_contract_id_service_contracts_id_fk" FOREIGN KEY ("service_contract_id") REFERENCES "public"."service_contracts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_contracts" ADD CONSTRAINT "service_contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_integrations" ADD CONSTRAINT "user_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "licences_contract" ON "licences" USING btree ("service_contract_id");--> statement-breakpoint
CREATE INDEX "rooms_owner" ON "rooms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rooms_manager" ON "rooms" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "rooms_license" ON "rooms" USING btree ("license_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_monitor_live" ON "rooms" USING btree ("monitor_id") WHERE "rooms"."deleted_at" is null and "rooms"."monitor_id" is not null;--> statement-breakpoint
CREATE INDEX "service_contracts_customer" ON "service_contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "user_integrations_user" ON "user_integrations" USING btree ("user_id");