CREATE TABLE "work_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"case_id" bigint,
	"title" text NOT NULL,
	"description" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"status" text DEFAULT 'completed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_timers" (
	"professional_id" integer PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"running_since" timestamp with time zone,
	"accumulated_seconds" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_sessions" ADD CONSTRAINT "work_sessions_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_timers" ADD CONSTRAINT "work_timers_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_sessions_professional_idx" ON "work_sessions" USING btree ("professional_id","started_at");