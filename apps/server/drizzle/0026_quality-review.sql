CREATE TABLE "quality_finished_identifications" (
	"identification_id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"operator_id" uuid NOT NULL,
	"operator_name" text NOT NULL,
	"full_name" text NOT NULL,
	"process" text NOT NULL,
	"outcome" text NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"sampled_at" timestamp with time zone,
	"sample_reason" text,
	"reviewer_id" uuid,
	"reviewer_name" text,
	"reviewed_at" timestamp with time zone,
	"verdict" text,
	"category" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_finished_identifications" ADD CONSTRAINT "quality_finished_identifications_identification_id_video_identifications_id_fk" FOREIGN KEY ("identification_id") REFERENCES "public"."video_identifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_finished_identifications" ADD CONSTRAINT "quality_finished_identifications_operator_id_staff_accounts_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_finished_identifications" ADD CONSTRAINT "quality_finished_identifications_reviewer_id_staff_accounts_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_finished_operator_idx" ON "quality_finished_identifications" USING btree ("operator_id","finished_at");--> statement-breakpoint
CREATE INDEX "quality_finished_at_idx" ON "quality_finished_identifications" USING btree ("finished_at");--> statement-breakpoint
CREATE INDEX "quality_finished_queue_idx" ON "quality_finished_identifications" USING btree ("sampled_at") WHERE "quality_finished_identifications"."sampled_at" is not null;