import { UNSUBSCRIBE_REASONS, type UnsubscribeReason, type VariantId } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { type SignedTokens, TokenError, tokenAppError } from '../../../infra/crypto/signed-tokens';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { MessagingService } from '../../messaging/service';
import { languageOfAddress } from '../address-language';
import { markTokenUsed, upsertOptOut } from '../repository';
import { claimString, hashTokenId, tokenUsedError, verifyTokenOrFail } from '../shared';

export interface ConfirmUnsubscribeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly signedTokens: SignedTokens;
  readonly log: FastifyBaseLogger;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly variant: VariantId;
}

/** `unsubscribefinish`: the link of the e-mail records the opt-out, effective at once. */
export function createConfirmUnsubscribe(deps: ConfirmUnsubscribeDeps) {
  const { db, clock, rateLimiter, messaging, variant } = deps;

  return async function confirmUnsubscribe(
    token: string,
    context: RequestContext,
  ): Promise<Record<string, never>> {
    await rateLimiter.hit({ rule: RATE_LIMITS.unsubscribePerIp, subject: context.ip });
    const verified = await verifyTokenOrFail(deps, 'UNSUBSCRIBE', token);
    let email: string;
    let reason: UnsubscribeReason;
    try {
      email = claimString(verified, 'email');
      const claimedReason = claimString(verified, 'reason');
      if (!(UNSUBSCRIBE_REASONS as readonly string[]).includes(claimedReason)) {
        throw new TokenError(1);
      }
      reason = claimedReason as UnsubscribeReason;
    } catch (error) {
      throw error instanceof TokenError ? tokenAppError(error) : error;
    }
    const reasonText =
      typeof verified.claims.reasonText === 'string' ? verified.claims.reasonText : null;
    const now = clock();
    await db.transaction(async (tx) => {
      if (!(await markTokenUsed(tx, hashTokenId(verified.jti), 'UNSUBSCRIBE', now))) {
        throw tokenUsedError();
      }
      await upsertOptOut(tx, { email, reason, reasonText, createdAt: now });
      await recordAudit(tx, context, {
        actorType: 'anonymous',
        actorId: null,
        action: 'unsubscribe.confirmed',
        subjectType: 'email',
        subjectId: null,
        details: { reason },
      });
      await messaging.queueMail(
        tx,
        {},
        {
          to: email,
          language: await languageOfAddress(tx, email, variant),
          template: 'unsubscribed',
          values: {},
        },
      );
    });
    return {};
  };
}
