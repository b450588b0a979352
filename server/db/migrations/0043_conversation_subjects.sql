DROP INDEX "conversations_client_professional_key";--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "subject" text DEFAULT 'general' NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "appointment_id" bigint;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "sent_by_name" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_appointment_key" ON "conversations" USING btree ("appointment_id") WHERE "conversations"."subject" = 'appointment';--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_case_client_key" ON "conversations" USING btree ("case_id","client_user_id") WHERE "conversations"."subject" = 'case';--> statement-breakpoint
CREATE INDEX "conversations_case_idx" ON "conversations" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_client_professional_key" ON "conversations" USING btree ("client_user_id","professional_id") WHERE "conversations"."subject" = 'general';--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_valid" CHECK ("conversations"."subject" in ('general', 'appointment', 'case'));--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_subject_links" CHECK (("conversations"."subject" <> 'general' or ("conversations"."appointment_id" is null and "conversations"."case_id" is null))
        and ("conversations"."subject" <> 'case' or "conversations"."appointment_id" is null));--> statement-breakpoint
-- An appointment filed in a case takes its conversation into that case (ADR 0069): from then on only the
-- case's access list reads it, whatever later happens to the filing, so it never goes back to the assistants.
CREATE FUNCTION "appointment_conversation_follows_case"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "conversations" SET "case_id" = NEW.case_id
	WHERE "appointment_id" = NEW.id AND "subject" = 'appointment';
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "appointments_conversation_follows_case"
	AFTER UPDATE OF "case_id" ON "appointments"
	FOR EACH ROW WHEN (NEW.case_id IS NOT NULL AND NEW.case_id IS DISTINCT FROM OLD.case_id)
	EXECUTE FUNCTION "appointment_conversation_follows_case"();
