-- Search ranks by rating then distance; most listings share a rating, so the first page is the nearest of a
-- tie: read nearest first from a GiST index on the place on the unit sphere (cube, ADR 0077) instead of
-- reading every tied listing of the area.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
ALTER TABLE "professional_listings" ADD COLUMN "position" "cube" GENERATED ALWAYS AS (case when latitude is null or longitude is null then null else cube(array[cos(radians(latitude)) * cos(radians(longitude)), cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))]) end) STORED;--> statement-breakpoint
CREATE INDEX "professional_listings_nearest_idx" ON "professional_listings" USING gist ("rating","position");--> statement-breakpoint
-- Each cell's best ratings carry their distance from the index alone, as the other filtered columns do.
DROP INDEX "professional_listings_rank_idx";--> statement-breakpoint
CREATE INDEX "professional_listings_rank_idx" ON "professional_listings" USING btree ("grid_cell", "rating" DESC NULLS LAST)
	INCLUDE ("latitude", "longitude", "position", "professional_id", "professional_type", "specialties", "consultation_modes",
		"languages", "accepts_legal_aid", "accepts_online_booking");--> statement-breakpoint
ANALYZE "professional_listings";
