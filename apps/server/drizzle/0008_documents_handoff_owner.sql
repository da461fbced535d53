ALTER TABLE "handoff_transactions" ADD COLUMN "user_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "handoff_transactions" ADD COLUMN "uid" text NOT NULL;--> statement-breakpoint
ALTER TABLE "handoff_transactions" ADD CONSTRAINT "handoff_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;