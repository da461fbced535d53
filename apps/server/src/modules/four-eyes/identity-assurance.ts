import type { IdentityAssuranceSignal } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';

/**
 * Where the four-eyes rule reads the identity assurance checks' findings of a case (decision 267):
 * the composition root passes the readers of the modules that produce them (the call's face match,
 * decision 291).
 */
export type IdentityAssuranceSignals = (
  tx: Database | Transaction,
  prospectId: string,
) => Promise<readonly IdentityAssuranceSignal[]>;
