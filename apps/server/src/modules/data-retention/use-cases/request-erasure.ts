import { randomUUID } from 'node:crypto';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import { auditNote, type MessagingService } from '../../messaging/service';
import type { ProspectsService } from '../../prospects/service';
import { type ApplicantUser, maskEmail } from '../erasure-requests';
import { replaceErasureRequest } from '../repository';

export interface RequestErasureDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/**
 * "Erase my data" (GDPR Art. 17): e-mails a link that confirms it. Another applicant's case is
 * refused like an unknown one (404), and the refusal is audited too.
 */
export function createRequestErasure(deps: RequestErasureDeps) {
  const { db, clock, messaging, prospects } = deps;

  return async function requestErasure(
    user: ApplicantUser,
    prospectId: string,
    context: RequestContext,
  ): Promise<{ status: 'CONFIRMATION_SENT'; email: string }> {
    try {
      return await db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        const id = randomUUID();
        const now = clock();
        const written = await replaceErasureRequest(tx, {
          id,
          userId: user.userId,
          prospectId,
          status: 'CONFIRMATION_SENT',
          requestedAt: now,
        });
        if (!written) {
          throw new AppError(409, 'ERASURE_SCHEDULED', {
            message: 'The erasure is confirmed and under way.',
          });
        }
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'erasure.requested',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { outcome: 'CONFIRMATION_SENT' },
        });
        await messaging.queueMail(
          tx,
          { userId: user.userId, prospectId },
          {
            to: user.email,
            language: user.language,
            template: 'erasureConfirmation',
            ...(user.fullName === '' ? {} : { name: user.fullName }),
            values: {},
            signedLink: {
              value: 'link',
              page: 'erasureConfirm',
              purpose: 'ERASURE_CONFIRMATION',
              claims: { request: id },
            },
            audit: auditNote(context, {
              actorType: 'applicant',
              actorId: user.userId,
              action: 'erasure.confirmation_sent',
              subjectType: 'prospect',
              subjectId: prospectId,
            }),
          },
        );
        return { status: 'CONFIRMATION_SENT' as const, email: maskEmail(user.email) };
      });
    } catch (error) {
      if (error instanceof AppError && (error.status === 404 || error.status === 403)) {
        await recordAudit(db, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'erasure.requested',
          subjectType: 'prospect',
          subjectId: prospectId.slice(0, 64),
          details: { outcome: 'REFUSED', status: error.status },
        });
      }
      throw error;
    }
  };
}
