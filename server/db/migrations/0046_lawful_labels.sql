CREATE TABLE "specialisation_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"specialisation" text NOT NULL,
	"source" text NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawal_note" text,
	CONSTRAINT "specialisation_certificates_source_valid" CHECK ("specialisation_certificates"."source" in ('official-directory', 'administrator')),
	CONSTRAINT "specialisation_certificates_specialisation_size" CHECK (char_length("specialisation_certificates"."specialisation") between 1 and 300),
	CONSTRAINT "specialisation_certificates_note_size" CHECK (char_length("specialisation_certificates"."note") <= 1000),
	CONSTRAINT "specialisation_certificates_withdrawal_note_size" CHECK (char_length("specialisation_certificates"."withdrawal_note") <= 1000),
	CONSTRAINT "specialisation_certificates_administrator_note" CHECK ("specialisation_certificates"."source" <> 'administrator' or "specialisation_certificates"."note" is not null)
);
--> statement-breakpoint
ALTER TABLE "specialisation_certificates" ADD CONSTRAINT "specialisation_certificates_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialisation_certificates" ADD CONSTRAINT "specialisation_certificates_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialisation_certificates" ADD CONSTRAINT "specialisation_certificates_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "specialisation_certificates_professional_idx" ON "specialisation_certificates" USING btree ("professional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "specialisation_certificates_in_force_idx" ON "specialisation_certificates" USING btree ("professional_id","source","specialisation") WHERE "specialisation_certificates"."withdrawn_at" is null;--> statement-breakpoint
-- RIN art. 10 (issue 29 §2, ADR 0073): a lawyer states three domaines d'activité at most. Profiles with more keep
-- their first three, in the order they chose them; the name's line keeps its domain when it is one of them.
UPDATE "professionals"
SET "specialties" = "specialties"[1:3],
  "specialty" = CASE WHEN "specialty" = ANY ("specialties"[1:3]) THEN "specialty" ELSE "specialties"[1] END
WHERE "professional_type" = 'avocat' AND cardinality("specialties") > 3;
