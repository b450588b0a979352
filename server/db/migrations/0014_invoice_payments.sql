CREATE TABLE "invoice_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"professional_id" integer NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"means" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0),
	CONSTRAINT "invoice_payments_means_valid" CHECK ("invoice_payments"."means" in ('carte', 'cheque', 'especes', 'virement', 'en_ligne'))
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"delay_days" integer,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_email" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "client_user_id" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "appointment_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "work_session_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issuer" jsonb;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_professional_idx" ON "invoice_payments" USING btree ("professional_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_automatic_key" ON "invoice_reminders" USING btree ("invoice_id","delay_days") WHERE "invoice_reminders"."delay_days" is not null;--> statement-breakpoint
CREATE INDEX "invoice_reminders_invoice_idx" ON "invoice_reminders" USING btree ("invoice_id","sent_at");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_client_user_idx" ON "invoices" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "invoices_credited_idx" ON "invoices" USING btree ("credited_invoice_id");
--> statement-breakpoint
-- An issued invoice keeps its mentions: issuing requires the issuer's frozen mentions, and afterwards only the
-- links to the address book, the client's account, the appointment and the case may be cleared (their rows
-- are deleted: the invoice stays). Issued invoices are kept ten years (Code de commerce L123-22): deleting
-- the professional's row no longer takes them along, it is refused while they exist.
CREATE OR REPLACE FUNCTION "keep_issued_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status <> 'issued' THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	IF TG_OP = 'UPDATE' AND to_jsonb(NEW) - 'client_contact_id' - 'client_user_id' - 'appointment_id' - 'case_id'
			= to_jsonb(OLD) - 'client_contact_id' - 'client_user_id' - 'appointment_id' - 'case_id'
		AND (NEW.client_contact_id IS NULL OR NEW.client_contact_id = OLD.client_contact_id)
		AND (NEW.client_user_id IS NULL OR NEW.client_user_id = OLD.client_user_id)
		AND (NEW.appointment_id IS NULL OR NEW.appointment_id = OLD.appointment_id)
		AND (NEW.case_id IS NULL OR NEW.case_id = OLD.case_id) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'issued invoice % cannot be changed', OLD.id
		USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issued_immutable';
END $$;--> statement-breakpoint
-- A credit note, when issued, cancels all or part of one issued invoice of the same professional, never more
-- than what earlier credit notes left of it; the credited invoice's row is locked so that two credit notes
-- issued at once are checked one after the other.
CREATE FUNCTION "check_invoice_on_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	credited record;
	already_credited bigint;
BEGIN
	IF NEW.status <> 'issued' OR (TG_OP = 'UPDATE' AND OLD.status = 'issued') THEN
		RETURN NEW;
	END IF;
	IF NEW.issuer IS NULL THEN
		RAISE EXCEPTION 'invoice % issued without its issuer''s mentions', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issuer_mentions';
	END IF;
	IF NEW.kind = 'credit_note' THEN
		SELECT "professional_id", "kind", "status", "gross_cents" INTO credited FROM "invoices"
			WHERE "id" = NEW.credited_invoice_id FOR UPDATE;
		IF credited IS NULL OR credited.professional_id <> NEW.professional_id OR credited.kind <> 'invoice'
			OR credited.status <> 'issued' THEN
			RAISE EXCEPTION 'credit note % credits no issued invoice of its professional', NEW.id
				USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_credit_within_invoice';
		END IF;
		SELECT coalesce(sum("gross_cents"), 0) INTO already_credited FROM "invoices"
			WHERE "credited_invoice_id" = NEW.credited_invoice_id AND "status" = 'issued' AND "id" <> NEW.id;
		IF already_credited + NEW.gross_cents > credited.gross_cents THEN
			RAISE EXCEPTION 'credit notes exceed invoice %', NEW.credited_invoice_id
				USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_credit_within_invoice';
		END IF;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_check_on_issue" BEFORE INSERT OR UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "check_invoice_on_issue"();--> statement-breakpoint
-- Payments go to an issued invoice of the same professional and never exceed what is owed on it (its total
-- less its issued credit notes); the invoice's row is locked so that simultaneous payments add up correctly.
CREATE FUNCTION "check_invoice_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target record;
	credited bigint;
	paid bigint;
BEGIN
	SELECT "professional_id", "kind", "status", "gross_cents" INTO target FROM "invoices"
		WHERE "id" = NEW.invoice_id FOR UPDATE;
	IF target IS NULL OR target.professional_id <> NEW.professional_id OR target.kind <> 'invoice'
		OR target.status <> 'issued' THEN
		RAISE EXCEPTION 'payment % is not for an issued invoice of its professional', NEW.id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'invoice_payments_within_due';
	END IF;
	SELECT coalesce(sum("gross_cents"), 0) INTO credited FROM "invoices"
		WHERE "credited_invoice_id" = NEW.invoice_id AND "status" = 'issued';
	SELECT coalesce(sum("amount_cents"), 0) INTO paid FROM "invoice_payments"
		WHERE "invoice_id" = NEW.invoice_id AND "id" <> NEW.id;
	IF paid + NEW.amount_cents > target.gross_cents - credited THEN
		RAISE EXCEPTION 'payments exceed what invoice % is owed', NEW.invoice_id
			USING ERRCODE = 'check_violation', CONSTRAINT = 'invoice_payments_within_due';
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoice_payments_within_due" BEFORE INSERT OR UPDATE ON "invoice_payments" FOR EACH ROW EXECUTE FUNCTION "check_invoice_payment"();
