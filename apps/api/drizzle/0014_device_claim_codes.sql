-- Every device gets a claim code (src/devices/claim-codes.ts): new ones from the server, the existing
-- ones here, 10 characters of Crockford base32, each from its own random byte of gen_random_uuid()
-- (bytes 6 and 8 are skipped: they hold the UUID's version and variant bits).
ALTER TABLE "devices" ADD COLUMN "claim_code" text;--> statement-breakpoint
UPDATE "devices" AS "device" SET "claim_code" = "codes"."code"
FROM (
  SELECT "id", (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', get_byte("random"."bytes", "position") % 32 + 1, 1), '' ORDER BY "position")
    FROM unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11]) AS "position"
  ) AS "code"
  FROM "devices", LATERAL (SELECT decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS "bytes" WHERE "devices"."id" IS NOT NULL) AS "random"
) AS "codes"
WHERE "codes"."id" = "device"."id";--> statement-breakpoint
ALTER TABLE "devices" ALTER COLUMN "claim_code" SET NOT NULL;
