CREATE TABLE "bus_payloads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identification_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"checkin_profile_id" integer NOT NULL,
	"door_id" integer,
	"caller" text DEFAULT 'guest' NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"guest_socket" text,
	"owner_socket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"ended_by" text
);
--> statement-breakpoint
CREATE TABLE "identification_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"checkin_profile_id" integer NOT NULL,
	"call_id" integer,
	"guest_registration_id" integer,
	"event" text NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "identification_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "identified_by" integer;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD COLUMN "identification_method" text;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "identification_status" text;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD COLUMN "identified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identification_calls" ADD CONSTRAINT "identification_calls_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_calls" ADD CONSTRAINT "identification_calls_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_calls" ADD CONSTRAINT "identification_calls_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_events" ADD CONSTRAINT "identification_events_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_events" ADD CONSTRAINT "identification_events_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_events" ADD CONSTRAINT "identification_events_call_id_identification_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."identification_calls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identification_events" ADD CONSTRAINT "identification_events_guest_registration_id_guest_registrations_id_fk" FOREIGN KEY ("guest_registration_id") REFERENCES "public"."guest_registrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_payloads_created_idx" ON "bus_payloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "identification_calls_owner_idx" ON "identification_calls" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "identification_calls_live_idx" ON "identification_calls" USING btree ("checkin_profile_id") WHERE "identification_calls"."status" in ('ringing', 'answered');--> statement-breakpoint
CREATE INDEX "identification_calls_ringing_idx" ON "identification_calls" USING btree ("created_at") WHERE "identification_calls"."status" in ('ringing', 'answered');--> statement-breakpoint
CREATE INDEX "identification_events_profile_idx" ON "identification_events" USING btree ("checkin_profile_id");--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD CONSTRAINT "checkin_profiles_identified_by_owners_id_fk" FOREIGN KEY ("identified_by") REFERENCES "public"."owners"("id") ON DELETE set null ON UPDATE no action;