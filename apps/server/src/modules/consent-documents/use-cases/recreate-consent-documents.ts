import type { TConsentDocument } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { StoragePort } from '../../../infra/storage/storage-port';
import type { ConsentsService } from '../../consents/service';
import type { ProspectsService } from '../../prospects/service';
import { currentDocuments, inKindOrder, languageOf, toDocument } from '../consent-document-views';
import { notInState } from '../errors';
import { deleteUnacceptedDocuments } from '../repository';
import type { createGenerateConsentDocuments } from './generate-consent-documents';

export interface RecreateConsentDocumentsDeps {
  readonly db: Database;
  readonly storage: StoragePort;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly consents: Pick<ConsentsService, 'answers'>;
  readonly generateConsentDocuments: ReturnType<typeof createGenerateConsentDocuments>;
}

/** `documents/createlegalpdf`: makes the documents again, e.g. after a language change. */
export function createRecreateConsentDocuments(deps: RecreateConsentDocumentsDeps) {
  const { db, storage, prospects, consents, generateConsentDocuments } = deps;
  return async function recreateConsentDocuments(
    user: SessionUser,
    prospectId: string,
    context: RequestContext,
    requestedLanguage?: string,
  ): Promise<TConsentDocument[]> {
    const { documents, replaced } = await db.transaction(async (tx) => {
      const prospect = await prospects.requireOwn(tx, user, prospectId);
      if (prospect.state !== 'PROSPECT_CONSENTS_UPLOADED') throw notInState(prospect.state);
      const replacedKeys = await deleteUnacceptedDocuments(tx, prospectId);
      const language = languageOf(user, requestedLanguage);
      await generateConsentDocuments(tx, user, prospect, language, context);
      return {
        documents: inKindOrder(await currentDocuments(consents, tx, prospectId)).map(toDocument),
        replaced: replacedKeys,
      };
    });
    for (const key of replaced) await storage.delete(key);
    return documents;
  };
}
