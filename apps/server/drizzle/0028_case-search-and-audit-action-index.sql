CREATE TABLE "case_search_indexed" (
	"prospect_id" uuid PRIMARY KEY NOT NULL,
	"key_check" text NOT NULL,
	"indexed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_search_terms" (
	"user_id" uuid NOT NULL,
	"prospect_id" uuid,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"term" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_search_indexed" ADD CONSTRAINT "case_search_indexed_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_search_terms" ADD CONSTRAINT "case_search_terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_search_terms" ADD CONSTRAINT "case_search_terms_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_search_terms_term_idx" ON "case_search_terms" USING btree ("term","user_id","prospect_id");--> statement-breakpoint
CREATE INDEX "case_search_terms_prospect_idx" ON "case_search_terms" USING btree ("prospect_id","source");--> statement-breakpoint
CREATE INDEX "case_search_terms_user_idx" ON "case_search_terms" USING btree ("user_id","source");--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action","occurred_at");