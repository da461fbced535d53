import { checkMobileNumber, type Language, type TRegistrationRequest } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { isCommonPassword } from '../../../infra/crypto/common-passwords';
import type { PasswordHasher } from '../../../infra/crypto/password-hasher';
import type { Database } from '../../../infra/db/database';
import { RATE_LIMITS } from '../../../infra/rate-limit/limits';
import type { RateLimiter } from '../../../infra/rate-limit/rate-limiter';
import type { CmsService } from '../../cms/service';
import { upsertRegistration } from '../repository';
import { fieldError, normalizeEmail } from '../shared';

export interface SubmitRegistrationDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly passwordHasher: PasswordHasher;
  readonly cms: Pick<CmsService, 'ownerOf'>;
}

/**
 * `setRegistration`: stores the sign-up of this visitor uid, waiting for verification, in the
 * language of the call (the body's or the header's, decision 165).
 */
export function createSubmitRegistration(deps: SubmitRegistrationDeps) {
  const { db, clock, rateLimiter, passwordHasher, cms } = deps;

  return async function submitRegistration(
    request: TRegistrationRequest & { readonly language: Language },
    context: RequestContext,
  ): Promise<{ uid: string }> {
    const { uid, language, userData } = request;
    // Before any hashing (decision 045).
    await rateLimiter.hit(
      { rule: RATE_LIMITS.registrationPerIp, subject: context.ip },
      { rule: RATE_LIMITS.registrationPerUid, subject: uid },
    );
    const owner = await cms.ownerOf(uid);
    if (!owner.known) throw fieldError('uid', 'validation.uid.invalid', 'Unknown uid.');
    if (owner.userId !== null) {
      throw new AppError(403, 'FORBIDDEN', { message: 'This uid belongs to an account.' });
    }
    if (isCommonPassword(userData.password)) {
      throw fieldError('userData.password', 'validation.password.common');
    }
    const phone = checkMobileNumber(userData.prefix, userData.phoneNumber);
    // The schema checked the number already; this only narrows the type.
    if (!phone.ok) throw fieldError('userData.phoneNumber', phone.code);

    const passwordHash = await passwordHasher.hash(userData.password);
    const now = clock();
    await db.transaction(async (tx) => {
      await upsertRegistration(tx, {
        uid,
        email: normalizeEmail(userData.email),
        fullName: userData.fullName,
        phonePrefix: userData.prefix,
        phoneNumber: phone.nationalNumber,
        phoneE164: phone.e164,
        passwordHash,
        language,
        createdAt: now,
        updatedAt: now,
      });
      await recordAudit(tx, context, {
        actorType: 'anonymous',
        actorId: uid,
        action: 'registration.submitted',
        subjectType: 'registration',
        subjectId: uid,
        details: { language, prefix: userData.prefix },
      });
    });
    return { uid };
  };
}
