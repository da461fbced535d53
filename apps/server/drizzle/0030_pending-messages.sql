CREATE TABLE "pending_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"prospect_id" uuid,
	"uid" text,
	"sealed_body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_messages_user_idx" ON "pending_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pending_messages_prospect_idx" ON "pending_messages" USING btree ("prospect_id");--> statement-breakpoint
CREATE INDEX "pending_messages_uid_idx" ON "pending_messages" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "pending_messages_created_idx" ON "pending_messages" USING btree ("created_at");