import { randomUUID } from 'node:crypto';
import { HANDOFF_REFRESH_BEFORE_MS, type THandoffLink } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { DocumentsService } from '../../documents/service';
import { handoffLinkOf, issueHandoffToken } from '../handoff-link';
import { handoffStatusName } from '../handoff-state';
import type { HandoffTokens } from '../handoff-token';
import { findHandoffsOfProspect, insertHandoff } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface IssueHandoffLinkDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly publicUrl: string;
  readonly tokens: HandoffTokens;
  readonly documents: Pick<DocumentsService, 'resolveProspect'>;
  readonly statusOf: ReadHandoffStatus;
}

/**
 * `POST onboarding/documents/handoff`: a link for the prospect's open hand-off (a fresh token,
 * the earlier ones stay valid until their own expiry), or a new hand-off (decision 072).
 */
export function createIssueHandoffLink(deps: IssueHandoffLinkDeps) {
  const { db, clock, documents, statusOf } = deps;
  return async function create(
    caller: Extract<DocumentCaller, { kind: 'applicant' }>,
    request: { uid: string; prospectId?: string },
    context: RequestContext,
  ): Promise<THandoffLink> {
    const prospect = await documents.resolveProspect(db, caller, request.prospectId, request.uid);
    if (prospect.state !== 'PROSPECT_EMAIL_CHECKED') {
      throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
        message: 'The identity documents are already uploaded.',
      });
    }
    const now = clock();
    let row = (await findHandoffsOfProspect(db, prospect.id)).find(
      (candidate) =>
        handoffStatusName(candidate, clock) === 'WAITING' ||
        handoffStatusName(candidate, clock) === 'OPENED',
    );
    if (row === undefined) {
      row = await insertHandoff(db, {
        id: randomUUID(),
        prospectId: prospect.id,
        userId: caller.userId,
        uid: caller.uid,
        language: caller.session.language,
        status: 'WAITING',
        expiresAt: now,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(db, context, {
        actorType: 'applicant',
        actorId: caller.userId,
        action: 'documents.handoff_created',
        subjectType: 'prospect',
        subjectId: prospect.id,
        details: { tid: row.id },
      });
    }
    const issued = await issueHandoffToken(deps, row);
    const status = await statusOf(issued.row);
    return {
      tid: issued.row.id,
      token: issued.token,
      link: handoffLinkOf(deps.publicUrl, issued.token, status.documents),
      expiresAt: issued.expiresAt.toISOString(),
      refreshAt: new Date(issued.expiresAt.getTime() - HANDOFF_REFRESH_BEFORE_MS).toISOString(),
      status,
    };
  };
}
