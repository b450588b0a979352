CREATE TABLE "fee_agreements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"professional_id" integer NOT NULL,
	"client_user_id" uuid,
	"accepted_by_user_id" uuid,
	"content" jsonb NOT NULL,
	"fee_kind" text NOT NULL,
	"fee_cents" integer,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fee_agreements_fee_valid" CHECK (("fee_agreements"."fee_kind" = 'amount' and "fee_agreements"."fee_cents" > 0) or ("fee_agreements"."fee_kind" = 'quote' and "fee_agreements"."fee_cents" is null))
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "fee_agreement_template" jsonb;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_agreements" ADD CONSTRAINT "fee_agreements_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_agreements_appointment_key" ON "fee_agreements" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "fee_agreements_professional_idx" ON "fee_agreements" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "fee_agreements_client_user_idx" ON "fee_agreements" USING btree ("client_user_id");--> statement-breakpoint
-- An accepted fee agreement is what both parties agreed to: never edited nor deleted, except the links to
-- the accounts cleared when an account is deleted, and the deletion that follows its appointment's or its
-- professional's (a cascade, from another trigger).
CREATE FUNCTION "keep_fee_agreement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' THEN
		IF pg_trigger_depth() > 1 THEN RETURN OLD; END IF;
	ELSIF to_jsonb(NEW) - 'client_user_id' - 'accepted_by_user_id'
			= to_jsonb(OLD) - 'client_user_id' - 'accepted_by_user_id'
		AND (NEW.client_user_id IS NULL OR NEW.client_user_id = OLD.client_user_id)
		AND (NEW.accepted_by_user_id IS NULL OR NEW.accepted_by_user_id = OLD.accepted_by_user_id) THEN
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'fee agreement % cannot be changed', OLD.id
		USING ERRCODE = 'check_violation', CONSTRAINT = 'fee_agreements_immutable';
END $$;--> statement-breakpoint
CREATE TRIGGER "fee_agreements_immutable" BEFORE UPDATE OR DELETE ON "fee_agreements" FOR EACH ROW EXECUTE FUNCTION "keep_fee_agreement"();
