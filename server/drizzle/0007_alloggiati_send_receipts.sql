CREATE TABLE "alloggiati_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"apartment_id" integer,
	"account_user" text NOT NULL,
	"day" date NOT NULL,
	"pdf" "bytea" NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alloggiati_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"guest_id" integer NOT NULL,
	"status" text NOT NULL,
	"claimed_from" text DEFAULT 'unsent' NOT NULL,
	"line" text DEFAULT '' NOT NULL,
	"error_code" text DEFAULT '' NOT NULL,
	"error_description" text DEFAULT '' NOT NULL,
	"error_detail" text DEFAULT '' NOT NULL,
	"account_id" integer,
	"account_user" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alloggiati_accounts" DROP CONSTRAINT "alloggiati_accounts_owner_id_unique";--> statement-breakpoint
ALTER TABLE "alloggiati_accounts" ADD COLUMN "apartment_id" integer;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "comune_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "apartments" ADD COLUMN "alloggiati_auto_send" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alloggiati_receipts" ADD CONSTRAINT "alloggiati_receipts_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alloggiati_receipts" ADD CONSTRAINT "alloggiati_receipts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alloggiati_records" ADD CONSTRAINT "alloggiati_records_guest_id_guest_registrations_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guest_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alloggiati_records" ADD CONSTRAINT "alloggiati_records_account_id_alloggiati_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."alloggiati_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alloggiati_receipts_day_idx" ON "alloggiati_receipts" USING btree ("owner_id","account_user","day");--> statement-breakpoint
CREATE INDEX "alloggiati_receipts_purge_idx" ON "alloggiati_receipts" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "alloggiati_records_guest_idx" ON "alloggiati_records" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "alloggiati_records_open_idx" ON "alloggiati_records" USING btree ("guest_id") WHERE "alloggiati_records"."status" in ('sending', 'uncertain');--> statement-breakpoint
ALTER TABLE "alloggiati_accounts" ADD CONSTRAINT "alloggiati_accounts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alloggiati_accounts_main_idx" ON "alloggiati_accounts" USING btree ("owner_id") WHERE "alloggiati_accounts"."apartment_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "alloggiati_accounts_apartment_idx" ON "alloggiati_accounts" USING btree ("apartment_id");