CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"side" text,
	"state" text NOT NULL,
	"rejection_reason" text,
	"storage_key" text,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text,
	"name" text NOT NULL,
	"uploaded_via" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handoff_sessions" (
	"secret_hash" text PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handoff_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"steps_done" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_id_documents" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"id_type" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_sessions" ADD CONSTRAINT "handoff_sessions_transaction_id_handoff_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."handoff_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handoff_transactions" ADD CONSTRAINT "handoff_transactions_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_id_documents" ADD CONSTRAINT "prospect_id_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_prospect_idx" ON "documents" USING btree ("prospect_id","document_type","side");--> statement-breakpoint
CREATE INDEX "handoff_sessions_transaction_idx" ON "handoff_sessions" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "handoff_transactions_prospect_idx" ON "handoff_transactions" USING btree ("prospect_id","created_at");