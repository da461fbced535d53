CREATE TABLE "relationship_end_requests" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"ended_on" date NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "second_approvals" (
	"identification_id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"full_name" text NOT NULL,
	"process" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"status" text NOT NULL,
	"first_approver_id" uuid NOT NULL,
	"first_approver_name" text NOT NULL,
	"first_approved_at" timestamp with time zone NOT NULL,
	"second_staff_id" uuid,
	"second_staff_name" text,
	"decided_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "relationship_end_requests" ADD CONSTRAINT "relationship_end_requests_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_approvals" ADD CONSTRAINT "second_approvals_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_approvals_status_idx" ON "second_approvals" USING btree ("status","first_approved_at");--> statement-breakpoint
CREATE INDEX "second_approvals_prospect_idx" ON "second_approvals" USING btree ("prospect_id");