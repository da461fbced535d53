import type { Database, Transaction } from '../../infra/db/database';
import type { ProspectsService } from '../prospects/service';
import type { Applicant } from './applicant';
import { notFound } from './core';
import { findLatestOfProspect, findOpenOfProspect, lockIdentification } from './repository';
import type { IdentificationRow } from './tables';

/** The latest identification of the caller's own prospect (404 for another's, or for none). */
export async function requireOwnLatest(
  db: Database,
  prospects: Pick<ProspectsService, 'requireOwn'>,
  caller: Applicant,
  prospectId: string,
): Promise<IdentificationRow> {
  await prospects.requireOwn(db, caller, prospectId);
  const row = await findLatestOfProspect(db, prospectId);
  if (row === null) throw notFound();
  return row;
}

/**
 * The open identification of the caller's own prospect (404 for another's), locked for a change
 * in `tx`; null when it has none open.
 */
export async function lockOwnOpen(
  tx: Transaction,
  prospects: Pick<ProspectsService, 'requireOwn'>,
  caller: Applicant,
  prospectId: string,
): Promise<IdentificationRow | null> {
  await prospects.requireOwn(tx, caller, prospectId);
  const open = await findOpenOfProspect(tx, prospectId);
  return open === null ? null : lockIdentification(tx, open.id);
}
