CREATE TABLE "loan_payout_accounts" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"sealed_iban" text NOT NULL,
	"bank_name" text,
	"own_account_declared_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_statements" ADD COLUMN "sealed_account_number" text;--> statement-breakpoint
ALTER TABLE "loan_payout_accounts" ADD CONSTRAINT "loan_payout_accounts_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;