CREATE TABLE "case_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_documents_kind_valid" CHECK ("case_documents"."kind" in ('scan', 'contract')),
	CONSTRAINT "case_documents_size" CHECK ("case_documents"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "case_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"opening_date" date NOT NULL,
	"next_deadline" date,
	"description" text,
	"notes" text,
	"estimated_value_cents" bigint,
	"client_user_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text,
	"client_phone" text,
	"client_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cases_category_valid" CHECK ("cases"."category" in ('Divorce', 'Immobilier', 'Commercial', 'Succession', 'Pénal', 'Travail', 'Autre')),
	CONSTRAINT "cases_status_valid" CHECK ("cases"."status" in ('En cours', 'En négociation', 'Expertise', 'Finalisation', 'Clos')),
	CONSTRAINT "cases_priority_valid" CHECK ("cases"."priority" in ('Basse', 'Moyenne', 'Haute')),
	CONSTRAINT "cases_estimated_value_positive" CHECK ("cases"."estimated_value_cents" is null or "cases"."estimated_value_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "case_id" bigint;--> statement-breakpoint
ALTER TABLE "case_documents" ADD CONSTRAINT "case_documents_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_tags" ADD CONSTRAINT "case_tags_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_documents_case_idx" ON "case_documents" USING btree ("case_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "case_tags_case_name_key" ON "case_tags" USING btree ("case_id",lower("name"));--> statement-breakpoint
CREATE INDEX "cases_professional_updated_idx" ON "cases" USING btree ("professional_id","updated_at");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_case_id_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."cases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_sessions_case_idx" ON "work_sessions" USING btree ("case_id");--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_duration_positive" CHECK ("work_sessions"."duration_minutes" > 0);