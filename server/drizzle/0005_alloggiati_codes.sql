ALTER TABLE "billing_info" ADD COLUMN "sdi_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "pec" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "place_of_birth_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "citizenship_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "place_of_issue_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "place_codes_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Guests stored before the codes existed: matched to the tables on the next start (guests.backfill.ts).
UPDATE "guest_registrations" SET "place_codes_pending" = true WHERE "place_of_birth" <> '' OR "citizenship" <> '' OR "place_of_issue" <> '';
