ALTER TABLE "email_outbox" ADD COLUMN "priority" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_priority_idx" ON "email_outbox" USING btree ("status","priority","id");