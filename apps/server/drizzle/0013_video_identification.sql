CREATE TABLE "video_identification_answers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"identification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_identification_snapshots" (
	"id" uuid PRIMARY KEY NOT NULL,
	"identification_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"taken_by" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_identifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"process" text NOT NULL,
	"status" text NOT NULL,
	"language" text NOT NULL,
	"full_name" text NOT NULL,
	"device" jsonb NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"extended" integer DEFAULT 0 NOT NULL,
	"operator_id" uuid,
	"operator_name" text,
	"operator_language" text,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"checklist" jsonb NOT NULL,
	"interaction" jsonb,
	"decision_reason" text,
	"redo_target" text,
	"card_name" text NOT NULL,
	"phone_e164" text,
	"otp_hash" text,
	"otp_expires_at" timestamp with time zone,
	"otp_attempts" integer DEFAULT 0 NOT NULL,
	"otp_round" integer DEFAULT 0 NOT NULL,
	"applicant_left_at" timestamp with time zone,
	"protocol_key" text,
	"protocol_sha256" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "consent_documents_prospect_kind_idx";--> statement-breakpoint
ALTER TABLE "video_identification_answers" ADD CONSTRAINT "video_identification_answers_identification_id_video_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."video_identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_identification_snapshots" ADD CONSTRAINT "video_identification_snapshots_identification_id_video_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."video_identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_identification_snapshots" ADD CONSTRAINT "video_identification_snapshots_taken_by_staff_accounts_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD CONSTRAINT "video_identifications_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_identifications" ADD CONSTRAINT "video_identifications_operator_id_staff_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_identification_answers_idx" ON "video_identification_answers" USING btree ("identification_id","id");--> statement-breakpoint
CREATE INDEX "video_identification_snapshots_idx" ON "video_identification_snapshots" USING btree ("identification_id");--> statement-breakpoint
CREATE INDEX "video_identifications_prospect_idx" ON "video_identifications" USING btree ("prospect_id","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "video_identifications_one_open_idx" ON "video_identifications" USING btree ("prospect_id") WHERE "video_identifications"."status" in ('WAITING', 'IN_CALL');--> statement-breakpoint
CREATE INDEX "video_identifications_status_idx" ON "video_identifications" USING btree ("status","queued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consent_documents_prospect_kind_idx" ON "consent_documents" USING btree ("prospect_id","kind") WHERE "consent_documents"."accepted_at" is null;