import type { TConsentsAnswers } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import { toAnswers } from '../consent-answers';
import { findConsents } from '../repository';

/**
 * The answers and when they were given, for the documents and eligibility. It needs nothing but
 * the caller's transaction: the factory takes no deps.
 */
export function createReadConsentAnswers() {
  return async function answers(
    tx: Database | Transaction,
    prospectId: string,
  ): Promise<{ answers: TConsentsAnswers; answeredAt: Date } | null> {
    const row = await findConsents(tx, prospectId);
    return row === null ? null : { answers: toAnswers(row), answeredAt: row.createdAt };
  };
}
