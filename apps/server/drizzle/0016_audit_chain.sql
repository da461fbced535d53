ALTER TABLE "audit_events" ADD COLUMN "chain_key" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" integer;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_idx" ON "audit_events" USING btree ("chain_key","chain_seq");--> statement-breakpoint
-- Hand-written (decision 150): the hash chain of the audit trail. The same text is kept in
-- /tmp/h/sql-h1.sql for the squash. The verifier (src/infra/audit/audit-chain.ts) recomputes
-- both hashes in Node from the columns, so these functions and the code must stay in step.
-- The chain a row joins: its subject (the case), or one chain per UTC day for rows without one.
CREATE FUNCTION "audit_events_chain_key"(subject_type text, subject_id text, occurred_at timestamptz)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN subject_id IS NULL THEN 'day:' || to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    ELSE subject_type || ':' || subject_id
  END
$$;
--> statement-breakpoint
-- Time as epoch microseconds (never the session's time zone); round() keeps it exact on servers
-- before PostgreSQL 14, where extract() gives a double.
CREATE FUNCTION "audit_events_epoch_us"(t timestamptz) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT round(extract(epoch FROM t) * 1000000)::bigint
$$;
--> statement-breakpoint
-- Every field, the personal ones (ip, user_agent, details) included, as the canonical text of a
-- jsonb array (details as its canonical jsonb text).
CREATE FUNCTION "audit_events_content_hash"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    'audit-content-v1'::text, e.id, audit_events_epoch_us(e.occurred_at), e.actor_type, e.actor_id,
    e.action, e.subject_type, e.subject_id, e.ip, e.user_agent, e.request_id, e.details
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The link: the previous row's hash, this row's content hash, and the fields erasure never
-- touches, so an erased row (whose content can no longer be recomputed) is still checked.
CREATE FUNCTION "audit_events_link_hash"(e "audit_events") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    'audit-link-v1'::text, e.chain_key, e.chain_seq, e.prev_hash, e.content_hash, e.id,
    audit_events_epoch_us(e.occurred_at), e.actor_type, e.actor_id, e.action, e.subject_type,
    e.subject_id, e.request_id
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Every insert path is chained. The advisory lock (released at commit, after the row became
-- visible) serialises the writers of one chain; in READ COMMITTED the SELECT after it takes a new
-- snapshot and so sees the row the previous holder committed. The unique index on
-- (chain_key, chain_seq) refuses a fork should a REPEATABLE READ writer read a stale last row.
CREATE FUNCTION "audit_events_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq integer;
  last_hash text;
BEGIN
  NEW.chain_key := audit_events_chain_key(NEW.subject_type, NEW.subject_id, NEW.occurred_at);
  PERFORM pg_advisory_xact_lock(hashtextextended(NEW.chain_key, 0));
  SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_events
    WHERE chain_key = NEW.chain_key ORDER BY chain_seq DESC LIMIT 1;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.erased_at := NULL;
  NEW.content_hash := audit_events_content_hash(NEW);
  NEW.hash := audit_events_link_hash(NEW);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The existing rows, chained in id order (the append-only trigger is off inside this transaction).
DROP TRIGGER "audit_events_no_update_delete" ON "audit_events";
--> statement-breakpoint
DO $$
DECLARE
  r audit_events;
  last_seq integer;
  last_hash text;
BEGIN
  FOR r IN SELECT * FROM audit_events ORDER BY id LOOP
    r.chain_key := audit_events_chain_key(r.subject_type, r.subject_id, r.occurred_at);
    last_seq := NULL;
    last_hash := NULL;
    SELECT chain_seq, hash INTO last_seq, last_hash FROM audit_events
      WHERE chain_key = r.chain_key ORDER BY chain_seq DESC LIMIT 1;
    r.chain_seq := coalesce(last_seq, 0) + 1;
    r.prev_hash := last_hash;
    r.content_hash := audit_events_content_hash(r);
    r.hash := audit_events_link_hash(r);
    UPDATE audit_events
      SET chain_key = r.chain_key, chain_seq = r.chain_seq, prev_hash = r.prev_hash,
          content_hash = r.content_hash, hash = r.hash
      WHERE id = r.id;
  END LOOP;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_chain"();
--> statement-breakpoint
-- Still append-only, with one exception: the erasure of a row's personal fields (GDPR Art. 17),
-- which clears ip, user_agent and details, sets erased_at and changes nothing else, so the chain
-- still verifies. Compared as jsonb, so a column added later is protected without a change here.
CREATE OR REPLACE FUNCTION "audit_events_reject_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF OLD.erased_at IS NULL AND NEW.erased_at IS NOT NULL
      AND NEW.ip IS NULL AND NEW.user_agent IS NULL AND NEW.details = '{}'::jsonb
      AND to_jsonb(NEW) - 'ip' - 'user_agent' - 'details' - 'erased_at'
        = to_jsonb(OLD) - 'ip' - 'user_agent' - 'details' - 'erased_at'
    THEN
      RETURN NEW;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_reject_change"();
