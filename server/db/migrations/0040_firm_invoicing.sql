CREATE TABLE "firm_invoice_sequences" (
	"firm_id" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_professional_sequence_key";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "firm_id" integer;--> statement-breakpoint
ALTER TABLE "firms" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "firm_invoice_sequences" ADD CONSTRAINT "firm_invoice_sequences_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_firm_sequence_key" ON "invoices" USING btree ("firm_id","sequence") WHERE "invoices"."firm_id" is not null;--> statement-breakpoint
CREATE INDEX "invoices_firm_idx" ON "invoices" USING btree ("firm_id","created_at") WHERE "invoices"."firm_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_professional_sequence_key" ON "invoices" USING btree ("professional_id","sequence") WHERE "invoices"."firm_id" is null;--> statement-breakpoint
-- ADR 0062: an invoice of the firm (firm_id set) takes the next number of the firm's one counter, a lawyer's own
-- invoice the next of the lawyer's, in the issuing transaction as before (no gap, no duplicate: concurrent
-- issuers queue on the counter's row). Each sequence follows its own issue dates.
CREATE OR REPLACE FUNCTION "number_invoice_on_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	latest date;
BEGIN
	IF NEW.status = 'issued' AND (TG_OP = 'INSERT' OR OLD.status = 'draft') THEN
		IF NEW.firm_id IS NOT NULL THEN
			INSERT INTO "firm_invoice_sequences" AS s ("firm_id", "last_sequence") VALUES (NEW.firm_id, 1)
			ON CONFLICT ("firm_id") DO UPDATE SET "last_sequence" = s."last_sequence" + 1
			RETURNING s."last_sequence" INTO NEW.sequence;
			SELECT max("issue_date") INTO latest FROM "invoices"
				WHERE "firm_id" = NEW.firm_id AND "status" = 'issued';
		ELSE
			INSERT INTO "invoice_sequences" AS s ("professional_id", "last_sequence") VALUES (NEW.professional_id, 1)
			ON CONFLICT ("professional_id") DO UPDATE SET "last_sequence" = s."last_sequence" + 1
			RETURNING s."last_sequence" INTO NEW.sequence;
			SELECT max("issue_date") INTO latest FROM "invoices"
				WHERE "professional_id" = NEW.professional_id AND "firm_id" IS NULL AND "status" = 'issued';
		END IF;
		IF latest IS NOT NULL AND NEW.issue_date < latest THEN
			RAISE EXCEPTION 'invoice issue date % precedes the last issued invoice (%)', NEW.issue_date, latest
				USING ERRCODE = 'check_violation', CONSTRAINT = 'invoices_chronological';
		END IF;
	ELSIF NEW.status = 'draft' THEN
		NEW.sequence := NULL;
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
-- A credit note cancels an issued invoice of the same issuer: the same professional and the same firm (or none).
CREATE OR REPLACE FUNCTION "check_invoice_on_issue"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		SELECT "professional_id", "firm_id", "kind", "status", "gross_cents" INTO credited FROM "invoices"
			WHERE "id" = NEW.credited_invoice_id FOR UPDATE;
		IF credited IS NULL OR credited.professional_id <> NEW.professional_id
			OR credited.firm_id IS DISTINCT FROM NEW.firm_id OR credited.kind <> 'invoice'
			OR credited.status <> 'issued' THEN
			RAISE EXCEPTION 'credit note % credits no issued invoice of its issuer', NEW.id
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
END $$;
