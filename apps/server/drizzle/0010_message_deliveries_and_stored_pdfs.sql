CREATE TABLE "message_deliveries" (
	"effect_key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consent_documents" ALTER COLUMN "sealed_content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_documents" ADD COLUMN "storage_key" text;