import { createHash } from 'node:crypto';
import { and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { auditEvents } from './tables';

/**
 * The hash chain of the audit trail (decision 150). The database links every row in its BEFORE
 * INSERT trigger (migration 0016); this module checks the links again, computing both hashes here
 * from the stored columns, so a changed row, a deleted one or a wrong trigger all show as a break.
 */

/** The first row where the chain does not hold, and why. */
export interface AuditChainBreak {
  readonly id: number;
  readonly chainKey: string;
  /**
   * 'content changed' (a field no longer gives the stored hashes), 'link broken' (prev_hash is not
   * the previous row's hash), 'row missing' (a gap in the chain's sequence: a row was deleted),
   * 'not chained' (the row has no hashes: written with the triggers off), 'wrong chain' (the row
   * sits in a chain its subject or day does not give), 'personal data after erasure'.
   */
  readonly reason: string;
}

export interface AuditChainReport {
  /** Rows checked (up to and including the first break). */
  readonly checked: number;
  /** Chains seen. */
  readonly chains: number;
  readonly firstBreak: null | AuditChainBreak;
}

/** Rows read per query: the table can be large, the walk never holds more than a page. */
const PAGE_SIZE = 1000;

interface ChainRow extends Record<string, unknown> {
  id: string;
  chain_key: string;
  chain_seq: number;
  prev_hash: string | null;
  content_hash: string;
  hash: string;
  erased: boolean;
  occurred_us: string;
  utc_day: string;
  actor_type: string;
  actor_id: string | null;
  action: string;
  subject_type: string;
  subject_id: string | null;
  ip: string | null;
  user_agent: string | null;
  request_id: string | null;
  /** The canonical text of the jsonb value (keys sorted by PostgreSQL). */
  details: string;
}

/**
 * The text PostgreSQL gives a jsonb array of these values (`jsonb_build_array(...)::text`):
 * elements joined by ", ", strings escaped as JSON.stringify does (PostgreSQL text holds no lone
 * surrogates, the one case where the two differ), integers as digits, jsonb as its own text.
 */
function jsonbArrayText(values: readonly (string | number | null | { jsonb: string })[]): string {
  const items = values.map((value) => {
    if (value === null) return 'null';
    if (typeof value === 'number') return String(value);
    if (typeof value === 'string') return JSON.stringify(value);
    return value.jsonb;
  });
  return `[${items.join(', ')}]`;
}

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** Must match audit_events_content_hash() of migration 0016. */
function contentHashOf(row: ChainRow): string {
  return sha256Hex(
    jsonbArrayText([
      'audit-content-v1',
      { jsonb: row.id },
      { jsonb: row.occurred_us },
      row.actor_type,
      row.actor_id,
      row.action,
      row.subject_type,
      row.subject_id,
      row.ip,
      row.user_agent,
      row.request_id,
      { jsonb: row.details },
    ]),
  );
}

/** Must match audit_events_link_hash() of migration 0016. */
function linkHashOf(row: ChainRow): string {
  return sha256Hex(
    jsonbArrayText([
      'audit-link-v1',
      row.chain_key,
      row.chain_seq,
      row.prev_hash,
      row.content_hash,
      { jsonb: row.id },
      { jsonb: row.occurred_us },
      row.actor_type,
      row.actor_id,
      row.action,
      row.subject_type,
      row.subject_id,
      row.request_id,
    ]),
  );
}

/** Must match audit_events_chain_key() of migration 0016. */
function chainKeyOf(row: ChainRow): string {
  return row.subject_id === null ? `day:${row.utc_day}` : `${row.subject_type}:${row.subject_id}`;
}

/** What is wrong with a row given the previous row of its chain (null: the chain's first). */
function problemOf(row: ChainRow, previous: ChainRow | null): string | null {
  if (row.chain_key !== chainKeyOf(row)) return 'wrong chain';
  const expectedSeq = previous === null ? 1 : previous.chain_seq + 1;
  if (row.chain_seq !== expectedSeq) return 'row missing';
  if (row.prev_hash !== (previous === null ? null : previous.hash)) return 'link broken';
  if (row.erased) {
    // The content can no longer be recomputed; the link hash still covers every kept field.
    if (row.ip !== null || row.user_agent !== null || row.details !== '{}') {
      return 'personal data after erasure';
    }
  } else if (contentHashOf(row) !== row.content_hash) {
    return 'content changed';
  }
  if (linkHashOf(row) !== row.hash) return 'content changed';
  return null;
}

const SELECT_COLUMNS = sql`
  id::text as id, chain_key, chain_seq, prev_hash, content_hash, hash,
  erased_at is not null as erased,
  round(extract(epoch from occurred_at) * 1000000)::bigint::text as occurred_us,
  to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as utc_day,
  actor_type, actor_id, action, subject_type, subject_id, ip, user_agent, request_id,
  details::text as details`;

/** The rows after `after` in (chain_key, chain_seq) order: keyset paging on the unique index. */
async function readPage(tx: Transaction, after: ChainRow | null): Promise<ChainRow[]> {
  const page = await tx.execute<ChainRow>(sql`
    select ${SELECT_COLUMNS} from audit_events
    ${after === null ? sql.empty() : sql`where (chain_key, chain_seq) > (${after.chain_key}, ${after.chain_seq})`}
    order by chain_key, chain_seq limit ${PAGE_SIZE}`);
  return page.rows;
}

/**
 * Walks every chain of the audit trail in one read-only snapshot, page by page in
 * (chain_key, chain_seq) order, and reports the first break. Also finds rows that carry no hashes.
 */
export async function verifyAuditChain(db: Database): Promise<AuditChainReport> {
  return db.transaction(
    async (tx) => {
      const unchained = await tx.execute<{ id: string; chain_key: string | null }>(sql`
        select id::text as id, chain_key from audit_events
        where chain_key is null or chain_seq is null or content_hash is null or hash is null
        order by id limit 1`);
      const stray = unchained.rows[0];
      if (stray !== undefined) {
        return {
          checked: 0,
          chains: 0,
          firstBreak: {
            id: Number(stray.id),
            chainKey: stray.chain_key ?? '',
            reason: 'not chained',
          },
        };
      }

      let checked = 0;
      let chains = 0;
      let previous: ChainRow | null = null;
      for (;;) {
        const page: ChainRow[] = await readPage(tx, previous);
        for (const row of page) {
          const sameChain = previous !== null && previous.chain_key === row.chain_key;
          if (!sameChain) chains += 1;
          checked += 1;
          const problem = problemOf(row, sameChain ? previous : null);
          if (problem !== null) {
            return {
              checked,
              chains,
              firstBreak: { id: Number(row.id), chainKey: row.chain_key, reason: problem },
            };
          }
          previous = row;
        }
        if (page.length < PAGE_SIZE) return { checked, chains, firstBreak: null };
      }
    },
    // One snapshot for the whole walk: rows appended meanwhile cannot make a chain look cut.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The command's and the log's one line. */
export function describeAuditChainReport(report: AuditChainReport): string {
  const counted = `checked ${report.checked} rows in ${report.chains} chains`;
  const { firstBreak } = report;
  return firstBreak === null
    ? `${counted}: intact`
    : `${counted}: broken at row ${firstBreak.id} of chain ${firstBreak.chainKey}: ${firstBreak.reason}`;
}

/**
 * Erases the personal data (ip, user agent, details) of the audit rows about these subjects or
 * by these actors (GDPR Art. 17): the one change the append-only trigger allows. The rows, their
 * hashes and the chain stay, so the trail still verifies. Returns how many rows were erased.
 */
export async function eraseAuditPersonalData(
  tx: Database | Transaction,
  { subjectIds, actorIds }: { subjectIds: readonly string[]; actorIds: readonly string[] },
): Promise<number> {
  if (subjectIds.length === 0 && actorIds.length === 0) return 0;
  const erased = await tx
    .update(auditEvents)
    .set({ ip: null, userAgent: null, details: {}, erasedAt: sql`now()` })
    .where(
      and(
        isNull(auditEvents.erasedAt),
        or(
          subjectIds.length === 0 ? undefined : inArray(auditEvents.subjectId, [...subjectIds]),
          actorIds.length === 0 ? undefined : inArray(auditEvents.actorId, [...actorIds]),
        ),
      ),
    )
    .returning({ id: auditEvents.id });
  return erased.length;
}
