CREATE TABLE "signing_certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"serial_number" text NOT NULL,
	"subject_serial" text NOT NULL,
	"subject_dn" text NOT NULL,
	"issuer_dn" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"certificate_pem" text NOT NULL,
	"fingerprint_sha256" text NOT NULL,
	"provider_certificate_id" text,
	"chain_pem" text,
	"sealed_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"sort_code" text NOT NULL,
	"account_number" text NOT NULL,
	"iban" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_branches" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"branch_id" text NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"set_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"opened_at" timestamp with time zone,
	"signed_storage_key" text,
	"signed_size_bytes" integer,
	"signed_sha256" text,
	"timestamped" boolean,
	"signed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_sets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"amounts" jsonb NOT NULL,
	"manifest_sha256" text NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_certificates" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"certificate_id" text NOT NULL,
	"serial_number" text NOT NULL,
	"subject_dn" text NOT NULL,
	"issuer_dn" text NOT NULL,
	"not_before" timestamp with time zone NOT NULL,
	"not_after" timestamp with time zone NOT NULL,
	"fingerprint_sha256" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_codes" (
	"prospect_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"round" integer NOT NULL,
	"set_id" uuid,
	"manifest_sha256" text NOT NULL,
	"language" text NOT NULL,
	"status" text NOT NULL,
	"code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "signing_codes_prospect_id_purpose_pk" PRIMARY KEY("prospect_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "dossiers" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"manifest" jsonb NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "long_processes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"process" text NOT NULL,
	"phase" text NOT NULL,
	"run" integer DEFAULT 1 NOT NULL,
	"error_code" text,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incoming_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"penny_transfer_id" uuid,
	"creditor_iban" text NOT NULL,
	"reference" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payer_name" text NOT NULL,
	"payer_iban" text,
	"instant" boolean NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"outcome" text NOT NULL,
	"name_check" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penny_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"iban" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"purpose_code" text NOT NULL,
	"causal" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_street" text NOT NULL,
	"payee_city" text NOT NULL,
	"state" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activation_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"sealed_code" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_welcomes" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"prospect_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"activated_at" timestamp with time zone,
	"activated_by" text,
	"welcome_shown_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_branches" ADD CONSTRAINT "prospect_branches_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_branches" ADD CONSTRAINT "prospect_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_set_id_contract_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."contract_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_documents" ADD CONSTRAINT "contract_documents_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_sets" ADD CONSTRAINT "contract_sets_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_certificates" ADD CONSTRAINT "prospect_certificates_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signing_codes" ADD CONSTRAINT "signing_codes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dossiers" ADD CONSTRAINT "dossiers_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "long_processes" ADD CONSTRAINT "long_processes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_penny_transfer_id_penny_transfers_id_fk" FOREIGN KEY ("penny_transfer_id") REFERENCES "public"."penny_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "penny_transfers" ADD CONSTRAINT "penny_transfers_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_welcomes" ADD CONSTRAINT "product_welcomes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_welcomes" ADD CONSTRAINT "product_welcomes_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_welcomes" ADD CONSTRAINT "product_welcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signing_certificates_issuer_serial_idx" ON "signing_certificates" USING btree ("issuer_dn","serial_number");--> statement-breakpoint
CREATE INDEX "signing_certificates_subject_idx" ON "signing_certificates" USING btree ("subject_serial");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_number_idx" ON "bank_accounts" USING btree ("sort_code","account_number");--> statement-breakpoint
CREATE INDEX "prospect_branches_branch_idx" ON "prospect_branches" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "contract_documents_set_idx" ON "contract_documents" USING btree ("set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_sets_current_idx" ON "contract_sets" USING btree ("prospect_id") WHERE "contract_sets"."status" <> 'SUPERSEDED';--> statement-breakpoint
CREATE UNIQUE INDEX "long_processes_prospect_kind_idx" ON "long_processes" USING btree ("prospect_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "incoming_payments_payment_id_idx" ON "incoming_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "incoming_payments_outcome_idx" ON "incoming_payments" USING btree ("outcome");--> statement-breakpoint
CREATE UNIQUE INDEX "penny_transfers_prospect_idx" ON "penny_transfers" USING btree ("prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "penny_transfers_reference_idx" ON "penny_transfers" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_hash_idx" ON "activation_codes" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "activation_codes_live_idx" ON "activation_codes" USING btree ("product_id") WHERE "activation_codes"."voided_at" is null;--> statement-breakpoint
CREATE INDEX "activation_codes_prospect_idx" ON "activation_codes" USING btree ("prospect_id");