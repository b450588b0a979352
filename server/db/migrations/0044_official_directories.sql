CREATE TABLE "directory_verifications" (
	"professional_id" integer PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"entry_key" text,
	"state_at_validation" text NOT NULL,
	"note" text,
	"validated_by" uuid,
	"validated_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone,
	"left_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"delisted_at" timestamp with time zone,
	CONSTRAINT "directory_verifications_answer_size" CHECK (char_length("directory_verifications"."answer") <= 2000),
	CONSTRAINT "directory_verifications_note_size" CHECK (char_length("directory_verifications"."note") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "official_directory_entries" (
	"source" text NOT NULL,
	"entry_key" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"place" text NOT NULL,
	"national_number" text NOT NULL,
	"local_number" text NOT NULL,
	"oath_date" date,
	"specialisations" text[] NOT NULL,
	"office" text NOT NULL,
	"city" text NOT NULL,
	"last_name_key" text NOT NULL,
	"first_name_key" text NOT NULL,
	"place_key" text NOT NULL,
	"number_key" text NOT NULL,
	"local_number_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "official_directory_entries_source_entry_key_pk" PRIMARY KEY("source","entry_key")
);
--> statement-breakpoint
CREATE TABLE "official_directory_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"status" text DEFAULT 'running' NOT NULL,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error" text,
	CONSTRAINT "official_directory_imports_source_valid" CHECK ("official_directory_imports"."source" in ('cnb', 'notaires', 'commissaires')),
	CONSTRAINT "official_directory_imports_status_valid" CHECK ("official_directory_imports"."status" in ('running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "official_directory_rechecks" (
	"month" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"checked" integer DEFAULT 0 NOT NULL,
	"flagged" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "official_directory_staging" (
	"import_id" integer NOT NULL,
	"entry_key" text NOT NULL,
	"last_name" text NOT NULL,
	"first_name" text NOT NULL,
	"place" text NOT NULL,
	"national_number" text NOT NULL,
	"local_number" text NOT NULL,
	"oath_date" date,
	"specialisations" text[] NOT NULL,
	"office" text NOT NULL,
	"city" text NOT NULL,
	"last_name_key" text NOT NULL,
	"first_name_key" text NOT NULL,
	"place_key" text NOT NULL,
	"number_key" text NOT NULL,
	"local_number_key" text NOT NULL,
	"content_hash" text NOT NULL,
	CONSTRAINT "official_directory_staging_import_id_entry_key_pk" PRIMARY KEY("import_id","entry_key")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "delisted_reason" text;--> statement-breakpoint
ALTER TABLE "directory_verifications" ADD CONSTRAINT "directory_verifications_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_verifications" ADD CONSTRAINT "directory_verifications_validated_by_users_id_fk" FOREIGN KEY ("validated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "official_directory_staging" ADD CONSTRAINT "official_directory_staging_import_id_official_directory_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."official_directory_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_verifications_left_idx" ON "directory_verifications" USING btree ("left_at");--> statement-breakpoint
CREATE INDEX "official_directory_entries_number_idx" ON "official_directory_entries" USING btree ("source","number_key");--> statement-breakpoint
CREATE INDEX "official_directory_entries_local_number_idx" ON "official_directory_entries" USING btree ("source","local_number_key");--> statement-breakpoint
CREATE INDEX "official_directory_entries_name_idx" ON "official_directory_entries" USING btree ("source","last_name_key","first_name_key");--> statement-breakpoint
CREATE INDEX "official_directory_imports_source_idx" ON "official_directory_imports" USING btree ("source","imported_at");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_delisted_reason_valid" CHECK ("professionals"."delisted_reason" in ('inactivity', 'official-directory'));--> statement-breakpoint
UPDATE "professionals" SET "delisted_reason" = 'inactivity' WHERE "delisted_at" IS NOT NULL;
