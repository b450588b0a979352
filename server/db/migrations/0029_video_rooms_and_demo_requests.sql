ALTER TABLE "support_messages" DROP CONSTRAINT "support_messages_source_valid";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "video_room" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "recording_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "recording_consent_withdrawn_at" timestamp with time zone;--> statement-breakpoint
-- Data migration (hand-written, ADR 0034): a room whose name was random (JurisRDV- and 22 base64url
-- characters, 128 bits: every booking so far) is kept, so that links already e-mailed still open it; any
-- other video appointment (the demo seed's rooms named after people, a video row without a link) gets a
-- new name from two gen_random_uuid() (pg_strong_random, 244 random bits). The URL is no longer stored:
-- it is built when given, from VIDEO_BASE_URL, the professional's settings and the client's consent.
UPDATE "appointments" SET "video_room" = CASE
  WHEN "meeting_url" ~ '/JurisRDV-[A-Za-z0-9_-]{22}$' THEN substring("meeting_url" from 'JurisRDV-[A-Za-z0-9_-]{22}$')
  ELSE 'JurisRDV-' || rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')
END
WHERE "mode" = 'visio' OR "meeting_url" ~ '/JurisRDV-[A-Za-z0-9_-]{22}$';--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "meeting_url";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_video_room_format" CHECK ("appointments"."video_room" is null or "appointments"."video_room" ~ '^JurisRDV-[A-Za-z0-9_-]{22,}$');--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_source_valid" CHECK ("support_messages"."source" in ('public', 'pro', 'demo'));
