CREATE TABLE "online_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"professional_id" integer NOT NULL,
	"connected_account" text NOT NULL,
	"checkout_session_id" text NOT NULL,
	"payment_intent_id" text,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'eur' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"refund_id" text,
	"refund_attempts" integer DEFAULT 0 NOT NULL,
	"refund_next_attempt_at" timestamp with time zone,
	"refund_last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_amount_positive" CHECK ("online_payments"."amount_cents" > 0),
	CONSTRAINT "online_payments_status_valid" CHECK ("online_payments"."status" in ('open', 'paid', 'expired', 'failed', 'refund_pending', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_status" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "online_payment_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_payments" ADD CONSTRAINT "online_payments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_session_key" ON "online_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_appointment_key" ON "online_payments" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "online_payments_refund_due_idx" ON "online_payments" USING btree ("refund_next_attempt_at") WHERE "online_payments"."status" = 'refund_pending';--> statement-breakpoint
CREATE INDEX "appointments_payment_hold_idx" ON "appointments" USING btree ("payment_expires_at") WHERE "appointments"."payment_status" = 'awaiting';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_payment_status_valid" CHECK ("appointments"."payment_status" is null or "appointments"."payment_status" in ('awaiting', 'paid', 'refund_pending', 'refunded', 'failed'));