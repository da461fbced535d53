import type { Database } from '../../../infra/db/database';
import type { JobContext } from '../../../infra/jobs/job-definition';
import type { MessagingService } from '../../messaging/service';
import type { TPasswordResetMailJob } from '../jobs';
import { findUserByEmail } from '../repository';

export interface SendPasswordResetMailDeps {
  readonly db: Database;
  readonly messaging: Pick<MessagingService, 'deliverMail' | 'readHeld' | 'dropHeld'>;
}

/**
 * The job of a reset request: the single-use link (valid an hour, decision 167) to the account of
 * the address, audited when it is really sent; an address without one gets nothing.
 */
export function createSendPasswordResetMail(deps: SendPasswordResetMailDeps) {
  const { db, messaging } = deps;

  return async function sendPasswordResetMail(
    payload: TPasswordResetMailJob,
    job: JobContext,
  ): Promise<void> {
    const held = await messaging.readHeld(payload.messageId);
    // Sent by an earlier run already.
    if (held?.to === undefined) return;
    const user = await findUserByEmail(db, held.to);
    if (user === null) {
      await messaging.dropHeld(payload.messageId);
      return;
    }
    await messaging.deliverMail(
      {
        to: user.email,
        language: payload.language,
        template: 'passwordReset',
        name: user.fullName,
        values: {},
        signedLink: {
          value: 'link',
          page: 'forgotPassword',
          purpose: 'PASSWORD_RESET',
          claims: { sub: user.id },
        },
        ...(held.audit === undefined ? {} : { audit: { ...held.audit, subjectId: user.id } }),
      },
      job,
    );
    await messaging.dropHeld(payload.messageId);
  };
}
