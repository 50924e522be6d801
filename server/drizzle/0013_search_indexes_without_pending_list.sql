-- The trigram indexes of the stay search keep no pending list (fastupdate off): with it, the
-- stays added since the last vacuum (a calendar import, a busy day) sit in an unsorted list that
-- every search reads whole — a rare name then cost 20 ms at 10,000 stays instead of 0.1 ms. Stays
-- are added a few at a time, so writing each straight into the index costs little.
DO $$
BEGIN
  IF to_regclass('checkin_profiles_name_trgm_idx') IS NOT NULL THEN
    ALTER INDEX "checkin_profiles_name_trgm_idx" SET (fastupdate = off);
  END IF;
  IF to_regclass('checkin_profiles_surname_trgm_idx') IS NOT NULL THEN
    ALTER INDEX "checkin_profiles_surname_trgm_idx" SET (fastupdate = off);
  END IF;
END $$;
