CREATE TABLE "device_lockouts" (
	"nonce_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"lockouts" integer DEFAULT 0 NOT NULL,
	"blocked_at" timestamp with time zone,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_lockouts_subject_idx" ON "device_lockouts" USING btree ("subject_id");