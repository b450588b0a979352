CREATE TABLE "review_ranking_prior" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mean" double precision NOT NULL,
	"weight" integer NOT NULL,
	"review_count" integer NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_ranking_prior_single_row" CHECK ("review_ranking_prior"."id" = 1),
	CONSTRAINT "review_ranking_prior_weight" CHECK ("review_ranking_prior"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"appointment_id" bigint NOT NULL,
	"professional_id" integer NOT NULL,
	"client_user_id" uuid,
	"rating" integer NOT NULL,
	"text" text,
	"status" text NOT NULL,
	"flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"submission_count" integer DEFAULT 1 NOT NULL,
	"published_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"moderator_note" text,
	"answer" text,
	"answered_at" timestamp with time zone,
	"report_reason" text,
	"report_note" text,
	"reported_at" timestamp with time zone,
	"report_outcome" text,
	"report_decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_status_valid" CHECK ("reviews"."status" in ('pending', 'published', 'refused')),
	CONSTRAINT "reviews_text_length" CHECK ("reviews"."text" is null or char_length("reviews"."text") between 1 and 2000),
	CONSTRAINT "reviews_answer_length" CHECK ("reviews"."answer" is null or char_length("reviews"."answer") between 1 and 2000),
	CONSTRAINT "reviews_notes_length" CHECK (("reviews"."moderator_note" is null or char_length("reviews"."moderator_note") <= 1000) and ("reviews"."report_note" is null or char_length("reviews"."report_note") <= 1000)),
	CONSTRAINT "reviews_submission_count" CHECK ("reviews"."submission_count" between 1 and 3),
	CONSTRAINT "reviews_published_dated" CHECK ("reviews"."status" <> 'published' or "reviews"."published_at" is not null),
	CONSTRAINT "reviews_report_outcome_valid" CHECK ("reviews"."report_outcome" is null or "reviews"."report_outcome" in ('kept', 'removed'))
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_appointment_key" ON "reviews" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "reviews_professional_idx" ON "reviews" USING btree ("professional_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "reviews_client_idx" ON "reviews" USING btree ("client_user_id");--> statement-breakpoint
CREATE INDEX "reviews_pending_idx" ON "reviews" USING btree ("submitted_at") WHERE "reviews"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "reviews_reported_idx" ON "reviews" USING btree ("reported_at") WHERE "reviews"."reported_at" is not null and "reviews"."report_decided_at" is null;--> statement-breakpoint

-- Issue 29 §3 (ADR 0072). The stars given before reviews existed become published reviews without a text, dated
-- when they were given, after the consultation they rate; a rating whose author's account is gone is not kept
-- (a review goes with its author's account).
INSERT INTO "reviews" ("appointment_id", "professional_id", "client_user_id", "rating", "status", "submitted_at", "published_at")
SELECT "id", "professional_id", "client_user_id", "rating", 'published', coalesce("rated_at", "ends_at"), coalesce("rated_at", "ends_at")
FROM "appointments" WHERE "rating" IS NOT NULL AND "client_user_id" IS NOT NULL;--> statement-breakpoint
-- The prior of the ranking by rating: the platform's mean of published reviews (3, the middle of the scale, while
-- there is none) and its weight, 10 reviews (domain/directory/reviews/review-ranking.ts; the reviews job keeps them).
INSERT INTO "review_ranking_prior" ("id", "mean", "weight", "review_count")
SELECT 1, coalesce(avg("rating")::double precision, 3), 10, count(*)::int FROM "reviews" WHERE "status" = 'published';--> statement-breakpoint
-- The Bayesian average search ranks by: (weight × mean + count × average) / (weight + count).
CREATE FUNCTION "review_ranking_score"(double precision, integer) RETURNS double precision LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT (p."weight" * p."mean" + $2 * $1) / (p."weight" + $2) FROM "review_ranking_prior" AS p WHERE p."id" = 1), $1)
$$;--> statement-breakpoint
-- The listing of migration 0011, ranked by that score instead of the plain average.
CREATE OR REPLACE FUNCTION "sync_professional_listing"() RETURNS trigger LANGUAGE plpgsql AS $$
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
		NEW.latitude, NEW.longitude, review_ranking_score(NEW.rating_average, NEW.review_count), NEW.professional_type, NEW.specialties,
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
-- The average and count of published reviews, from the reviews themselves (the directory's invented figures go).
UPDATE "professionals" AS p SET "rating_average" = coalesce(s."average", 0), "review_count" = coalesce(s."total", 0)
FROM "professionals" AS q
LEFT JOIN (SELECT "professional_id", count(*)::int AS "total", avg("rating")::double precision AS "average"
	FROM "reviews" WHERE "status" = 'published' GROUP BY "professional_id") AS s ON s."professional_id" = q."id"
WHERE p."id" = q."id" AND (p."rating_average", p."review_count") IS DISTINCT FROM (coalesce(s."average", 0), coalesce(s."total", 0));--> statement-breakpoint
UPDATE "professional_listings" AS l SET "rating" = review_ranking_score(p."rating_average", p."review_count")
FROM "professionals" AS p
WHERE p."id" = l."professional_id" AND l."rating" IS DISTINCT FROM review_ranking_score(p."rating_average", p."review_count");--> statement-breakpoint
-- From now on the reviews keep their professional's average and count, whichever code path (or cascade) changes them.
CREATE FUNCTION "sync_professional_review_stats"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	target integer;
BEGIN
	FOREACH target IN ARRAY (CASE TG_OP
		WHEN 'INSERT' THEN ARRAY[NEW.professional_id]
		WHEN 'DELETE' THEN ARRAY[OLD.professional_id]
		ELSE ARRAY[OLD.professional_id, NEW.professional_id] END) LOOP
		UPDATE "professionals" AS p SET "rating_average" = s."average", "review_count" = s."total"
		FROM (SELECT count(*)::int AS "total", coalesce(avg("rating")::double precision, 0) AS "average"
			FROM "reviews" WHERE "professional_id" = target AND "status" = 'published') AS s
		WHERE p."id" = target AND (p."rating_average", p."review_count") IS DISTINCT FROM (s."average", s."total");
	END LOOP;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_stats_sync" AFTER INSERT OR DELETE OR UPDATE OF "status", "rating", "professional_id" ON "reviews"
	FOR EACH ROW EXECUTE FUNCTION "sync_professional_review_stats"();--> statement-breakpoint
ALTER TABLE "appointments" DROP CONSTRAINT "appointments_rating_range";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "rating";--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "rated_at";
