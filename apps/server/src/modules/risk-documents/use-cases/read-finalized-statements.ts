import { type StatementMediaType, isUuid } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findRiskDocuments } from '../repository';
import type { RiskDocumentRow } from '../tables';

export interface ReadFinalizedStatementsDeps {
  readonly db: Database;
}

/** What a loan stands on when its income came from uploads (decision 147). */
export interface FinalizedStatements {
  readonly bankCode: string;
  readonly finalizedAt: Date;
  readonly files: readonly {
    readonly id: string;
    readonly documentName: string;
    readonly mediaType: StatementMediaType;
    readonly months: readonly string[];
    readonly sha256: string;
    readonly size: number;
  }[];
}

const earliestMonth = (row: RiskDocumentRow) => [...row.months].sort()[0] ?? '';

/**
 * For the loan (H3) and the console: the finalized statements of a prospect, or null while they
 * are not finalized; the files oldest month first. No caller check: the modules above ask for
 * their own prospects.
 */
export function createReadFinalizedStatements(deps: ReadFinalizedStatementsDeps) {
  const { db } = deps;
  return async function finalizedStatementsOf(
    prospectId: string,
  ): Promise<FinalizedStatements | null> {
    if (!isUuid(prospectId)) return null;
    // Oldest month first: the order the statements are read in.
    const rows = (await findRiskDocuments(db, prospectId))
      .filter((row) => row.status === 'CONFIRMED' && row.confirmedAt !== null)
      .sort((a, b) => earliestMonth(a).localeCompare(earliestMonth(b)));
    const [first] = rows;
    if (first === undefined) return null;
    const finalizedAt = new Date(Math.max(...rows.map((row) => row.confirmedAt?.getTime() ?? 0)));
    return {
      bankCode: first.bankCode,
      finalizedAt,
      files: rows.map((row) => ({
        id: row.id,
        documentName: row.name,
        mediaType: row.mediaType,
        months: [...row.months].sort(),
        sha256: row.sha256,
        size: row.size,
      })),
    };
  };
}
