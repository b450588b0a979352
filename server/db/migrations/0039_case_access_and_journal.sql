CREATE TABLE "access_journal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"firm_id" integer,
	"professional_id" integer NOT NULL,
	"case_id" bigint,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"subject" text NOT NULL,
	"subject_id" text NOT NULL,
	"action" text NOT NULL,
	"label" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_journal_label_size" CHECK (char_length("access_journal"."label") <= 300),
	CONSTRAINT "access_journal_subject_valid" CHECK ("access_journal"."subject" in ('case', 'case_document', 'case_access', 'conversation', 'contact', 'appointment', 'planning_event')),
	CONSTRAINT "access_journal_action_valid" CHECK ("access_journal"."action" in ('read', 'download', 'create', 'update', 'delete', 'share', 'unshare', 'accept', 'refuse', 'cancel', 'reschedule'))
);
--> statement-breakpoint
CREATE TABLE "case_access" (
	"case_id" bigint NOT NULL,
	"user_id" uuid NOT NULL,
	"access" text NOT NULL,
	"granted_by_user_id" uuid,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_access_case_id_user_id_pk" PRIMARY KEY("case_id","user_id"),
	CONSTRAINT "case_access_access_valid" CHECK ("case_access"."access" in ('read', 'edit'))
);
--> statement-breakpoint
ALTER TABLE "access_journal" ADD CONSTRAINT "access_journal_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_access" ADD CONSTRAINT "case_access_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_access" ADD CONSTRAINT "case_access_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_access" ADD CONSTRAINT "case_access_granted_by_user_id_users_id_fk" FOREIGN KEY ("granted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_journal_case_idx" ON "access_journal" USING btree ("case_id","at");--> statement-breakpoint
CREATE INDEX "access_journal_firm_idx" ON "access_journal" USING btree ("firm_id","at");--> statement-breakpoint
CREATE INDEX "access_journal_professional_idx" ON "access_journal" USING btree ("professional_id","at");--> statement-breakpoint
CREATE INDEX "access_journal_subject_idx" ON "access_journal" USING btree ("subject","subject_id","at");--> statement-breakpoint
CREATE INDEX "case_access_user_idx" ON "case_access" USING btree ("user_id");--> statement-breakpoint
-- The journal is only appended to (issue 27 §2): no change ever, and a deletion only once what it describes
-- is gone (its case, or for rows without a case its professional), so it is kept as long as the case.
CREATE FUNCTION "access_journal_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		RAISE EXCEPTION 'access_journal rows cannot be changed' USING ERRCODE = 'check_violation';
	END IF;
	IF OLD.case_id IS NOT NULL AND EXISTS (SELECT 1 FROM "cases" WHERE "id" = OLD.case_id) THEN
		RAISE EXCEPTION 'access_journal rows live as long as their case' USING ERRCODE = 'check_violation';
	END IF;
	IF OLD.case_id IS NULL AND EXISTS (SELECT 1 FROM "professionals" WHERE "id" = OLD.professional_id) THEN
		RAISE EXCEPTION 'access_journal rows live as long as their professional' USING ERRCODE = 'check_violation';
	END IF;
	RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "access_journal_append_only" BEFORE UPDATE OR DELETE ON "access_journal" FOR EACH ROW EXECUTE FUNCTION "access_journal_append_only"();--> statement-breakpoint
CREATE FUNCTION "access_journal_follow_case"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "access_journal" WHERE "case_id" = OLD.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cases_delete_access_journal" AFTER DELETE ON "cases" FOR EACH ROW EXECUTE FUNCTION "access_journal_follow_case"();--> statement-breakpoint
CREATE FUNCTION "access_journal_follow_professional"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "access_journal" WHERE "professional_id" = OLD.id AND "case_id" IS NULL;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "professionals_delete_access_journal" AFTER DELETE ON "professionals" FOR EACH ROW EXECUTE FUNCTION "access_journal_follow_professional"();
