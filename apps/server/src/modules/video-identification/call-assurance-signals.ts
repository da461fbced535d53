import { faceMatchSignals, type IdentityAssuranceSignal } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { findLatestOfProspect } from './repository';

/**
 * The four-eyes rule's signals of the call (decision 291): a weak face match in the latest
 * identification, the one being decided. A match of an earlier call does not count: a redo's call
 * is run, and judged, again.
 */
export async function callAssuranceSignals(
  db: Database | Transaction,
  prospectId: string,
): Promise<readonly IdentityAssuranceSignal[]> {
  const latest = await findLatestOfProspect(db, prospectId);
  return faceMatchSignals(latest?.faceMatch ?? null);
}
