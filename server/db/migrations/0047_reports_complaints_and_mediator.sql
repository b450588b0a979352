CREATE TABLE "content_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"target_kind" text NOT NULL,
	"professional_id" integer NOT NULL,
	"review_id" bigint,
	"reason" text NOT NULL,
	"explanation" text NOT NULL,
	"reporter_user_id" uuid,
	"reporter_email" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"decision" text,
	"decision_reasons" text,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_reports_target_valid" CHECK (("content_reports"."target_kind" = 'review') = ("content_reports"."review_id" is not null)),
	CONSTRAINT "content_reports_reason_valid" CHECK ("content_reports"."reason" in ('illegal', 'fake-review', 'abusive', 'misleading', 'privacy', 'other')),
	CONSTRAINT "content_reports_explanation_length" CHECK (char_length("content_reports"."explanation") between 1 and 2000),
	CONSTRAINT "content_reports_email_length" CHECK (char_length("content_reports"."reporter_email") between 3 and 254),
	CONSTRAINT "content_reports_decided" CHECK (("content_reports"."status" = 'decided') = ("content_reports"."decision" is not null and "content_reports"."decided_at" is not null and "content_reports"."decision_reasons" is not null)),
	CONSTRAINT "content_reports_decision_fits" CHECK ("content_reports"."decision" is null or "content_reports"."decision" = 'keep' or ("content_reports"."decision" = 'remove-review') = ("content_reports"."target_kind" = 'review'))
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"consumer_mediator_name" text NOT NULL,
	"consumer_mediator_address" text NOT NULL,
	"consumer_mediator_website" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"taken_up_at" timestamp with time zone,
	"answer" text,
	"answered_at" timestamp with time zone,
	"answered_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_subject_valid" CHECK ("complaints"."subject" in ('delisting', 'suspension', 'review-moderation', 'ranking', 'other')),
	CONSTRAINT "complaints_status_valid" CHECK ("complaints"."status" in ('received', 'in-review', 'answered')),
	CONSTRAINT "complaints_text_length" CHECK (char_length("complaints"."text") between 1 and 4000),
	CONSTRAINT "complaints_answer_length" CHECK ("complaints"."answer" is null or char_length("complaints"."answer") between 1 and 4000),
	CONSTRAINT "complaints_answered" CHECK (("complaints"."status" = 'answered') = ("complaints"."answer" is not null and "complaints"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "professionals" DROP CONSTRAINT "professionals_delisted_reason_valid";--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_reports" ADD CONSTRAINT "content_reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_reports_queue_idx" ON "content_reports" USING btree ("created_at") WHERE "content_reports"."status" = 'received';--> statement-breakpoint
CREATE INDEX "content_reports_professional_idx" ON "content_reports" USING btree ("professional_id","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_reports_pending_key" ON "content_reports" USING btree ("professional_id",coalesce("review_id", 0),"reporter_email") WHERE "content_reports"."status" = 'received';--> statement-breakpoint
CREATE INDEX "complaints_professional_idx" ON "complaints" USING btree ("professional_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_open_idx" ON "complaints" USING btree ("created_at") WHERE "complaints"."status" <> 'answered';--> statement-breakpoint
ALTER TABLE "professionals" ADD CONSTRAINT "professionals_delisted_reason_valid" CHECK ("professionals"."delisted_reason" in ('inactivity', 'official-directory', 'moderation'));