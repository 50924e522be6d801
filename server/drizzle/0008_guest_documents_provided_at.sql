ALTER TABLE "guest_registrations" ADD COLUMN "documents_provided_at" timestamp with time zone;--> statement-breakpoint
-- Backfill: photos still stored were provided when the guest was registered. Photos already
-- deleted because the record was accepted cannot be told apart from photos never given, so
-- an accepted record of a profile that requires photos counts as provided (the host sent it).
UPDATE "guest_registrations" AS g SET "documents_provided_at" = g."created_at"
WHERE g."document_photo" IS NOT NULL
   OR EXISTS (
     SELECT 1 FROM "alloggiati_records" r
     INNER JOIN "checkin_profiles" p ON p."id" = g."checkin_profile_id"
     WHERE r."guest_id" = g."id" AND r."status" = 'accepted' AND p."require_document_photo"
   );
