CREATE TABLE "professional_listings" (
	"professional_id" integer PRIMARY KEY NOT NULL,
	"grid_cell" integer,
	"latitude" double precision,
	"longitude" double precision,
	"rating" double precision NOT NULL,
	"professional_type" text NOT NULL,
	"specialties" text[] NOT NULL,
	"consultation_modes" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"accepts_legal_aid" boolean NOT NULL,
	"accepts_online_booking" boolean NOT NULL,
	"min_notice_minutes" integer NOT NULL,
	"next_free_slot_at" timestamp with time zone,
	"next_free_slot_computed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "professional_listings" ADD CONSTRAINT "professional_listings_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professionals" DROP COLUMN "next_free_slot_at";--> statement-breakpoint
ALTER TABLE "professionals" DROP COLUMN "next_free_slot_computed_at";--> statement-breakpoint
-- Ranking walks one cell at a time in rating order and stops at the page's need; everything the filters
-- read but the first free slot (rewritten as slots pass, kept out of every index so updates stay HOT)
-- is in the index, so a search reads no table page. `nulls last` is the order the query asks for.
CREATE INDEX "professional_listings_rank_idx" ON "professional_listings" USING btree ("grid_cell", "rating" DESC NULLS LAST)
	INCLUDE ("latitude", "longitude", "professional_id", "professional_type", "specialties", "consultation_modes",
		"languages", "accepts_legal_aid", "accepts_online_booking");--> statement-breakpoint
ALTER TABLE "professional_listings" SET (fillfactor = 70);--> statement-breakpoint
-- One narrow row per public professional, kept here so that no code path can forget it. The grid cell
-- is domain/geo/grid-cells.ts (0.1° × 0.1°); the first free slot is the server's to compute: a change of
-- the settings it depends on clears its computation date so the refresher recomputes it.
CREATE FUNCTION "sync_professional_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	settings_changed boolean := false;
BEGIN
	IF TG_OP = 'UPDATE' THEN
		settings_changed := OLD.availability IS DISTINCT FROM NEW.availability
			OR OLD.consultation_modes IS DISTINCT FROM NEW.consultation_modes
			OR OLD.accepts_online_booking IS DISTINCT FROM NEW.accepts_online_booking;
	END IF;
	IF NOT NEW.is_public THEN
		DELETE FROM "professional_listings" WHERE "professional_id" = NEW.id;
		RETURN NULL;
	END IF;
	INSERT INTO "professional_listings" AS l ("professional_id", "grid_cell", "latitude", "longitude", "rating",
		"professional_type", "specialties", "consultation_modes", "languages", "accepts_legal_aid",
		"accepts_online_booking", "min_notice_minutes")
	VALUES (NEW.id,
		CASE WHEN NEW.latitude IS NULL OR NEW.longitude IS NULL THEN NULL
			ELSE floor((NEW.latitude + 90) * 10)::int * 3600 + floor((NEW.longitude + 180) * 10)::int END,
		NEW.latitude, NEW.longitude, NEW.rating_average, NEW.professional_type, NEW.specialties,
		NEW.consultation_modes, NEW.languages, NEW.accepts_legal_aid, NEW.accepts_online_booking,
		coalesce((NEW.availability->>'minNoticeMinutes')::int, 0))
	ON CONFLICT ("professional_id") DO UPDATE SET
		"grid_cell" = excluded."grid_cell", "latitude" = excluded."latitude", "longitude" = excluded."longitude",
		"rating" = excluded."rating", "professional_type" = excluded."professional_type",
		"specialties" = excluded."specialties", "consultation_modes" = excluded."consultation_modes",
		"languages" = excluded."languages", "accepts_legal_aid" = excluded."accepts_legal_aid",
		"accepts_online_booking" = excluded."accepts_online_booking",
		"min_notice_minutes" = excluded."min_notice_minutes",
		"next_free_slot_computed_at" = CASE WHEN settings_changed THEN NULL ELSE l."next_free_slot_computed_at" END
	WHERE (l."grid_cell", l."latitude", l."longitude", l."rating", l."professional_type", l."specialties",
			l."consultation_modes", l."languages", l."accepts_legal_aid", l."accepts_online_booking",
			l."min_notice_minutes")
		IS DISTINCT FROM (excluded."grid_cell", excluded."latitude", excluded."longitude", excluded."rating",
			excluded."professional_type", excluded."specialties", excluded."consultation_modes",
			excluded."languages", excluded."accepts_legal_aid", excluded."accepts_online_booking",
			excluded."min_notice_minutes")
		OR settings_changed;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "professionals_listing_sync" AFTER INSERT OR UPDATE ON "professionals" FOR EACH ROW EXECUTE FUNCTION "sync_professional_listing"();--> statement-breakpoint
INSERT INTO "professional_listings" ("professional_id", "grid_cell", "latitude", "longitude", "rating",
	"professional_type", "specialties", "consultation_modes", "languages", "accepts_legal_aid",
	"accepts_online_booking", "min_notice_minutes")
SELECT id,
	CASE WHEN latitude IS NULL OR longitude IS NULL THEN NULL
		ELSE floor((latitude + 90) * 10)::int * 3600 + floor((longitude + 180) * 10)::int END,
	latitude, longitude, rating_average, professional_type, specialties, consultation_modes, languages,
	accepts_legal_aid, accepts_online_booking, coalesce((availability->>'minNoticeMinutes')::int, 0)
FROM "professionals" WHERE is_public;--> statement-breakpoint
ANALYZE "professional_listings";
