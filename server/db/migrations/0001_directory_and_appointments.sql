CREATE TABLE "appointments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"client_user_id" uuid,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT 'Consultation générale' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_time_order" CHECK ("appointments"."ends_at" > "appointments"."starts_at"),
	CONSTRAINT "appointments_status_valid" CHECK ("appointments"."status" in ('pending', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "appointments_mode_valid" CHECK ("appointments"."mode" in ('cabinet', 'visio', 'telephone'))
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "last_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "languages" text[] DEFAULT '{Français}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "consultation_modes" text[] DEFAULT '{cabinet,visio,telephone}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "first_consultation_fee_cents" integer DEFAULT 12000 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "accepts_legal_aid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "accepts_online_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "auto_confirm" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "full_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "education" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "certifications" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "questionnaire" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "street_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "commune_code" text;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "practicing_since" integer;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "rating_average" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "availability" jsonb DEFAULT '{"weeklyHours":{"cabinet":{"1":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"2":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"3":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"4":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"5":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}]},"visio":{"1":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"2":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"3":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"4":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"5":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}]},"telephone":{"1":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"2":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"3":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"4":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}],"5":[{"start":"09:00","end":"12:00"},{"start":"14:00","end":"17:00"}]}},"slotMinutes":30,"minNoticeMinutes":120,"horizonDays":14}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "next_free_slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "next_free_slot_computed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_professional_time_idx" ON "appointments" USING btree ("professional_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_client_idx" ON "appointments" USING btree ("client_user_id","starts_at");--> statement-breakpoint
CREATE INDEX "professionals_geo_idx" ON "professionals" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "professionals_rating_idx" ON "professionals" USING btree ("rating_average","id");--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_fee_positive" CHECK ("professionals"."first_consultation_fee_cents" >= 0);