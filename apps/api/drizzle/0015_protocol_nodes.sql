CREATE TABLE "nodes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"parent_id" uuid,
	"kind" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"location_type" text,
	"description" text,
	"room_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nodes_root_has_no_parent" CHECK (("nodes"."kind" = 'root') = ("nodes"."parent_id" is null)),
	CONSTRAINT "nodes_room_leaf" CHECK (("nodes"."kind" = 'room') = ("nodes"."room_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_parent_id_nodes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nodes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nodes_parent" ON "nodes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "nodes_owner" ON "nodes" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nodes_one_root_per_owner" ON "nodes" USING btree ("owner_id") WHERE "nodes"."kind" = 'root';--> statement-breakpoint
CREATE UNIQUE INDEX "nodes_room" ON "nodes" USING btree ("room_id");