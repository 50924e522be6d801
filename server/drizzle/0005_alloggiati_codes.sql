ALTER TABLE "billing_info" ADD COLUMN "sdi_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_info" ADD COLUMN "pec" text DEFAULT '' NOT NULL;