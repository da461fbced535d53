import { sidesOf, type TIdDocumentStatus, type TIdSideStatus } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { toDocument } from './document-views';
import { findDocumentsOfProspect, findIdChoice } from './repository';

/** The chosen identity-document type and the state of each of its sides (newest row per side). */
export async function readIdStatus(
  tx: Database | Transaction,
  prospectId: string,
): Promise<TIdDocumentStatus> {
  const choice = await findIdChoice(tx, prospectId);
  const idType = choice?.idType ?? null;
  const rows = idType === null ? [] : await findDocumentsOfProspect(tx, prospectId, [idType]);
  const sides: TIdSideStatus[] = (idType === null ? [] : sidesOf(idType)).map((side) => {
    const newest = rows.filter((row) => row.side === side).at(-1);
    return newest === undefined
      ? { side, state: 'PENDING', rejectionReason: null, image: null }
      : {
          side,
          state: newest.state,
          rejectionReason: newest.rejectionReason,
          image: toDocument(newest),
        };
  });
  return {
    prospectId,
    idType,
    sides,
    complete:
      sides.length > 0 &&
      sides.every((side) => side.state === 'UPLOADED' || side.state === 'CONFIRMED'),
    confirmed: choice?.confirmedAt != null,
  };
}
