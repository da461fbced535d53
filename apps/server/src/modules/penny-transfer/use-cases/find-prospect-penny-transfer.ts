import type { TPennyTransfer } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import { pennyTransferViewOf, type PennyTransferViewDeps } from '../penny-transfer-view';
import { findOrderOfProspect } from '../repository';

export interface FindProspectPennyTransferDeps extends PennyTransferViewDeps {
  readonly db: Database;
}

/** The welcome page's payment block (while a payment is pending); null without an order. */
export function createFindProspectPennyTransfer(deps: FindProspectPennyTransferDeps) {
  return async function ofProspect(prospectId: string): Promise<TPennyTransfer | null> {
    const order = await findOrderOfProspect(deps.db, prospectId);
    return order === null ? null : pennyTransferViewOf(deps, order);
  };
}
