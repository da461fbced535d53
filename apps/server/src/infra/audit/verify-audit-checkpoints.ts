import type { KeyObject } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  readSealedCheckpoint,
  sealProblemOf,
  sha256Hex,
  signedBytesOf,
  type AuditCheckpoint,
  type SealedCheckpoint,
} from './checkpoint-seal';
import type { AuditCheckpointStore } from './checkpoint-store';

/** Where the table and the checkpoints part: the checkpoint, and the first row that differs. */
export interface CheckpointProblem {
  readonly checkpoint: number;
  /** The first row (by id) that differs from what was sealed; null when the checkpoint itself is refused. */
  readonly rowId: number | null;
  readonly reason: string;
}

export interface CheckpointReport {
  /** Where the checkpoints were read. */
  readonly location: string;
  /** Checkpoints read and accepted, up to the first problem. */
  readonly checkpoints: number;
  /** Of those, how many carry no time-stamp. */
  readonly untimestamped: number;
  readonly newest: {
    readonly sequence: number;
    readonly sealedAt: string;
    readonly headId: number;
    readonly timestampedAt: string | null;
  } | null;
  /** Rows compared with the checkpoints. */
  readonly sealedRows: number;
  /** Rows after the newest checkpoint's head: not sealed yet. */
  readonly unsealedRows: number;
  readonly problem: CheckpointProblem | null;
}

const PAGE_SIZE = 5000;

/** What is wrong with checkpoint n given checkpoint n − 1 (its sealed bytes' hash too), or null. */
function continuityProblemOf(
  checkpoint: AuditCheckpoint,
  sequence: number,
  previous: { checkpoint: AuditCheckpoint; sha256: string } | null,
): string | null {
  if (checkpoint.sequence !== sequence) return `it says it is number ${checkpoint.sequence}`;
  const link = checkpoint.previous;
  if (previous === null) {
    if (
      link !== null ||
      checkpoint.fromId !== 0 ||
      checkpoint.rows.length !== checkpoint.rowCount
    ) {
      return 'the first checkpoint does not start at the first row';
    }
  } else if (
    link === null ||
    link.sequence !== previous.checkpoint.sequence ||
    link.sha256 !== previous.sha256
  ) {
    return `it does not link to checkpoint ${sequence - 1} as archived`;
  } else if (
    checkpoint.fromId !== previous.checkpoint.headId ||
    checkpoint.rowCount !== previous.checkpoint.rowCount + checkpoint.rows.length
  ) {
    return `it does not continue where checkpoint ${sequence - 1} ended`;
  }
  let lastId = checkpoint.fromId;
  for (const [id] of checkpoint.rows) {
    if (id <= lastId) return 'its rows are not in id order';
    lastId = id;
  }
  const last = checkpoint.rows.at(-1);
  const headHash = last === undefined ? (previous?.checkpoint.headHash ?? null) : (last[1] ?? null);
  if (checkpoint.headId !== lastId || checkpoint.headHash !== headHash) {
    return 'its head is not its last row';
  }
  return null;
}

/**
 * The table's rows fromId < id <= headId against the checkpoint's, in id order: the first row
 * whose hash differs, that is missing, or that the checkpoint never saw.
 */
export async function firstDifferingRow(
  db: Database,
  checkpoint: AuditCheckpoint,
): Promise<{ rowId: number; reason: string } | null> {
  const sealed = checkpoint.rows;
  let index = 0;
  let after = checkpoint.fromId;
  for (;;) {
    const page = await db.execute<{ id: string; hash: string | null }>(sql`
      select id::text as id, hash from audit_events
      where id > ${after} and id <= ${checkpoint.headId} order by id limit ${PAGE_SIZE}`);
    for (const row of page.rows) {
      const id = Number(row.id);
      const expected = sealed[index];
      if (expected === undefined || id < expected[0]) {
        return {
          rowId: id,
          reason: 'the row is not in the checkpoint (written into its range afterwards)',
        };
      }
      if (expected[0] < id) {
        return { rowId: expected[0], reason: 'the row is gone (deleted after sealing)' };
      }
      if (row.hash !== expected[1]) {
        return {
          rowId: id,
          reason: `its hash ${row.hash ?? 'null'} is not the sealed ${expected[1] ?? 'null'}`,
        };
      }
      index += 1;
      after = id;
    }
    if (page.rows.length < PAGE_SIZE) break;
  }
  const missing = sealed[index];
  return missing === undefined
    ? null
    : { rowId: missing[0], reason: 'the row is gone (deleted after sealing)' };
}

