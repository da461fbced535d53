import {
  CONSENT_DOCUMENT_KINDS,
  type TAcceptConsentDocumentsRequest,
  type TConsentDocumentsAccepted,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import type { ConsentsService } from '../../consents/service';
import type { ProspectsService } from '../../prospects/service';
import { currentDocuments, inKindOrder } from '../consent-document-views';
import { markAccepted } from '../repository';

export interface AcceptConsentDocumentsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'advance'>;
  readonly consents: Pick<ConsentsService, 'answers' | 'decideEligibility'>;
}

/**
 * The "I confirm all documents" step (spec 2 §5): the documents named must be exactly the
 * current set; their acceptance is recorded with each SHA-256 in the audit trail, and
 * eligibility is decided in the same transaction (decision 131): ACCEPTED →
 * PROSPECT_CONSENT_DOCUMENTS_ACCEPTED (on to the video identification), a reason →
 * PROSPECT_REJECTED (the error page, which offers a branch).
 */
export function createAcceptConsentDocuments({
  db,
  clock,
  prospects,
  consents,
}: AcceptConsentDocumentsDeps) {
  return async function acceptConsentDocuments(
    user: SessionUser,
    prospectId: string,
    body: TAcceptConsentDocumentsRequest,
    context: RequestContext,
  ): Promise<TConsentDocumentsAccepted> {
    return db.transaction(async (tx) => {
      const prospect = await prospects.requireOwn(tx, user, prospectId);
      if (prospect.state !== 'PROSPECT_CONSENTS_UPLOADED') {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: `The prospect is not in PROSPECT_CONSENTS_UPLOADED.`,
        });
      }
      const rows = inKindOrder(await currentDocuments(consents, tx, prospectId));
      const shown = new Map(body.documents.map((each) => [each.id, each.sha256]));
      const same =
        rows.length === CONSENT_DOCUMENT_KINDS.length &&
        shown.size === rows.length &&
        rows.every((row) => shown.get(row.id) === row.sha256);
      if (!same) {
        throw new AppError(409, 'CONSENT_DOCUMENTS_CHANGED', {
          message: 'The documents confirmed are not the current ones.',
        });
      }
      const documents = rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        fileName: row.fileName,
        sha256: row.sha256,
      }));
      const decision = await consents.decideEligibility(
        tx,
        { prospectId, actorId: user.userId },
        context,
      );
      const accepted = decision.criteries === 'ACCEPTED';
      const prospectState = accepted ? 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED' : 'PROSPECT_REJECTED';
      await prospects.advance(
        tx,
        {
          prospectId,
          from: ['PROSPECT_CONSENTS_UPLOADED'],
          to: prospectState,
          actorId: user.userId,
          details: accepted
            ? { step: 'consentDocuments', criteries: decision.criteries }
            : { step: 'consentDocuments', reasons: decision.reasons },
        },
        context,
      );
      await markAccepted(tx, prospectId, clock());
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.userId,
        action: 'consent_documents.accepted',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { confirmAll: true, documents },
      });
      return { prospectState, criteries: decision.criteries };
    });
  };
}
