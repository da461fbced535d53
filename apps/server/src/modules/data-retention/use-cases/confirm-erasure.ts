import { TOKEN_ERROR_CODES } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { type SignedTokens, TokenError } from '../../../infra/crypto/signed-tokens';
import type { Database } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import type { SessionStore } from '../../../infra/session/session-store';
import { ERASURE_LINK_VALIDITY_MS } from '../erasure-requests';
import { eraseJob } from '../jobs';
import { findErasureForUpdate, markErasureScheduled } from '../repository';

export interface ConfirmErasureDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly signedTokens: Pick<SignedTokens, 'verify'>;
  readonly sessions: Pick<SessionStore, 'revokeAllForUser'>;
}

const linkInvalid = (cause?: unknown) =>
  new AppError(400, 'ERASURE_LINK_INVALID', {
    message: 'This erasure link is not valid.',
    fieldErrors: [{ field: 'token', code: 'ERASURE_LINK_INVALID' }],
    cause,
  });

const linkExpired = (cause?: unknown) =>
  new AppError(410, 'ERASURE_LINK_EXPIRED', {
    message: 'This erasure link has expired or was used already.',
    fieldErrors: [{ field: 'token', code: 'ERASURE_LINK_EXPIRED' }],
    cause,
  });

/**
 * The link of the e-mail: ends every session of the account at once and schedules the erasure
 * in the same transaction. A second click on the same link while it is scheduled answers
 * SCHEDULED again; once the erasure ran, or after a newer request, the link is 410.
 */
export function createConfirmErasure(deps: ConfirmErasureDeps) {
  const { db, clock, jobs, signedTokens, sessions } = deps;

  return async function confirmErasure(
    token: string,
    context: RequestContext,
  ): Promise<{ status: 'SCHEDULED' }> {
    let requestId: string;
    let issuedAt: Date;
    try {
      const verified = await signedTokens.verify('ERASURE_CONFIRMATION', token);
      const claim = verified.claims.request;
      if (typeof claim !== 'string') throw linkInvalid();
      requestId = claim;
      issuedAt = verified.issuedAt;
    } catch (error) {
      if (error instanceof TokenError) {
        throw error.tokenErrorCode === TOKEN_ERROR_CODES.EXPIRED
          ? linkExpired(error)
          : linkInvalid(error);
      }
      throw error;
    }
    const now = clock();
    if (now.getTime() - issuedAt.getTime() > ERASURE_LINK_VALIDITY_MS) throw linkExpired();
    return db.transaction(async (tx) => {
      const request = await findErasureForUpdate(tx, requestId);
      if (request === null || request.status === 'DONE') throw linkExpired();
      if (request.status === 'SCHEDULED') return { status: 'SCHEDULED' as const };
      await markErasureScheduled(tx, request.id, now);
      await sessions.revokeAllForUser(tx, request.userId, now);
      await jobs.enqueue(tx, eraseJob, { requestId: request.id });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: request.userId,
        action: 'erasure.confirmed',
        subjectType: 'prospect',
        subjectId: request.prospectId,
      });
      return { status: 'SCHEDULED' as const };
    });
  };
}
