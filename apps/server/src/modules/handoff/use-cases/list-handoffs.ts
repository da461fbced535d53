import type { TImageTransaction } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { DocumentsService } from '../../documents/service';
import { findHandoffsOfProspect } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface ListHandoffsDeps {
  readonly db: Database;
  readonly documents: Pick<DocumentsService, 'resolveProspect'>;
  readonly statusOf: ReadHandoffStatus;
}

/** `GET onboarding/prospects/{id}/images/transactions`. */
export function createListHandoffs({ db, documents, statusOf }: ListHandoffsDeps) {
  return async function transactions(
    caller: DocumentCaller,
    prospectId: string,
  ): Promise<TImageTransaction[]> {
    const prospect = await documents.resolveProspect(db, caller, prospectId);
    const rows = await findHandoffsOfProspect(db, prospect.id);
    return Promise.all(
      rows.map(async (row) => {
        const status = await statusOf(row);
        return {
          tid: row.id,
          status: status.status,
          stepsDone: status.stepsDone,
          language: row.language,
          createdAt: row.createdAt.toISOString(),
          expiresAt: status.expiresAt,
          smsSentAt: status.smsSentAt,
          openedAt: status.openedAt,
          finalizedAt: status.finalizedAt,
        };
      }),
    );
  };
}
