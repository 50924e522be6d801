CREATE TABLE "shelly_rate_slots" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL,
	"next_ticket" bigint DEFAULT 0 NOT NULL,
	"serving_ticket" bigint DEFAULT 0 NOT NULL,
	"call_id" text DEFAULT '' NOT NULL,
	"call_started_at" timestamp with time zone NOT NULL,
	"call_done_at" timestamp with time zone
);
