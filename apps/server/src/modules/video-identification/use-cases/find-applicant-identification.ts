import type { Applicant } from '../applicant';
import { notFound, type VideoCore } from '../core';
import { findIdentification } from '../repository';
import type { IdentificationRow } from '../tables';

export interface FindApplicantIdentificationDeps {
  readonly core: Pick<VideoCore, 'db'>;
}

/** For the room: the identification if `caller` is its applicant. */
export function createFindApplicantIdentification(deps: FindApplicantIdentificationDeps) {
  const { core } = deps;
  return async function ofApplicant(
    caller: Applicant,
    identificationId: string,
  ): Promise<IdentificationRow> {
    const row = await findIdentification(core.db, identificationId);
    if (row?.userId !== caller.userId) throw notFound();
    return row;
  };
}
