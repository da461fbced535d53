import {
  type CrossCheckFinding,
  duplicateSignals,
  type IdentityAssuranceSignal,
} from '@onboarding/domain';
import type { Transaction } from '../../../infra/db/database';
import type { PossibleDuplicatesOf } from '../possible-duplicates';

export interface ReadIdentityAssuranceSignalsDeps {
  readonly findingsOf: (tx: Transaction, prospectId: string) => Promise<CrossCheckFinding[]>;
  readonly possibleDuplicates: PossibleDuplicatesOf;
}

/**
 * The four-eyes rule's signals of the applicant's data (decision 267), read at the approval: each
 * cross-check's finding (decision 287) and another account that shares a personal identifier
 * (decision 288). Read then, not when the applicant queued: a second account may have applied
 * with the same document while they waited.
 */
export function createReadIdentityAssuranceSignals(deps: ReadIdentityAssuranceSignalsDeps) {
  return async function identityAssuranceSignals(
    tx: Transaction,
    prospectId: string,
  ): Promise<IdentityAssuranceSignal[]> {
    // One after the other: a PGlite transaction is one connection.
    const findings = await deps.findingsOf(tx, prospectId);
    const duplicates = await deps.possibleDuplicates(tx, prospectId);
    return [
      ...findings.map(({ signal, severity }) => ({ signal, severity })),
      ...duplicateSignals(duplicates),
    ];
  };
}
