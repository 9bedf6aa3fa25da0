CREATE TABLE "alarm_action_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"alarm_id" uuid NOT NULL,
	"action" text NOT NULL,
	"recipient" text NOT NULL,
	"actor_id" uuid NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"target" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alarm_action_links" ADD CONSTRAINT "alarm_action_links_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_action_links_alarm" ON "alarm_action_links" USING btree ("alarm_id");