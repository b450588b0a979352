CREATE TABLE "planning_event_exceptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"original_start" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"client_name" text,
	"type" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text,
	"location" text,
	"description" text,
	"mode" text,
	CONSTRAINT "planning_event_exceptions_kind_valid" CHECK ("planning_event_exceptions"."kind" in ('cancelled', 'changed')),
	CONSTRAINT "planning_event_exceptions_fields" CHECK (("planning_event_exceptions"."kind" = 'cancelled' and "planning_event_exceptions"."starts_at" is null) or ("planning_event_exceptions"."kind" = 'changed' and "planning_event_exceptions"."title" is not null and "planning_event_exceptions"."type" is not null and "planning_event_exceptions"."status" is not null and "planning_event_exceptions"."mode" is not null and "planning_event_exceptions"."starts_at" is not null and "planning_event_exceptions"."ends_at" > "planning_event_exceptions"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "planning_events" ADD COLUMN "frequency" text;--> statement-breakpoint
ALTER TABLE "planning_events" ADD COLUMN "repeat_until" date;--> statement-breakpoint
ALTER TABLE "planning_events" ADD COLUMN "repeat_count" integer;--> statement-breakpoint
ALTER TABLE "planning_event_exceptions" ADD CONSTRAINT "planning_event_exceptions_event_id_planning_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."planning_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "planning_event_exceptions_occurrence_key" ON "planning_event_exceptions" USING btree ("event_id","original_start");--> statement-breakpoint
-- Data migration (hand-written): the former weekly events become weekly series with no end.
UPDATE "planning_events" SET "frequency" = 'weekly' WHERE "recurring" = true;--> statement-breakpoint
ALTER TABLE "planning_events" DROP COLUMN "recurring";--> statement-breakpoint
ALTER TABLE "planning_events" ADD CONSTRAINT "planning_events_frequency_valid" CHECK ("planning_events"."frequency" in ('daily', 'weekly', 'monthly'));--> statement-breakpoint
ALTER TABLE "planning_events" ADD CONSTRAINT "planning_events_repeat_end" CHECK (("planning_events"."frequency" is not null or ("planning_events"."repeat_until" is null and "planning_events"."repeat_count" is null)) and ("planning_events"."repeat_until" is null or "planning_events"."repeat_count" is null));--> statement-breakpoint
ALTER TABLE "planning_events" ADD CONSTRAINT "planning_events_repeat_count" CHECK ("planning_events"."repeat_count" between 1 and 730);