CREATE TABLE "reading_aggregates" (
	"monitor_id" text NOT NULL,
	"room_id" uuid,
	"start" timestamp with time zone NOT NULL,
	"first_ts" timestamp with time zone NOT NULL,
	"readings" integer NOT NULL,
	"noise_n" integer NOT NULL,
	"noise_sum" double precision,
	"noise_min" double precision,
	"noise_max" double precision,
	"smoking_probability_n" integer NOT NULL,
	"smoking_probability_sum" double precision,
	"smoking_probability_min" double precision,
	"smoking_probability_max" double precision,
	"pax_n" integer NOT NULL,
	"pax_sum" double precision,
	"pax_min" double precision,
	"pax_max" double precision,
	"temperature_n" integer NOT NULL,
	"temperature_sum" double precision,
	"temperature_min" double precision,
	"temperature_max" double precision,
	"humidity_n" integer NOT NULL,
	"humidity_sum" double precision,
	"humidity_min" double precision,
	"humidity_max" double precision,
	"iaq_n" integer NOT NULL,
	"iaq_sum" double precision,
	"iaq_min" double precision,
	"iaq_max" double precision,
	"voc_n" integer NOT NULL,
	"voc_sum" double precision,
	"voc_min" double precision,
	"voc_max" double precision,
	"battery_level_n" integer NOT NULL,
	"battery_level_sum" double precision,
	"battery_level_min" double precision,
	"battery_level_max" double precision,
	CONSTRAINT "reading_aggregates_key" UNIQUE NULLS NOT DISTINCT("monitor_id","room_id","start")
);
--> statement-breakpoint
CREATE TABLE "reading_aggregates_dirty" (
	"start" timestamp with time zone PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_aggregates_done" (
	"id" integer PRIMARY KEY NOT NULL,
	"until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Written by hand (drizzle-kit generated only the key's change; it does not model partitions):
-- the readings table becomes partitioned by day (UTC) on "ts", keeping every row. A partition of its
-- own for every day that has readings and for today and the next 7 days, a DEFAULT one for the rest;
-- the housekeeping creates the days ahead from then on (readings/partitions.ts). docs/scaling.md.
ALTER TABLE "readings" RENAME TO "readings_unpartitioned";--> statement-breakpoint
ALTER INDEX "readings_room_ts" RENAME TO "readings_unpartitioned_room_ts";--> statement-breakpoint
ALTER INDEX "readings_ts" RENAME TO "readings_unpartitioned_ts";--> statement-breakpoint
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
	CONSTRAINT "readings_monitor_id_seq_ts_pk" PRIMARY KEY("monitor_id","seq","ts")
) PARTITION BY RANGE ("ts");
--> statement-breakpoint
CREATE INDEX "readings_room_ts" ON "readings" USING btree ("room_id","ts");--> statement-breakpoint
CREATE INDEX "readings_ts" ON "readings" USING btree ("ts");--> statement-breakpoint
CREATE TABLE "readings_default" PARTITION OF "readings" DEFAULT;--> statement-breakpoint
DO $$
DECLARE
	day date;
BEGIN
	FOR day IN
		SELECT DISTINCT ("ts" AT TIME ZONE 'UTC')::date FROM "readings_unpartitioned"
		UNION SELECT ((now() AT TIME ZONE 'UTC')::date + n) FROM generate_series(0, 7) AS n
	LOOP
		EXECUTE format(
			'CREATE TABLE %I PARTITION OF "readings" FOR VALUES FROM (%L) TO (%L)',
			'readings_p' || to_char(day, 'YYYYMMDD'),
			(day::timestamp AT TIME ZONE 'UTC'),
			((day + 1)::timestamp AT TIME ZONE 'UTC')
		);
	END LOOP;
END
$$;
--> statement-breakpoint
INSERT INTO "readings" SELECT "monitor_id", "seq", "ts", "room_id", "noise", "smoking_probability", "pax", "temperature", "humidity", "iaq", "iaq_accuracy", "voc", "battery_level", "battery_mode", "wifi", "localip", "received_at" FROM "readings_unpartitioned";--> statement-breakpoint
DROP TABLE "readings_unpartitioned";--> statement-breakpoint
CREATE INDEX "reading_aggregates_room_start" ON "reading_aggregates" USING btree ("room_id","start");--> statement-breakpoint
CREATE INDEX "reading_aggregates_start" ON "reading_aggregates" USING btree ("start");