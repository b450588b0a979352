CREATE TABLE "waiting_list_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"client_user_id" uuid NOT NULL,
	"professional_id" integer NOT NULL,
	"waited_for" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waiting_list_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"professional_id" integer NOT NULL,
	"slot_start" timestamp with time zone NOT NULL,
	"client_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_notices" ADD CONSTRAINT "waiting_list_notices_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list_notices" ADD CONSTRAINT "waiting_list_notices_client_user_id_users_id_fk" FOREIGN KEY ("client_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_entries_client_professional_key" ON "waiting_list_entries" USING btree ("client_user_id","professional_id");--> statement-breakpoint
CREATE INDEX "waiting_list_entries_professional_idx" ON "waiting_list_entries" USING btree ("professional_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_notices_professional_slot_key" ON "waiting_list_notices" USING btree ("professional_id","slot_start");--> statement-breakpoint
CREATE INDEX "waiting_list_notices_client_idx" ON "waiting_list_notices" USING btree ("client_user_id");