CREATE TABLE "support_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text,
	"phone" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_messages_source_valid" CHECK ("support_messages"."source" in ('public', 'pro'))
);
--> statement-breakpoint
CREATE TABLE "throttle_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "professionals" DROP CONSTRAINT "professionals_fee_positive";--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "fees" jsonb;--> statement-breakpoint
-- Directory professionals (no account) keep their seeded first-consultation fee as their own; accounts
-- enter theirs in « Ma fiche pro » (the old column held a default nobody entered).
UPDATE "professionals" SET "fees" = jsonb_build_object(
	'firstConsultation', CASE WHEN "first_consultation_fee_cents" = 0 THEN '{"kind": "free"}'::jsonb
		ELSE jsonb_build_object('kind', 'amount', 'cents', greatest("first_consultation_fee_cents", 100)) END,
	'followUp', null, 'urgent', null, 'legalInsuranceAccepted', false,
	'paymentMeans', '[]'::jsonb, 'paymentFacilities', false
) WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "delisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "is_public" boolean GENERATED ALWAYS AS (delisted_at is null and verification_status = 'verified' and fees is not null and btrim(phone) <> '' and cardinality(consultation_modes) > 0 and (not ('cabinet' = any(consultation_modes)) or (commune_code is not null and latitude is not null and longitude is not null and btrim(street_address) <> ''))) STORED;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ip_address" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_notice_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "support_messages_created_idx" ON "support_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "throttle_buckets_updated_idx" ON "throttle_buckets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_public_id_key" ON "sessions" USING btree ("public_id");--> statement-breakpoint
ALTER TABLE "professionals" DROP COLUMN "first_consultation_fee_cents";--> statement-breakpoint
UPDATE "users" SET "last_seen_at" = coalesce(
	(SELECT max("created_at") FROM "sessions" WHERE "sessions"."user_id" = "users"."id"), "users"."created_at"
);
