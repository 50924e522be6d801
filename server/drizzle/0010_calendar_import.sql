CREATE TABLE "calendar_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"feed_id" integer,
	"apartment_id" integer NOT NULL,
	"room_id" integer,
	"label" text NOT NULL,
	"uid" text NOT NULL,
	"kind" text NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reservation_url" text DEFAULT '' NOT NULL,
	"reservation_code" text DEFAULT '' NOT NULL,
	"phone_last4" text DEFAULT '' NOT NULL,
	"checkin_profile_id" integer,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"room_id" integer,
	"secret_hash" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "calendar_exports_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"room_id" integer,
	"label" text NOT NULL,
	"url_encrypted" text NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"last_result" text,
	"last_error_code" text,
	"last_error_message" text,
	"bookings_found" integer DEFAULT 0 NOT NULL,
	"blocked_found" integer DEFAULT 0 NOT NULL,
	"to_decide_found" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "default_check_in_time" time DEFAULT '15:00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "default_check_out_time" time DEFAULT '10:00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "awaiting_details" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "previous_check_in_date" date;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "previous_check_out_date" date;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "dates_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_feed_id_calendar_feeds_id_fk" FOREIGN KEY ("feed_id") REFERENCES "public"."calendar_feeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_feed_uid_idx" ON "calendar_events" USING btree ("feed_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_events_apartment_idx" ON "calendar_events" USING btree ("apartment_id","check_in_date");--> statement-breakpoint
CREATE INDEX "calendar_events_profile_idx" ON "calendar_events" USING btree ("checkin_profile_id");--> statement-breakpoint
CREATE INDEX "calendar_events_owner_idx" ON "calendar_events" USING btree ("owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_exports_target_idx" ON "calendar_exports" USING btree ("apartment_id",coalesce("room_id", 0));--> statement-breakpoint
CREATE INDEX "calendar_exports_owner_idx" ON "calendar_exports" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_owner_idx" ON "calendar_feeds" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_apartment_idx" ON "calendar_feeds" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_room_idx" ON "calendar_feeds" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_next_sync_idx" ON "calendar_feeds" USING btree ("next_sync_at");