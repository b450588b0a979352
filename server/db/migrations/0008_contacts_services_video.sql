CREATE TABLE "contact_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" bigint NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_notes_length" CHECK (char_length("contact_notes"."content") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_id" bigint NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"type" text NOT NULL,
	"client_type" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"address" text,
	"city" text,
	"postal_code" text,
	"country" text DEFAULT 'France' NOT NULL,
	"company" text,
	"position" text,
	"siret" text,
	"status" text DEFAULT 'prospect' NOT NULL,
	"last_contact_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_type_valid" CHECK ("contacts"."type" in ('client', 'partenaire', 'confrere')),
	CONSTRAINT "contacts_client_type_valid" CHECK ("contacts"."client_type" is null or "contacts"."client_type" in ('particulier', 'professionnel')),
	CONSTRAINT "contacts_status_valid" CHECK ("contacts"."status" in ('prospect', 'actif', 'inactif'))
);
--> statement-breakpoint
ALTER TABLE "cases" ADD COLUMN "contact_id" bigint;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "services" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "video_settings" jsonb DEFAULT '{"quality":"hd","noiseSuppression":true,"echoCancellation":true,"waitingRoom":true,"autoRecording":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tags" ADD CONSTRAINT "contact_tags_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_contact_name_key" ON "contact_tags" USING btree ("contact_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_professional_idx" ON "contacts" USING btree ("professional_id","last_name");--> statement-breakpoint
ALTER TABLE "cases" ADD CONSTRAINT "cases_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;