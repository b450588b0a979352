-- Shares made before titles were kept: the title the professional gave the source document (issue 26 §5).
UPDATE "client_documents" SET "title" = d."title" FROM "case_documents" d WHERE "client_documents"."source_case_document_id" = d."id" AND "client_documents"."title" IS NULL;--> statement-breakpoint
UPDATE "client_documents" SET "title" = d."title" FROM "appointment_documents" d WHERE "client_documents"."source_appointment_document_id" = d."id" AND "client_documents"."title" IS NULL;--> statement-breakpoint
-- Nothing can be signed in JurisRDV: a « signed » document is one the client has seen.
UPDATE "client_documents" SET "status" = 'viewed' WHERE "status" = 'signed';
