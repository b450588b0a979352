ALTER TABLE "appointments" ADD COLUMN "opposing_party" text;--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "opposing_parties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_opposing_party_length" CHECK ("appointments"."opposing_party" is null or char_length("appointments"."opposing_party") <= 200);--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_opposing_parties_size" CHECK (cardinality("cases"."opposing_parties") <= 20 and char_length(array_to_string("cases"."opposing_parties", '')) <= 4000);