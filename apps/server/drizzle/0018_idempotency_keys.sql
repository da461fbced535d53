CREATE TABLE "idempotency_keys" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"fingerprint" text NOT NULL,
	"lock_id" text,
	"locked_at" timestamp with time zone,
	"status" integer,
	"response" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");