CREATE TABLE "prospect_corrections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"part" text NOT NULL,
	"reason" text NOT NULL,
	"identification_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"product_state" text,
	"opened_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_grants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"bank_code" text NOT NULL,
	"state" text NOT NULL,
	"stage" text NOT NULL,
	"code_hash" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_bank_grants_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "bank_connections" ADD COLUMN "state_hash" text;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD COLUMN "returning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD COLUMN "preferred_operator_id" uuid;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD COLUMN "preferred_operator_name" text;--> statement-breakpoint
ALTER TABLE "prospect_corrections" ADD CONSTRAINT "prospect_corrections_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_corrections_prospect_idx" ON "prospect_corrections" USING btree ("prospect_id","opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospect_corrections_one_open_idx" ON "prospect_corrections" USING btree ("prospect_id") WHERE "prospect_corrections"."resolved_at" is null;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD CONSTRAINT "video_identifications_preferred_operator_id_staff_accounts_id_fk" FOREIGN KEY ("preferred_operator_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_connections_state_idx" ON "bank_connections" USING btree ("state_hash");