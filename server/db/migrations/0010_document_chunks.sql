CREATE TABLE "stored_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"size_bytes" integer NOT NULL,
	"chunk_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size" CHECK ("stored_files"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "stored_file_chunks" (
	"file_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "stored_file_chunks_file_id_seq_pk" PRIMARY KEY("file_id","seq")
);
--> statement-breakpoint
ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Existing documents move to chunks of 256 KiB (STORED_FILE_CHUNK_BYTES), keeping their bytes.
ALTER TABLE "appointment_documents" ADD COLUMN "file_id" bigint;--> statement-breakpoint
UPDATE "appointment_documents" SET "file_id" = nextval('stored_files_id_seq');--> statement-breakpoint
INSERT INTO "stored_files" ("id", "size_bytes", "chunk_count", "created_at")
	SELECT "file_id", octet_length("content"), (octet_length("content") + 262143) / 262144, "created_at" FROM "appointment_documents";--> statement-breakpoint
INSERT INTO "stored_file_chunks" ("file_id", "seq", "bytes")
	SELECT d."file_id", g.seq, substring(d."content" from g.seq * 262144 + 1 for 262144)
	FROM "appointment_documents" d CROSS JOIN LATERAL generate_series(0, (octet_length(d."content") - 1) / 262144) AS g(seq);--> statement-breakpoint
ALTER TABLE "appointment_documents" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "case_documents" ADD COLUMN "file_id" bigint;--> statement-breakpoint
UPDATE "case_documents" SET "file_id" = nextval('stored_files_id_seq');--> statement-breakpoint
INSERT INTO "stored_files" ("id", "size_bytes", "chunk_count", "created_at")
	SELECT "file_id", octet_length("content"), (octet_length("content") + 262143) / 262144, "created_at" FROM "case_documents";--> statement-breakpoint
INSERT INTO "stored_file_chunks" ("file_id", "seq", "bytes")
	SELECT d."file_id", g.seq, substring(d."content" from g.seq * 262144 + 1 for 262144)
	FROM "case_documents" d CROSS JOIN LATERAL generate_series(0, (octet_length(d."content") - 1) / 262144) AS g(seq);--> statement-breakpoint
ALTER TABLE "case_documents" ALTER COLUMN "file_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_documents_file_key" ON "appointment_documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "case_documents_file_key" ON "case_documents" USING btree ("file_id");--> statement-breakpoint
ALTER TABLE "appointment_documents" DROP COLUMN "content";--> statement-breakpoint
ALTER TABLE "case_documents" DROP COLUMN "content";--> statement-breakpoint
-- A document's bytes go with it, however it is deleted (by itself, or with its appointment, case or account).
CREATE FUNCTION "delete_document_file"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "stored_files" WHERE "id" = OLD."file_id";
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_documents_delete_file" AFTER DELETE ON "appointment_documents" FOR EACH ROW EXECUTE FUNCTION "delete_document_file"();--> statement-breakpoint
CREATE TRIGGER "case_documents_delete_file" AFTER DELETE ON "case_documents" FOR EACH ROW EXECUTE FUNCTION "delete_document_file"();
