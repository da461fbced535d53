import type { TUnsubscribeRequest, VariantId } from '@onboarding/domain';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../../messaging/service';
import { languageOfAddress } from '../address-language';
import { normalizeEmail } from '../shared';

export interface RequestUnsubscribeDeps {
  readonly db: Database;
  readonly rateLimiter: RateLimiter;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly variant: VariantId;
}

/** `unsubscribe`: e-mails the signed link that confirms leaving the marketing e-mails. */
export function createRequestUnsubscribe(deps: RequestUnsubscribeDeps) {
  const { db, rateLimiter, messaging, variant } = deps;

  return async function requestUnsubscribe(
    request: TUnsubscribeRequest,
    context: RequestContext,
  ): Promise<Record<string, never>> {
    const email = normalizeEmail(request.email);
    await rateLimiter.hit(
      { rule: RATE_LIMITS.unsubscribePerIp, subject: context.ip },
      { rule: RATE_LIMITS.unsubscribePerAddress, subject: email },
    );
    const claims: Record<string, string> = { email, reason: request.reason };
    if (request.reasonText !== undefined && request.reasonText !== '') {
      claims.reasonText = request.reasonText;
    }
    await db.transaction(async (tx) => {
      // A typed address: no owner; the row goes when the e-mail is sent (decision 275).
      await messaging.queueMail(
        tx,
        {},
        {
          to: email,
          language: await languageOfAddress(tx, email, variant),
          template: 'unsubscribe',
          values: {},
          signedLink: { value: 'link', page: 'unsubscribe', purpose: 'UNSUBSCRIBE', claims },
        },
      );
      await recordAudit(tx, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'unsubscribe.requested',
        subjectType: 'email',
        subjectId: null,
        details: { reason: request.reason },
      });
    });
    return {};
  };
}
