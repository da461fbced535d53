import { isUuid } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { findAssessment, type LoanAssessmentRow } from '../repository';

export interface ReadAssessmentOutcomeDeps {
  readonly db: Database;
}

export interface AssessmentOutcome {
  readonly outcome: LoanAssessmentRow['outcome'];
  readonly reasons: readonly string[];
  readonly longProcessId: string;
  readonly assessedAt: Date;
}

/** The outcome of the prospect's assessment (the switch's check, H3b), or null. */
export function createReadAssessmentOutcome(deps: ReadAssessmentOutcomeDeps) {
  const { db } = deps;
  return async function assessmentOf(prospectId: string): Promise<AssessmentOutcome | null> {
    if (!isUuid(prospectId)) return null;
    const row = await findAssessment(db, prospectId);
    return row === null
      ? null
      : {
          outcome: row.outcome,
          reasons: row.reasons,
          longProcessId: row.longProcessId,
          assessedAt: row.assessedAt,
        };
  };
}
