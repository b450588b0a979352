CREATE TABLE "firm_assistant_assignments" (
	"assistant_user_id" uuid NOT NULL,
	"lawyer_user_id" uuid NOT NULL,
	CONSTRAINT "firm_assistant_assignments_assistant_user_id_lawyer_user_id_pk" PRIMARY KEY("assistant_user_id","lawyer_user_id")
);
--> statement-breakpoint
CREATE TABLE "firm_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"assigned_lawyer_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "firm_invitations_email_lower" CHECK ("firm_invitations"."email" = lower("firm_invitations"."email")),
	CONSTRAINT "firm_invitations_role_valid" CHECK ("firm_invitations"."role" in ('associate', 'collaborator', 'assistant', 'accountant'))
);
--> statement-breakpoint
CREATE TABLE "firm_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"firm_id" integer NOT NULL,
	"role" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_members_role_valid" CHECK ("firm_members"."role" in ('associate', 'collaborator', 'assistant', 'accountant'))
);
--> statement-breakpoint
CREATE TABLE "firms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"legal_form" text DEFAULT 'individuel' NOT NULL,
	"siret" text,
	"street_address" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"logo_file_id" integer,
	"invoicing" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firms_legal_form_valid" CHECK ("firms"."legal_form" in ('individuel', 'selarl', 'selas', 'selafa', 'selca', 'scp', 'aarpi', 'association', 'scm', 'sep', 'spfpl')),
	CONSTRAINT "firms_invoicing_valid" CHECK ("firms"."invoicing" in ('member', 'firm'))
);
--> statement-breakpoint
ALTER TABLE "firm_assistant_assignments" ADD CONSTRAINT "firm_assistant_assignments_assistant_user_id_firm_members_user_id_fk" FOREIGN KEY ("assistant_user_id") REFERENCES "public"."firm_members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_assistant_assignments" ADD CONSTRAINT "firm_assistant_assignments_lawyer_user_id_firm_members_user_id_fk" FOREIGN KEY ("lawyer_user_id") REFERENCES "public"."firm_members"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_invitations" ADD CONSTRAINT "firm_invitations_invited_by_user_id_users_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_members" ADD CONSTRAINT "firm_members_firm_id_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "firm_assistant_assignments_lawyer_idx" ON "firm_assistant_assignments" USING btree ("lawyer_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_invitations_token_key" ON "firm_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "firm_invitations_firm_idx" ON "firm_invitations" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "firm_members_firm_idx" ON "firm_members" USING btree ("firm_id");--> statement-breakpoint
-- Every professional account becomes the one associate of its own firm (issue 27): nothing changes for it.
ALTER TABLE "firms" ADD COLUMN "founder_professional_id" integer;--> statement-breakpoint
INSERT INTO "firms" ("name", "street_address", "postal_code", "city", "phone", "founder_professional_id")
SELECT COALESCE(NULLIF(TRIM(p."practice"), ''), TRIM(p."first_name" || ' ' || p."last_name")),
       COALESCE(p."street_address", ''), COALESCE(p."postal_code", ''), COALESCE(p."city", ''), COALESCE(p."phone", ''), p."id"
FROM "professionals" p WHERE p."user_id" IS NOT NULL ORDER BY p."id";--> statement-breakpoint
INSERT INTO "firm_members" ("user_id", "firm_id", "role")
SELECT p."user_id", f."id", 'associate' FROM "firms" f JOIN "professionals" p ON p."id" = f."founder_professional_id";--> statement-breakpoint
ALTER TABLE "firms" DROP COLUMN "founder_professional_id";