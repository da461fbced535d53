import type { IdentityAssuranceSignal } from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';

/**
 * Where the four-eyes rule reads the identity assurance checks' findings of a case (decision 267):
 * the composition root passes the readers of the modules that produce them (the call's face match,
 * decision 291; the cross-checks and duplicates, decisions 287 and 288), joined by `allAssuranceSignals`.
 */
export type IdentityAssuranceSignals = (
  tx: Transaction,
  prospectId: string,
) => Promise<readonly IdentityAssuranceSignal[]>;

/** Every reader's signals, one reader after the other: a PGlite transaction is one connection. */
export function allAssuranceSignals(
  ...readers: readonly IdentityAssuranceSignals[]
): IdentityAssuranceSignals {
  return async (tx, prospectId) => {
    const signals: IdentityAssuranceSignal[] = [];
    for (const read of readers) signals.push(...(await read(tx, prospectId)));
    return signals;
  };
}
