-- Owners log in case-insensitively. Names that differed only by case before this migration keep
-- the oldest owner's spelling; the others become "<name>-<id>" (see server/README.md).
UPDATE "owners" AS o SET "username" = o."username" || '-' || o."id"
WHERE EXISTS (
  SELECT 1 FROM "owners" AS p WHERE lower(p."username") = lower(o."username") AND p."id" < o."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "owners_username_lower_uq" ON "owners" USING btree (lower("username"));
