import type { Database } from '../../infra/db/database';
import type { ProspectsService } from '../prospects/service';
import type { Applicant } from './applicant';
import { notFound } from './core';
import { findLatestOfProspect } from './repository';
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
