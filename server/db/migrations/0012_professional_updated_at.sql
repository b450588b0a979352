ALTER TABLE "professionals" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Every change of the row dates it, whichever code path made it (the first free slot no longer lives here,
-- so the date moves only when the professional's own data does).
CREATE FUNCTION "touch_professional_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Generated columns are not computed yet in a BEFORE trigger: compared without them.
	IF to_jsonb(NEW) - 'is_public' - 'updated_at' IS DISTINCT FROM to_jsonb(OLD) - 'is_public' - 'updated_at' THEN
		NEW.updated_at := now();
	END IF;
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "professionals_touch_updated_at" BEFORE UPDATE ON "professionals" FOR EACH ROW EXECUTE FUNCTION "touch_professional_updated_at"();
