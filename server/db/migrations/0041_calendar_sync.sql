CREATE TABLE "calendar_connections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"provider" text NOT NULL,
	"label" text NOT NULL,
	"server_url" text,
	"sealed_credentials" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"failing_since" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_provider_valid" CHECK ("calendar_connections"."provider" in ('caldav', 'google', 'microsoft')),
	CONSTRAINT "calendar_connections_status_valid" CHECK ("calendar_connections"."status" in ('active', 'failing', 'unauthorized')),
	CONSTRAINT "calendar_connections_label_size" CHECK (char_length("calendar_connections"."label") <= 320)
);
--> statement-breakpoint
CREATE TABLE "connected_calendars" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"connection_id" bigint NOT NULL,
	"professional_id" integer NOT NULL,
	"remote_id" text NOT NULL,
	"name" text NOT NULL,
	"colour" text,
	"writable" boolean DEFAULT true NOT NULL,
	"blocks_slots" boolean DEFAULT false NOT NULL,
	"receives_appointments" boolean DEFAULT false NOT NULL,
	"title_shows_client" boolean DEFAULT false NOT NULL,
	"sync_token" text,
	"ctag" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"push_channel_id" text,
	"push_resource_id" text,
	"push_secret" text,
	"push_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_calendar_copies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint,
	"professional_id" integer NOT NULL,
	"calendar_id" bigint,
	"object_key" text,
	"etag" text,
	"written_hash" text,
	"written_starts_at" timestamp with time zone,
	"written_ends_at" timestamp with time zone,
	"dirty" boolean DEFAULT true NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"external_change" text,
	"external_starts_at" timestamp with time zone,
	"external_ends_at" timestamp with time zone,
	CONSTRAINT "appointment_calendar_copies_external_change_valid" CHECK ("appointment_calendar_copies"."external_change" is null or "appointment_calendar_copies"."external_change" in ('moved', 'deleted'))
);
--> statement-breakpoint
ALTER TABLE "imported_events" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "imported_events" ADD COLUMN "calendar_id" bigint;--> statement-breakpoint
ALTER TABLE "imported_events" ADD COLUMN "object_key" text;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_calendars" ADD CONSTRAINT "connected_calendars_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connected_calendars" ADD CONSTRAINT "connected_calendars_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendar_copies" ADD CONSTRAINT "appointment_calendar_copies_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendar_copies" ADD CONSTRAINT "appointment_calendar_copies_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendar_copies" ADD CONSTRAINT "appointment_calendar_copies_calendar_id_connected_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."connected_calendars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_connections_professional_idx" ON "calendar_connections" USING btree ("professional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connected_calendars_remote_key" ON "connected_calendars" USING btree ("connection_id","remote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "connected_calendars_one_receiving_key" ON "connected_calendars" USING btree ("professional_id") WHERE "connected_calendars"."receives_appointments";--> statement-breakpoint
CREATE INDEX "connected_calendars_due_idx" ON "connected_calendars" USING btree ("next_sync_at") WHERE "connected_calendars"."blocks_slots" or "connected_calendars"."receives_appointments";--> statement-breakpoint
CREATE UNIQUE INDEX "connected_calendars_push_channel_key" ON "connected_calendars" USING btree ("push_channel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_calendar_copies_appointment_key" ON "appointment_calendar_copies" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "appointment_calendar_copies_due_idx" ON "appointment_calendar_copies" USING btree ("next_attempt_at") WHERE "appointment_calendar_copies"."dirty";--> statement-breakpoint
CREATE INDEX "appointment_calendar_copies_calendar_idx" ON "appointment_calendar_copies" USING btree ("calendar_id","object_key");--> statement-breakpoint
ALTER TABLE "imported_events" ADD CONSTRAINT "imported_events_calendar_id_connected_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."connected_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "imported_events_calendar_object_idx" ON "imported_events" USING btree ("calendar_id","object_key");--> statement-breakpoint
ALTER TABLE "imported_events" ADD CONSTRAINT "imported_events_one_source" CHECK (("imported_events"."account_id" is not null and "imported_events"."calendar_id" is null) or ("imported_events"."account_id" is null and "imported_events"."calendar_id" is not null and "imported_events"."object_key" is not null));--> statement-breakpoint
-- Every change of an appointment's time, status or mode reaches the professional's connected calendar
-- (issue 28 §2): marked here, in the same transaction as the change, whatever code path made it; the
-- writer loop does the network part. Nothing is marked for a professional with no receiving calendar.
CREATE FUNCTION "appointment_calendar_copy_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF EXISTS (SELECT 1 FROM "connected_calendars" WHERE "professional_id" = NEW.professional_id AND "receives_appointments") THEN
		INSERT INTO "appointment_calendar_copies" ("appointment_id", "professional_id")
		VALUES (NEW.id, NEW.professional_id)
		ON CONFLICT ("appointment_id") DO UPDATE
			SET "dirty" = true, "next_attempt_at" = now(), "attempts" = 0;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "appointments_mark_calendar_copy"
	AFTER INSERT OR UPDATE OF "starts_at", "ends_at", "status", "mode", "video_room", "client_user_id" ON "appointments"
	FOR EACH ROW EXECUTE FUNCTION "appointment_calendar_copy_mark"();
--> statement-breakpoint
-- A calendar chosen to receive the appointments gets every upcoming live one at once; any change of that
-- choice (or of the title's wording) marks the professional's copies, which the writer then moves or deletes.
CREATE FUNCTION "connected_calendar_receiving_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.receives_appointments IS NOT DISTINCT FROM OLD.receives_appointments
		AND NEW.title_shows_client IS NOT DISTINCT FROM OLD.title_shows_client THEN
		RETURN NULL;
	END IF;
	UPDATE "appointment_calendar_copies" SET "dirty" = true, "next_attempt_at" = now(), "attempts" = 0
		WHERE "professional_id" = NEW.professional_id;
	IF NEW.receives_appointments THEN
		INSERT INTO "appointment_calendar_copies" ("appointment_id", "professional_id")
		SELECT "id", "professional_id" FROM "appointments"
		WHERE "professional_id" = NEW.professional_id AND "status" IN ('pending', 'confirmed') AND "ends_at" > now()
		ON CONFLICT ("appointment_id") DO UPDATE SET "dirty" = true, "next_attempt_at" = now(), "attempts" = 0;
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "connected_calendars_receiving_changed"
	AFTER INSERT OR UPDATE OF "receives_appointments", "title_shows_client" ON "connected_calendars"
	FOR EACH ROW EXECUTE FUNCTION "connected_calendar_receiving_changed"();
