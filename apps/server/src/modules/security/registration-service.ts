import { randomUUID } from 'node:crypto';
import {
  checkMobileNumber,
  type Language,
  LANGUAGES,
  type TCheckEmailRequest,
  type TCheckEmailResponse,
  type TRegistrationRequest,
  type TRegistrationRetryEmailRequest,
  type TRegistrationValidateResponse,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import { isCommonPassword } from '../../infra/crypto/common-passwords';
import { TokenError, tokenAppError } from '../../infra/crypto/signed-tokens';
import type { Transaction } from '../../infra/db/database';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import type { CmsService } from '../cms/service';
import { auditNote } from '../messaging/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import {
  completeRegistration,
  findLatestPendingRegistrationByEmail,
  findPendingRegistration,
  findRegistrationForUpdate,
  findUserByEmail,
  insertUser,
  markTokenUsed,
  type RegistrationRow,
  updateRegistrationLanguage,
  upsertRegistration,
} from './repository';
import {
  claimString,
  fieldError,
  hashTokenId,
  normalizeEmail,
  type SecurityDeps,
  tokenUsedError,
  verifyTokenOrFail,
} from './shared';

export interface RegistrationServiceDeps extends SecurityDeps {
  readonly cms: CmsService;
  readonly prospects: ProspectsService;
  /** The product chosen before signing up: the verification e-mail names it (decision 201). */
  readonly products: Pick<ProductsService, 'latestUnattached'>;
}

function asLanguage(value: string): Language {
  return (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';
}

/**
 * Sign-up and e-mail verification (spec 1 §4 "Registration and login", issue 3 points 2–3). The
 * account is only created when the address is verified (decision 044), so nobody can hold an
 * address they do not own, and no answer tells whether an address is registered.
 */
export function createRegistrationService(deps: RegistrationServiceDeps) {
  const { db, clock, rateLimiter, passwordHasher, messaging, links, cms, prospects, products } =
    deps;

  /**
   * Queues the verification e-mail, or "already registered" to the owner when the address is
   * taken; each is audited when it is really sent.
   */
  const queueVerificationOrNotice = async (
    tx: Transaction,
    registration: RegistrationRow,
    language: Language,
    context: RequestContext,
  ) => {
    const existing = await findUserByEmail(tx, registration.email);
    if (existing !== null) {
      await messaging.queueMail(tx, {
        to: existing.email,
        language,
        template: 'alreadyRegistered',
        name: existing.fullName,
        values: { loginLink: links.loginBack(), resetLink: links.forgotPassword() },
        audit: auditNote(context, {
          actorType: 'anonymous',
          actorId: registration.uid,
          action: 'registration.address_taken_notice_sent',
          subjectType: 'user',
          subjectId: existing.id,
        }),
      });
      return;
    }
    const chosen = await products.latestUnattached(tx, registration.uid);
    await messaging.queueMail(tx, {
      to: registration.email,
      language,
      template: 'verification',
      name: registration.fullName,
      ...(chosen === null ? {} : { product: chosen.productType }),
      values: {},
      signedLink: {
        value: 'link',
        page: 'emailValidated',
        purpose: 'EMAIL_VERIFICATION',
        claims: { uid: registration.uid, language },
      },
      audit: auditNote(context, {
        actorType: 'anonymous',
        actorId: registration.uid,
        action: 'registration.verification_sent',
        subjectType: 'registration',
        subjectId: registration.uid,
      }),
    });
  };

  return {
    /**
     * `setRegistration`: stores the sign-up of this visitor uid, waiting for verification, in the
     * language of the call (the body's or the header's, decision 165).
     */
    async register(
      request: TRegistrationRequest & { readonly language: Language },
      context: RequestContext,
    ): Promise<{ uid: string }> {
      const { uid, language, userData } = request;
      // Before any hashing (issue 3 point 11).
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
    },

    /**
     * The check-email call: statusCode 400 when this uid has no pending sign-up with this address
     * (the call itself is wrong); otherwise 200 whether or not the address is registered already.
     */
    async checkEmail(
      request: TCheckEmailRequest,
      context: RequestContext,
    ): Promise<TCheckEmailResponse> {
      const email = normalizeEmail(request.email);
      await rateLimiter.hit(
        { rule: RATE_LIMITS.verificationMailPerIp, subject: context.ip },
        { rule: RATE_LIMITS.verificationMailPerAddress, subject: email },
      );
      const registration = await findPendingRegistration(db, request.uid);
      if (registration === null || registration.email !== email) return { statusCode: 400 };
      await db.transaction(async (tx) => {
        await updateRegistrationLanguage(tx, registration.uid, request.language);
        await queueVerificationOrNotice(tx, registration, request.language, context);
      });
      return { statusCode: 200 };
    },

    /** `registrationretryemail`: sends the verification again; silent when nothing is pending. */
    async retryEmail(
      request: TRegistrationRetryEmailRequest,
      context: RequestContext,
    ): Promise<{ statusCode: 200 }> {
      const subject = 'uid' in request ? request.uid : normalizeEmail(request.email);
      await rateLimiter.hit(
        { rule: RATE_LIMITS.verificationMailPerIp, subject: context.ip },
        { rule: RATE_LIMITS.verificationMailPerAddress, subject },
      );
      const registration =
        'uid' in request
          ? await findPendingRegistration(db, request.uid)
          : await findLatestPendingRegistrationByEmail(db, subject);
      if (registration !== null) {
        await db.transaction((tx) =>
          queueVerificationOrNotice(tx, registration, registration.language, context),
        );
      }
      return { statusCode: 200 };
    },

    /**
     * `registrationvalidate`: the token's uid gets its account and first prospect, in one
     * transaction with the single-use record of the token. The caller then signs the applicant in.
     */
    async validate(
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
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
