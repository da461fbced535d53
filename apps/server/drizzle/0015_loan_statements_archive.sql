CREATE TABLE "archived_documents" (
	"contract_document_id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"document_set_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"location" text NOT NULL,
	"archived_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_archive_requests" (
	"prospect_id" uuid NOT NULL,
	"document_set_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"archived_at" timestamp with time zone,
	"manifest_location" text,
	CONSTRAINT "document_archive_requests_prospect_id_document_set_id_pk" PRIMARY KEY("prospect_id","document_set_id")
);
--> statement-breakpoint
CREATE TABLE "loan_applications" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"source" text NOT NULL,
	"bank_code" text NOT NULL,
	"monthly_net_income_cents" integer NOT NULL,
	"existing_monthly_obligations_cents" integer NOT NULL,
	"dependants" integer NOT NULL,
	"wish" jsonb NOT NULL,
	"income_found" jsonb,
	"confirmed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_assessments" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"long_process_id" uuid NOT NULL,
	"run" integer NOT NULL,
	"facts" jsonb NOT NULL,
	"requested" jsonb NOT NULL,
	"outcome" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"figures" jsonb NOT NULL,
	"offer" jsonb,
	"assessed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_choices" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"secci_id" uuid NOT NULL,
	"secci_sha256" text NOT NULL,
	"terms" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_seccis" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"terms" jsonb NOT NULL,
	"offer" jsonb NOT NULL,
	"language" text NOT NULL,
	"storage_key" text NOT NULL,
	"sha256" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"declared_type" text NOT NULL,
	"declared_extension" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"months" jsonb NOT NULL,
	"storage_key" text NOT NULL,
	"status" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_code" text NOT NULL,
	"provider_name" text NOT NULL,
	"external_id" text,
	"sealed_secret" text,
	"state" text NOT NULL,
	"failure" text,
	"wrong_codes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"income" jsonb NOT NULL,
	"sealed_transactions" text NOT NULL,
	"transaction_count" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD COLUMN "consumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "archived_documents" ADD CONSTRAINT "archived_documents_contract_document_id_contract_documents_id_fk" FOREIGN KEY ("contract_document_id") REFERENCES "public"."contract_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archived_documents" ADD CONSTRAINT "archived_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_archive_requests" ADD CONSTRAINT "document_archive_requests_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_archive_requests" ADD CONSTRAINT "document_archive_requests_document_set_id_contract_sets_id_fk" FOREIGN KEY ("document_set_id") REFERENCES "public"."contract_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_applications" ADD CONSTRAINT "loan_applications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_assessments" ADD CONSTRAINT "loan_assessments_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_assessments" ADD CONSTRAINT "loan_assessments_long_process_id_long_processes_id_fk" FOREIGN KEY ("long_process_id") REFERENCES "public"."long_processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_choices" ADD CONSTRAINT "loan_choices_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_choices" ADD CONSTRAINT "loan_choices_secci_id_loan_seccis_id_fk" FOREIGN KEY ("secci_id") REFERENCES "public"."loan_seccis"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_seccis" ADD CONSTRAINT "loan_seccis_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_seccis" ADD CONSTRAINT "loan_seccis_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_documents" ADD CONSTRAINT "risk_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_connections" ADD CONSTRAINT "bank_connections_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statements" ADD CONSTRAINT "bank_statements_connection_id_bank_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."bank_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_seccis_prospect_idx" ON "loan_seccis" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "risk_documents_prospect_idx" ON "risk_documents" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "bank_connections_prospect_idx" ON "bank_connections" USING btree ("prospect_id","created_at");--> statement-breakpoint
CREATE INDEX "bank_statements_prospect_idx" ON "bank_statements" USING btree ("prospect_id","created_at");