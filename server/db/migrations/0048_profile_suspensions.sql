ALTER TABLE "professionals" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
-- A suspension becomes a column of its own (ADR 0074): the profiles suspended as a delisting reason move to it.
UPDATE "professionals" SET "suspended_at" = "delisted_at", "delisted_at" = NULL, "delisted_reason" = NULL WHERE "delisted_reason" = 'moderation';--> statement-breakpoint
ALTER TABLE "professionals" DROP CONSTRAINT "professionals_delisted_reason_valid";--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_delisted_reason_valid" CHECK ("professionals"."delisted_reason" in ('inactivity', 'official-directory'));--> statement-breakpoint
ALTER TABLE "professionals" drop column "is_public";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (delisted_at is null and suspended_at is null and verification_status = 'verified' and fees is not null and btrim(phone) <> '' and cardinality(consultation_modes) > 0 and (not ('cabinet' = any(consultation_modes)) or (commune_code is not null and latitude is not null and longitude is not null and btrim(street_address) <> ''))) STORED;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "relisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "relisted_by" uuid;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "relist_reasons" text;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_relisted_by_users_id_fk" FOREIGN KEY ("relisted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_relisted" CHECK (("content_reports"."relisted_at" is null) = ("content_reports"."relist_reasons" is null) and ("content_reports"."relisted_at" is null or "content_reports"."decision" = 'suspend-profile'));--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_relist_reasons_length" CHECK ("content_reports"."relist_reasons" is null or char_length("content_reports"."relist_reasons") between 1 and 2000);
