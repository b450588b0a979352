CREATE TABLE "invoice_sequences" (
	"professional_id" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"kind" text DEFAULT 'invoice' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sequence" integer,
	"credited_invoice_id" bigint,
	"client_contact_id" bigint,
	"client_name" text NOT NULL,
	"client_address" text NOT NULL,
	"client_is_business" boolean DEFAULT false NOT NULL,
	"issue_date" date,
	"due_date" date,
	"payment_term_days" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"gross_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_valid" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status_valid" CHECK ("invoices"."status" in ('draft', 'issued')),
	CONSTRAINT "invoices_issued_complete" CHECK ("invoices"."status" = 'draft' or ("invoices"."sequence" is not null and "invoices"."issue_date" is not null and "invoices"."due_date" is not null)),
	CONSTRAINT "invoices_amounts_valid" CHECK ("invoices"."net_cents" >= 0 and "invoices"."vat_cents" >= 0 and "invoices"."gross_cents" = "invoices"."net_cents" + "invoices"."vat_cents"),
	CONSTRAINT "invoices_credit_note_target" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credited_invoice_id" is not null)),
	CONSTRAINT "invoices_payment_term_valid" CHECK ("invoices"."payment_term_days" between 0 and 60)
);
--> statement-breakpoint
ALTER TABLE "invoice_sequences" ADD CONSTRAINT "invoice_sequences_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_client_contact_id_contacts_id_fk" FOREIGN KEY ("client_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_professional_sequence_key" ON "invoices" USING btree ("professional_id","sequence");--> statement-breakpoint
CREATE INDEX "invoices_professional_idx" ON "invoices" USING btree ("professional_id","created_at");--> statement-breakpoint
-- Issuing numbers an invoice in the issuing transaction, from the professional's one counter: concurrent
-- issuers queue on the counter's row, and a transaction that fails gives its number back (no gap). Numbers
-- also follow the issue dates (chronological sequence). Whatever the code path, the number given is this one.
CREATE FUNCTION "number_invoice_on_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	latest date;
BEGIN
	IF NEW.status = 'issued' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
		INSERT INTO "invoice_sequences" AS s ("professional_id", "last_sequence") VALUES (NEW.professional_id, 1)
		ON CONFLICT ("professional_id") DO UPDATE SET "last_sequence" = s."last_sequence" + 1
		RETURNING s."last_sequence" INTO NEW.sequence;
		SELECT max("issue_date") INTO latest FROM "invoices"
			WHERE "professional_id" = NEW.professional_id AND "status" = 'issued';
		IF latest IS NOT NULL AND NEW.issue_date < latest THEN
			RAISE EXCEPTION 'invoice issue date % precedes the last issued invoice (%)', NEW.issue_date, latest
				USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_chronological';
		END IF;
	ELSIF NEW.status = 'draft' THEN
		NEW.sequence := NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_number_on_issue" BEFORE INSERT OR UPDATE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "number_invoice_on_issue"();--> statement-breakpoint
-- An issued invoice is never edited nor deleted (it is corrected by a credit note). Two exceptions, which
-- change no invoice: the link to the address book, cleared when that contact is deleted, and the deletion of
-- the professional's whole account (a cascade, from another trigger).
CREATE FUNCTION "keep_issued_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD.status <> 'issued' THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	IF TG_OP = 'DELETE' THEN
		IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
	ELSIF to_jsonb(NEW) - 'client_contact_id' = to_jsonb(OLD) - 'client_contact_id' THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'issued invoice % cannot be changed', OLD.id
		USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_issued_immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER "invoices_issued_immutable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "keep_issued_invoice"();
