-- Every API process keeps recently checked tokens for a few seconds (src/auth/token-cache.ts) and
-- LISTENs on "soglia_auth": whatever ends or changes a login (logout, a password change, a
-- deleted stay or owner, new stay dates or time zone) notifies every process at commit, whoever
-- made the change (the API, the CLI, the retention job, a cascade).
CREATE OR REPLACE FUNCTION "soglia_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('soglia_auth', TG_ARGV[0] || ':' || OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "auth_tokens_auth_changed" AFTER DELETE OR UPDATE OF "key_hash", "owner_id", "checkin_profile_id"
  ON "auth_tokens" FOR EACH ROW EXECUTE FUNCTION "soglia_auth_changed"('token');--> statement-breakpoint
CREATE TRIGGER "checkin_profiles_auth_changed" AFTER UPDATE OF "owner_id", "apartment_id", "check_in_date",
  "check_in_time", "check_out_date", "check_out_time", "password_hash"
  ON "checkin_profiles" FOR EACH ROW EXECUTE FUNCTION "soglia_auth_changed"('profile');--> statement-breakpoint
CREATE TRIGGER "apartments_auth_changed" AFTER UPDATE OF "owner_id", "time_zone"
  ON "apartments" FOR EACH ROW EXECUTE FUNCTION "soglia_auth_changed"('apartment');--> statement-breakpoint
CREATE TRIGGER "owners_auth_changed" AFTER DELETE OR UPDATE OF "password_hash"
  ON "owners" FOR EACH ROW EXECUTE FUNCTION "soglia_auth_changed"('owner');--> statement-breakpoint
-- The stay search matches any part of a name (ILIKE '%…%'): trigram indexes let a rare name cost
-- what a common one does. Without pg_trgm (a PostgreSQL built without contrib) the search works
-- as before, and prefix indexes on lower(name) / lower(surname) are created instead.
DO $$
BEGIN
  BEGIN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
  EXCEPTION WHEN OTHERS THEN
    RAISE NOTICE 'pg_trgm is not available: prefix indexes on the stay names instead';
  END;
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS "checkin_profiles_name_trgm_idx"
      ON "checkin_profiles" USING gin ("name" gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS "checkin_profiles_surname_trgm_idx"
      ON "checkin_profiles" USING gin ("surname" gin_trgm_ops);
  ELSE
    CREATE INDEX IF NOT EXISTS "checkin_profiles_name_prefix_idx"
      ON "checkin_profiles" ("owner_id", lower("name") text_pattern_ops);
    CREATE INDEX IF NOT EXISTS "checkin_profiles_surname_prefix_idx"
      ON "checkin_profiles" ("owner_id", lower("surname") text_pattern_ops);
  END IF;
END;
$$;
--> statement-breakpoint
-- Stays overlapping a date range (owner-checkin-details, its pages): a GiST index on the stay's
-- closed date range finds them without reading every later or earlier stay of the owner.
CREATE INDEX IF NOT EXISTS "checkin_profiles_stay_range_idx" ON "checkin_profiles" USING gist (
  daterange(least("check_in_date", "check_out_date"), greatest("check_in_date", "check_out_date"), '[]')
);
