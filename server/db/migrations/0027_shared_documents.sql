ALTER TABLE "client_documents" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "file_id" bigint;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "source_appointment_document_id" bigint;--> statement-breakpoint
ALTER TABLE "client_documents" ADD COLUMN "source_case_document_id" bigint;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_source_appointment_document_id_appointment_documents_id_fk" FOREIGN KEY ("source_appointment_document_id") REFERENCES "public"."appointment_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_source_case_document_id_case_documents_id_fk" FOREIGN KEY ("source_case_document_id") REFERENCES "public"."case_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_documents_file_idx" ON "client_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_documents_appointment_document_key" ON "client_documents" USING btree ("client_user_id","source_appointment_document_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_documents_case_document_key" ON "client_documents" USING btree ("client_user_id","source_case_document_id");--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_one_content" CHECK (("client_documents"."content" is null) <> ("client_documents"."file_id" is null));--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_category_valid" CHECK ("client_documents"."category" in ('Contrat', 'Attestation', 'Procès-verbal', 'Autre'));--> statement-breakpoint
ALTER TABLE "client_documents" ADD CONSTRAINT "client_documents_size" CHECK ("client_documents"."size_bytes" between 1 and 10485760);--> statement-breakpoint
-- A shared document points at its source's bytes: they go only when neither the professional's document nor
-- any client's copy points at them any more, whichever is deleted last (by itself, or with its appointment,
-- case or account).
CREATE OR REPLACE FUNCTION "delete_document_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF OLD."file_id" IS NOT NULL
		AND NOT EXISTS (SELECT 1 FROM "appointment_documents" d WHERE d."file_id" = OLD."file_id")
		AND NOT EXISTS (SELECT 1 FROM "case_documents" d WHERE d."file_id" = OLD."file_id")
		AND NOT EXISTS (SELECT 1 FROM "client_documents" d WHERE d."file_id" = OLD."file_id") THEN
		DELETE FROM "stored_files" WHERE "id" = OLD."file_id";
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "client_documents_delete_file" AFTER DELETE ON "client_documents" FOR EACH ROW EXECUTE FUNCTION "delete_document_file"();