/**
 * Checks the audit table against the checkpoints in the archive (decision 278): each checkpoint's
 * signature (by one of `trustedKeys`) and time-stamp imprint, its link to the previous one, and
 * that every row it sealed is still in the table with the sealed hash. With the in-table chain
 * check (verifyAuditChain, which recomputes each hash from the row's fields) this pins every
 * sealed row's content: rewriting a row and its successors' hashes shows at the rewritten row.
 * Reads one checkpoint at a time, so a long history never sits in memory at once.
 */
export async function verifyAuditCheckpoints(
  db: Database,
  store: AuditCheckpointStore,
  trustedKeys: readonly KeyObject[],
): Promise<CheckpointReport> {
  let previous: { checkpoint: AuditCheckpoint; sha256: string; sealed: SealedCheckpoint } | null =
    null;
  let checkpoints = 0;
  let untimestamped = 0;
  let sealedRows = 0;
  let problem: CheckpointProblem | null = null;
  for (let sequence = 1; ; sequence += 1) {
    const bytes = await store.get(sequence);
    if (bytes === null) break;
    let sealed: SealedCheckpoint;
    try {
      sealed = readSealedCheckpoint(bytes);
    } catch (error) {
      problem = { checkpoint: sequence, rowId: null, reason: (error as Error).message };
      break;
    }
    const { checkpoint } = sealed;
    const refused =
      sealProblemOf(sealed, trustedKeys) ?? continuityProblemOf(checkpoint, sequence, previous);
    if (refused !== null) {
      problem = { checkpoint: sequence, rowId: null, reason: refused };
      break;
    }
    const differing = await firstDifferingRow(db, checkpoint);
    if (differing !== null) {
      problem = { checkpoint: sequence, ...differing };
      break;
    }
    checkpoints += 1;
    if (sealed.timestamp === null) untimestamped += 1;
    sealedRows += checkpoint.rows.length;
    previous = { checkpoint, sha256: sha256Hex(signedBytesOf(checkpoint)), sealed };
  }
  const headId = previous?.checkpoint.headId ?? 0;
  const unsealed = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from audit_events where id > ${headId}`,
  );
  return {
    location: store.location,
    checkpoints,
    untimestamped,
    newest:
      previous === null
        ? null
        : {
            sequence: previous.checkpoint.sequence,
            sealedAt: previous.checkpoint.sealedAt,
            headId,
            timestampedAt: previous.sealed.timestamp?.time ?? null,
          },
    sealedRows,
    unsealedRows: unsealed.rows[0]?.count ?? 0,
    problem,
  };
}

/** The command's lines: what was checked, then the first difference if there is one. */
export function describeCheckpointReport(report: CheckpointReport): string[] {
  const { newest, problem } = report;
  const lines: string[] = [];
  if (newest === null) {
    lines.push(`checkpoints: none accepted in ${report.location}`);
  } else {
    const stamped =
      newest.timestampedAt === null ? 'not time-stamped' : `time-stamped ${newest.timestampedAt}`;
    lines.push(
      `checkpoints: ${report.checkpoints} in ${report.location} (${report.untimestamped} not time-stamped); newest #${newest.sequence} sealed ${newest.sealedAt} through row ${newest.headId}, ${stamped}`,
    );
  }
  if (problem === null) {
    lines.push(
      `sealed rows: ${report.sealedRows} match the checkpoints; ${report.unsealedRows} rows after the newest checkpoint are not sealed yet`,
    );
  } else if (problem.rowId === null) {
    lines.push(`checkpoint #${problem.checkpoint} refused: ${problem.reason}`);
  } else {
    lines.push(
      `row ${problem.rowId} differs from checkpoint #${problem.checkpoint}: ${problem.reason}`,
    );
  }
  return lines;
}
