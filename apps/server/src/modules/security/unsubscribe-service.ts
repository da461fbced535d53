import {
  getVariant,
  type Language,
  type TUnsubscribeRequest,
  UNSUBSCRIBE_REASONS,
  type UnsubscribeReason,
  type VariantId,
} from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { TokenError, tokenAppError } from '../../infra/crypto/signed-tokens';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import { findUserByEmail, markTokenUsed, upsertOptOut } from './repository';
import {
  claimString,
  hashTokenId,
  normalizeEmail,
  type SecurityDeps,
  tokenUsedError,
  verifyTokenOrFail,
} from './shared';

export interface UnsubscribeServiceDeps extends SecurityDeps {
  readonly variant: VariantId;
}

/**
 * Unsubscribe from marketing e-mails (issue 3 point 7): confirmed through a signed link sent to the
 * address, so nobody can unsubscribe someone else; effective at once (the spec's 48 hours is a
 * promise, not a delay). Any address can opt out, with or without an account.
 */
export function createUnsubscribeService(deps: UnsubscribeServiceDeps) {
  const { db, clock, rateLimiter, messaging } = deps;

  const languageOf = async (tx: Database | Transaction, email: string): Promise<Language> => {
    const user = await findUserByEmail(tx, email);
    return user?.language ?? getVariant(deps.variant).defaultLanguage;
  };

  return {
    async start(
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
        await messaging.queueMail(tx, {
          to: email,
          language: await languageOf(tx, email),
          template: 'unsubscribe',
          values: {},
          signedLink: { value: 'link', page: 'unsubscribe', purpose: 'UNSUBSCRIBE', claims },
        });
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
    },

    async finish(token: string, context: RequestContext): Promise<Record<string, never>> {
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
        await messaging.queueMail(tx, {
          to: email,
          language: await languageOf(tx, email),
          template: 'unsubscribed',
          values: {},
        });
      });
      return {};
    },
  };
}
