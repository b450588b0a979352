-- ADR 0062 (amended): a firm under the « franchise en base de TVA » invoices without a VAT number. False for
-- every firm today: none has said so, and those that invoice already have a VAT number.
ALTER TABLE "firms" ADD COLUMN "vat_franchise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "firms" ADD CONSTRAINT "firms_vat_franchise_without_number" CHECK (not ("firms"."vat_franchise" and "firms"."vat_number" is not null));
