CREATE TABLE "pms_access_tokens" (
	"provider" text NOT NULL,
	"token_key" text NOT NULL,
	"token" text,
	"expires_at" timestamp with time zone,
	"issued_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "pms_access_tokens_provider_token_key_pk" PRIMARY KEY("provider","token_key")
);
--> statement-breakpoint
CREATE TABLE "pms_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"credentials" text NOT NULL,
	"token_key" text NOT NULL,
	"linked_at" timestamp with time zone NOT NULL,
	"linked_by" uuid,
	"last_sync_at" timestamp with time zone,
	"synced_until" timestamp with time zone,
	"sync_lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pms_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"imported" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error_message" text
);
--> statement-breakpoint
ALTER TABLE "pms_connections" ADD CONSTRAINT "pms_connections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_connections" ADD CONSTRAINT "pms_connections_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pms_sync_runs" ADD CONSTRAINT "pms_sync_runs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pms_connections_customer_provider" ON "pms_connections" USING btree ("customer_id","provider");--> statement-breakpoint
CREATE INDEX "pms_sync_runs_customer_started" ON "pms_sync_runs" USING btree ("customer_id","started_at");--> statement-breakpoint
CREATE INDEX "pms_sync_runs_started" ON "pms_sync_runs" USING btree ("started_at");