CREATE TABLE "apartment_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"room_id" integer,
	"title" varchar(255) NOT NULL,
	"type" text NOT NULL,
	"info" varchar(5000) NOT NULL,
	"google_link" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apartments" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"cin" text NOT NULL,
	"google_maps_link" text DEFAULT '' NOT NULL,
	"shelly" boolean DEFAULT false NOT NULL,
	"server_uri" text DEFAULT '' NOT NULL,
	"auth_key_encrypted" text DEFAULT '' NOT NULL,
	"get_guest_info" boolean DEFAULT false NOT NULL,
	"get_document_photo" boolean DEFAULT false NOT NULL,
	"get_billing_info" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'Europe/Rome' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"key_hash" text NOT NULL,
	"owner_id" integer,
	"checkin_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "auth_tokens_one_subject" CHECK (("auth_tokens"."owner_id" IS NULL) <> ("auth_tokens"."checkin_profile_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "billing_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkin_profile_id" integer NOT NULL,
	"person_type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"tax_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkin_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"room_id" integer,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"guest_number" integer DEFAULT 1 NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"check_in_time" time NOT NULL,
	"check_out_time" time NOT NULL,
	"username" text NOT NULL,
	"password_encrypted" text NOT NULL,
	"password_hash" text NOT NULL,
	"guest_type" text,
	"require_registration_form" boolean DEFAULT false NOT NULL,
	"require_document_photo" boolean DEFAULT false NOT NULL,
	"require_billing_info" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkin_profiles_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "door_open_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"door_id" integer,
	"checkin_profile_id" integer,
	"door_name" text DEFAULT '' NOT NULL,
	"guest_username" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_rooms" (
	"door_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "door_rooms_door_id_room_id_pk" PRIMARY KEY("door_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "doors" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"access_type" text DEFAULT 'solo istruzioni' NOT NULL,
	"id_device" text DEFAULT '' NOT NULL,
	"check_position_code" text DEFAULT '' NOT NULL,
	"channel_device" integer DEFAULT 0 NOT NULL,
	"access_code" varchar(20) DEFAULT '' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"instructions" varchar(5000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"checkin_profile_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"citizenship" text DEFAULT '' NOT NULL,
	"place_of_birth" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT '' NOT NULL,
	"document_type" text DEFAULT 'identity card' NOT NULL,
	"document_number" text DEFAULT '' NOT NULL,
	"place_of_issue" text DEFAULT '' NOT NULL,
	"document_photo" text,
	"document_photo_back" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_locks" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"apartment_info_id" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"title" varchar(255) NOT NULL,
	"info" varchar(5000) NOT NULL,
	CONSTRAINT "language_informations_info_code_uq" UNIQUE("apartment_info_id","code")
);
--> statement-breakpoint
CREATE TABLE "language_instructions" (
	"id" serial PRIMARY KEY NOT NULL,
	"door_id" integer NOT NULL,
	"language" text NOT NULL,
	"code" text NOT NULL,
	"door_name" varchar(40) DEFAULT '' NOT NULL,
	"text" varchar(5000) DEFAULT '' NOT NULL,
	CONSTRAINT "language_instructions_door_code_uq" UNIQUE("door_id","code")
);
--> statement-breakpoint
CREATE TABLE "owners" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owners_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "apartment_info" ADD CONSTRAINT "apartment_info_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_info" ADD CONSTRAINT "apartment_info_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartment_info" ADD CONSTRAINT "apartment_info_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apartments" ADD CONSTRAINT "apartments_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_info" ADD CONSTRAINT "billing_info_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD CONSTRAINT "checkin_profiles_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD CONSTRAINT "checkin_profiles_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkin_profiles" ADD CONSTRAINT "checkin_profiles_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_open_audit" ADD CONSTRAINT "door_open_audit_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_open_audit" ADD CONSTRAINT "door_open_audit_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_open_audit" ADD CONSTRAINT "door_open_audit_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_rooms" ADD CONSTRAINT "door_rooms_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "door_rooms" ADD CONSTRAINT "door_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doors" ADD CONSTRAINT "doors_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_registrations" ADD CONSTRAINT "guest_registrations_checkin_profile_id_checkin_profiles_id_fk" FOREIGN KEY ("checkin_profile_id") REFERENCES "public"."checkin_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_informations" ADD CONSTRAINT "language_informations_apartment_info_id_apartment_info_id_fk" FOREIGN KEY ("apartment_info_id") REFERENCES "public"."apartment_info"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "language_instructions" ADD CONSTRAINT "language_instructions_door_id_doors_id_fk" FOREIGN KEY ("door_id") REFERENCES "public"."doors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "apartment_info_owner_idx" ON "apartment_info" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "apartment_info_apartment_idx" ON "apartment_info" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "apartments_owner_idx" ON "apartments" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_owner_idx" ON "auth_tokens" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "auth_tokens_profile_idx" ON "auth_tokens" USING btree ("checkin_profile_id");--> statement-breakpoint
CREATE INDEX "billing_info_profile_idx" ON "billing_info" USING btree ("checkin_profile_id");--> statement-breakpoint
CREATE INDEX "checkin_profiles_owner_idx" ON "checkin_profiles" USING btree ("owner_id","check_in_date");--> statement-breakpoint
CREATE INDEX "checkin_profiles_apartment_idx" ON "checkin_profiles" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "checkin_profiles_room_idx" ON "checkin_profiles" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "door_open_audit_owner_idx" ON "door_open_audit" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "door_rooms_room_idx" ON "door_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "doors_owner_idx" ON "doors" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "doors_apartment_idx" ON "doors" USING btree ("apartment_id");--> statement-breakpoint
CREATE INDEX "guest_registrations_profile_idx" ON "guest_registrations" USING btree ("checkin_profile_id");--> statement-breakpoint
CREATE INDEX "rooms_owner_idx" ON "rooms" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "rooms_apartment_idx" ON "rooms" USING btree ("apartment_id");