ALTER TABLE "online_payments" ADD COLUMN "refusal_reason" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "stripe_charges_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "stripe_details_submitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "stripe_disconnected_at" timestamp with time zone;--> statement-breakpoint
-- ADR 0042: an account id typed by hand was never proven to be the professional's; they connect through Stripe's onboarding again.
UPDATE "professionals" SET "stripe_account_id" = NULL WHERE "stripe_account_id" IS NOT NULL;
