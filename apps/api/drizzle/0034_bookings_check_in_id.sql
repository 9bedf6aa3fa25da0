DROP INDEX "bookings_check_in";--> statement-breakpoint
CREATE INDEX "bookings_check_in_id" ON "bookings" USING btree ("check_in","id");