ALTER TABLE "login_guards" ADD COLUMN "lockouts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_guards" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- Blocks of before decision 160 had no end: they become first blocks, of 15 minutes from their start.
UPDATE "login_guards" SET "blocked_until" = "blocked_at" + interval '15 minutes', "lockouts" = 1, "failed_count" = 0 WHERE "blocked_at" IS NOT NULL;
