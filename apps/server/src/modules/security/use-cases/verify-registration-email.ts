import { randomUUID } from 'node:crypto';
import { type Language, LANGUAGES, type TRegistrationValidateResponse } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { type SignedTokens, TokenError, tokenAppError } from '../../../infra/crypto/signed-tokens';
import type { Database } from '../../../infra/db/database';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { CmsService } from '../../cms/service';
import type { ProspectsService } from '../../prospects/service';
import {
  completeRegistration,
  findRegistrationForUpdate,
  insertUser,
  markTokenUsed,
} from '../repository';
import { claimString, hashTokenId, tokenUsedError, verifyTokenOrFail } from '../shared';

export interface VerifyRegistrationEmailDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly signedTokens: SignedTokens;
  readonly log: FastifyBaseLogger;
  readonly cms: Pick<CmsService, 'claimUid'>;
  readonly prospects: Pick<ProspectsService, 'startAfterVerification'>;
  /** The staff case search's keyed hashes of the account's name, e-mail, phone (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexAccount'>;
}

function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}

/**
 * `registrationvalidate`: the token's uid gets its account and first prospect, in one
 * transaction with the single-use record of the token. The caller then signs the applicant in.
 */
export function createVerifyRegistrationEmail(deps: VerifyRegistrationEmailDeps) {
  const { db, clock, rateLimiter, cms, prospects } = deps;

  return async function verifyRegistrationEmail(
    token: string,
    context: RequestContext,
  ): Promise<TRegistrationValidateResponse & { userId: string }> {
    await rateLimiter.hit({ rule: RATE_LIMITS.verificationPerIp, subject: context.ip });
    const verified = await verifyTokenOrFail(deps, 'EMAIL_VERIFICATION', token);
    let uid: string;
    let language: Language;
    try {
      uid = claimString(verified, 'uid');
      language = asLanguage(claimString(verified, 'language'));
    } catch (error) {
      throw error instanceof TokenError ? tokenAppError(error) : error;
    }
    const now = clock();

    const userId = await db.transaction(async (tx) => {
      if (!(await markTokenUsed(tx, hashTokenId(verified.jti), 'EMAIL_VERIFICATION', now))) {
        throw tokenUsedError();
      }
      const registration = await findRegistrationForUpdate(tx, uid);
      if (registration === null) throw tokenAppError(new TokenError(1));
      if (registration.completedAt !== null) throw tokenUsedError();

      const user = await insertUser(tx, {
        id: randomUUID(),
        uid,
        email: registration.email,
        fullName: registration.fullName,
        phonePrefix: registration.phonePrefix,
        phoneNumber: registration.phoneNumber,
        phoneE164: registration.phoneE164,
        passwordHash: registration.passwordHash,
        language,
        emailVerifiedAt: now,
        passwordChangedAt: now,
        createdAt: now,
        updatedAt: now,
      });
      // Two sign-ups of one address, both verified: the first one owns it.
      if (user === null) {
        throw new AppError(409, 'EMAIL_ALREADY_REGISTERED', {
          message: 'This address has an account already; sign in or reset the password.',
        });
      }
      if (!(await cms.claimUid(tx, uid, user.id))) {
        throw new AppError(409, 'CONFLICT', { message: 'This uid belongs to another account.' });
      }
      await completeRegistration(tx, uid, user.id, now);
      await deps.searchIndex.indexAccount(tx, user.id, {
        names: [user.fullName],
        emails: [user.email],
        phones: [user.phoneE164],
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: user.id,
        action: 'user.email_verified',
        subjectType: 'user',
        subjectId: user.id,
      });
      await prospects.startAfterVerification(tx, { userId: user.id, uid }, context);
      return user.id;
    });
    return { uid, language, prospectState: 'PROSPECT_EMAIL_CHECKED', userId };
  };
}
