import type { IdentityAssuranceSignal } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';

/**
 * Where the four-eyes rule reads the identity assurance checks' findings of a case (decision 267).
 * No check produces any yet: the composition root passes NO_IDENTITY_ASSURANCE_SIGNALS until they
 * land, and then their module's reader.
 */
export type IdentityAssuranceSignals = (
  tx: Database | Transaction,
  prospectId: string,
) => Promise<readonly IdentityAssuranceSignal[]>;

export const NO_IDENTITY_ASSURANCE_SIGNALS: IdentityAssuranceSignals = () => Promise.resolve([]);
