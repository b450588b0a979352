CREATE TABLE "appointment_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_documents_kind_valid" CHECK ("appointment_documents"."kind" in ('scan', 'document')),
	CONSTRAINT "appointment_documents_size" CHECK ("appointment_documents"."size_bytes" between 1 and 10485760)
);
--> statement-breakpoint
CREATE TABLE "appointment_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_notes_length" CHECK (char_length("appointment_notes"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "planning_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"title" text NOT NULL,
	"client_name" text,
	"type" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"location" text,
	"description" text,
	"mode" text DEFAULT 'office' NOT NULL,
	"recurring" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_events_time_order" CHECK ("planning_events"."ends_at" > "planning_events"."starts_at"),
	CONSTRAINT "planning_events_type_valid" CHECK ("planning_events"."type" in ('consultation', 'audience', 'reunion', 'travail', 'conge')),
	CONSTRAINT "planning_events_status_valid" CHECK ("planning_events"."status" in ('confirmed', 'tentative', 'busy', 'free', 'pending')),
	CONSTRAINT "planning_events_mode_valid" CHECK ("planning_events"."mode" in ('office', 'video', 'phone'))
);
--> statement-breakpoint
CREATE TABLE "pro_appointment_details" (
	"appointment_id" bigint PRIMARY KEY NOT NULL,
	"client_name" text,
	"client_email" text,
	"client_phone" text,
	"appointment_type" text,
	"location" text
);
--> statement-breakpoint
ALTER TABLE "appointment_documents" ADD CONSTRAINT "appointment_documents_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_notes" ADD CONSTRAINT "appointment_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_events" ADD CONSTRAINT "planning_events_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_appointment_details" ADD CONSTRAINT "pro_appointment_details_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_documents_appointment_idx" ON "appointment_documents" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "appointment_notes_appointment_idx" ON "appointment_notes" USING btree ("appointment_id","created_at");--> statement-breakpoint
CREATE INDEX "planning_events_professional_time_idx" ON "planning_events" USING btree ("professional_id","starts_at");