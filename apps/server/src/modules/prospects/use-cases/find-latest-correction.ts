import type { Database, Transaction } from '../../../infra/db/database';
import { findLatestCorrection, type CorrectionRow } from '../repository';

/**
 * The prospect's newest correction, open or closed, for the video call it returns to (decision
 * 244): who sent the applicant back, so the returning call is offered to them first.
 */
export function createFindLatestCorrection() {
  return async function latestCorrection(
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<Pick<
    CorrectionRow,
    'part' | 'operatorId' | 'identificationId' | 'resolvedAt'
  > | null> {
    return findLatestCorrection(tx, prospectId);
  };
}
