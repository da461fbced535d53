import { ID_DOCUMENT_TYPES } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import { markIdChoiceOpen, sendBackConfirmedIdSides } from '../repository';

export interface SendBackIdDocumentsDeps {
  readonly clock: Clock;
}

/**
 * The video operator sent the identity document back (decision 244), in the decision's
 * transaction: each confirmed side becomes REJECTED with the reason SENT_BACK, so the upload step
 * asks for every side again and the old photos cannot be confirmed a second time; the document's
 * type may be chosen anew. The files stay stored (the call's evidence refers to them). Answers the
 * ids of the sides sent back.
 */
export function createSendBackIdDocuments({ clock }: SendBackIdDocumentsDeps) {
  return async function sendBackIdDocuments(
    tx: Transaction,
    prospectId: string,
  ): Promise<string[]> {
    const now = clock();
    const sent = await sendBackConfirmedIdSides(tx, prospectId, ID_DOCUMENT_TYPES, now);
    await markIdChoiceOpen(tx, prospectId, now);
    return sent;
  };
}
