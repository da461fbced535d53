-- Custom migration (drizzle-kit generate --custom): DESIGN "PII" makes the audit trail append-only.
-- A row or statement trigger refuses UPDATE, DELETE and TRUNCATE for every role but a superuser
-- who disables the triggers on purpose (for example a future retention job, recorded in a decision).
CREATE FUNCTION "audit_events_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_reject_change"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_reject_change"();
