import type { TConsentDocument } from '@onboarding/domain';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ConsentsService } from '../../consents/service';
import type { ProspectsService } from '../../prospects/service';
import {
  currentDocuments,
  DOCUMENT_STATES,
  inKindOrder,
  languageOf,
  toDocument,
} from '../consent-document-views';
import { notInState } from '../errors';
import type { createGenerateConsentDocuments } from './generate-consent-documents';

export interface ListConsentDocumentsDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly consents: Pick<ConsentsService, 'answers'>;
  readonly generateConsentDocuments: ReturnType<typeof createGenerateConsentDocuments>;
}

/** Lists the documents, making them first when the applicant has just given the consents. */
export function createListConsentDocuments(deps: ListConsentDocumentsDeps) {
  const { db, prospects, consents, generateConsentDocuments } = deps;
  return async function listConsentDocuments(
    user: SessionUser,
    prospectId: string,
    context: RequestContext,
    requestedLanguage?: string,
  ): Promise<TConsentDocument[]> {
    return db.transaction(async (tx) => {
      const prospect = await prospects.requireOwn(tx, user, prospectId);
      if (!DOCUMENT_STATES.includes(prospect.state)) throw notInState(prospect.state);
      let rows = await currentDocuments(consents, tx, prospectId);
      if (rows.length === 0 && prospect.state === 'PROSPECT_CONSENTS_UPLOADED') {
        const language = languageOf(user, requestedLanguage);
        await generateConsentDocuments(tx, user, prospect, language, context);
        rows = await currentDocuments(consents, tx, prospectId);
      }
      return inKindOrder(rows).map(toDocument);
    });
  };
}
