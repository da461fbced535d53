CREATE TABLE "deposits" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"term_days" integer NOT NULL,
	"at_maturity" text NOT NULL,
	"own_iban_sealed" text NOT NULL,
	"rate_bps" integer NOT NULL,
	"quote" jsonb NOT NULL,
	"chosen_at" timestamp with time zone NOT NULL,
	"funded_at" timestamp with time zone,
	"funded_quote" jsonb
);
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;