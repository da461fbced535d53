import { randomUUID } from 'node:crypto';
import type {
  Language,
  StaffRole,
  TCreateStaffRequest,
  TStaffAccount,
  TStaffLoginRequest,
  TStaffLoginStep,
  TStaffMember,
  TUpdateStaffRequest,
} from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { isCommonPassword } from '../../infra/crypto/common-passwords';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { PasswordHasher } from '../../infra/crypto/password-hasher';
import { randomId, sha256Hex } from '../../infra/crypto/random';
import type { Database, Transaction } from '../../infra/db/database';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { StaffCaller } from '../../infra/session/staff-caller';
import {
  STAFF_FAILURES_BEFORE_LOCK,
  STAFF_LOCK_MS,
  STAFF_PENDING_SESSION_MS,
  STAFF_RATE_LIMITS,
  STAFF_TOTP_MAX_FAILURES,
} from './limits';
import {
  acceptTotpStep,
  clearLoginFailures,
  clearTotp,
  countLoginFailure,
  countStaffAccounts,
  countTotpFailure,
  findLiveSession,
  findStaffByEmail,
  findStaffById,
  insertStaffAccount,
  insertStaffSession,
  listStaffAccounts,
  revokeAllStaffSessions,
  revokeStaffSession,
  setStaffDisabled,
  storeTotpSecret,
  sweepStaffSessions,
  touchStaffSession,
} from './repository';
import type { StaffAccountRow } from './tables';
import { matchTotp, newTotpSecret, totpEnrolment } from './totp';

/** 128-bit session ids, as the applicants' (DESIGN "Sessions"). */
const SESSION_ID_BYTES = 16;
/** The idle deadline moves at most once a minute (as decision 125 for the applicants'). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface StaffServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly passwordHasher: PasswordHasher;
  readonly rateLimiter: RateLimiter;
  readonly log: FastifyBaseLogger;
  /** The same timeouts as the applicants' sessions (SESSION_IDLE_MINUTES, SESSION_ABSOLUTE_HOURS). */
  readonly timeouts: { readonly idleMs: number; readonly absoluteMs: number };
  /** The issuer the authenticator app shows beside the account. */
  readonly totpIssuer: string;
  /** The language of a new account (the variant's default). */
  readonly defaultLanguage: Language;
}

/** A development account seeded at start, shown once in the log (decision 130). */
export interface DevelopmentStaffAccount {
  readonly email: string;
  readonly role: StaffRole;
  readonly password: string;
  readonly totpSecret: string;
}

const unauthorized = () => new AppError(401, 'UNAUTHORIZED', { message: 'Sign in to continue.' });

/** One answer for an unknown address, a wrong password and a disabled account. */
const loginInvalid = () =>
  new AppError(401, 'STAFF_LOGIN_INVALID', { message: 'The e-mail or the password is wrong.' });

const accountLocked = (retryAfterSeconds: number) =>
  new AppError(423, 'STAFF_LOCKED', {
    message: 'Too many wrong passwords: the account is locked for a while.',
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

const wrongCode = () =>
  new AppError(400, 'STAFF_TOTP_WRONG', {
    message: 'The code is wrong or was used already.',
    fieldErrors: [{ field: 'code', code: 'STAFF_TOTP_WRONG' }],
  });

const tooManyWrongCodes = () =>
  new AppError(401, 'STAFF_TOTP_TOO_MANY', {
    message: 'Too many wrong codes: sign in with the password again.',
  });

const totpContext = (staffId: string) => `staff:${staffId}:totp`;

export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}

function memberOf(row: StaffAccountRow): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    language: row.language,
  };
}

function accountOf(row: StaffAccountRow): TStaffAccount {
  return {
    ...memberOf(row),
    totpEnrolled: row.totpEnrolledAt !== null,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function callerOfRow(row: StaffAccountRow): StaffCaller {
  return {
    kind: 'staff',
    staffId: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    language: row.language,
  };
}

/**
 * The bank's staff accounts and their sign-in (issue 13 point 6, decision 130): password, then a
 * TOTP code (enrolled at the first sign-in), then a session of its own kind. Supervisors create,
 * disable and enable accounts; every step is audited. Routes set and clear the cookie with the
 * session ids this service hands back.
 */
export function createStaffService(deps: StaffServiceDeps) {
  const { db, clock, cipher, passwordHasher, rateLimiter, log, timeouts } = deps;

  const live = async (sessionId: string | undefined) => {
    if (sessionId === undefined || sessionId === '') return null;
    const now = clock();
    const idHash = sha256Hex(sessionId);
    const found = await findLiveSession(db, idHash, now, new Date(now.getTime() - timeouts.idleMs));
    return found === null ? null : { ...found, idHash, now };
  };

  const startSession = async (
    tx: Parameters<typeof insertStaffSession>[0],
    staffId: string,
    secondFactorAt: Date | null,
    context: RequestContext,
  ) => {
    const now = clock();
    const sessionId = randomId(SESSION_ID_BYTES);
    await insertStaffSession(tx, {
      idHash: sha256Hex(sessionId),
      staffId,
      now,
      expiresAt: new Date(
        now.getTime() + (secondFactorAt === null ? STAFF_PENDING_SESSION_MS : timeouts.absoluteMs),
      ),
      secondFactorAt,
      ip: context.ip,
      userAgent: context.userAgent,
    });
    return sessionId;
  };

  /** The secret an account not yet enrolled shows: the one stored, or a new one stored now. */
  const enrolmentSecret = async (account: StaffAccountRow) => {
    if (account.totpSecretSealed !== null) {
      return cipher.openText(account.totpSecretSealed, totpContext(account.id));
    }
    const secret = newTotpSecret();
    await storeTotpSecret(
      db,
      account.id,
      cipher.sealText(secret, totpContext(account.id)),
      clock(),
    );
    return secret;
  };

  const create = async (
    request: TCreateStaffRequest,
    by: StaffCaller | null,
    context: RequestContext,
  ): Promise<TStaffAccount> => {
    if (isCommonPassword(request.password)) {
      throw new AppError(400, 'VALIDATION_FAILED', {
        message: 'This password is too common.',
        fieldErrors: [{ field: 'password', code: 'operator.validation.passwordCommon' }],
      });
    }
    const id = randomUUID();
    const email = normalizeStaffEmail(request.email);
    const passwordHash = await passwordHasher.hash(request.password);
    const now = clock();
    const created = await db.transaction(async (tx) => {
      const isNew = await insertStaffAccount(tx, {
        id,
        email,
        fullName: request.fullName.trim(),
        role: request.role,
        passwordHash,
        language: deps.defaultLanguage,
        createdBy: by?.staffId ?? null,
        now,
      });
      if (!isNew) return false;
      await recordAudit(tx, context, {
        actorType: by === null ? 'system' : 'operator',
        actorId: by?.staffId ?? null,
        action: 'staff.created',
        subjectType: 'staff',
        subjectId: id,
        details: { role: request.role },
      });
      return true;
    });
    if (!created) {
      throw new AppError(409, 'STAFF_EMAIL_TAKEN', {
        message: 'A staff account with this e-mail exists already.',
        fieldErrors: [{ field: 'email', code: 'STAFF_EMAIL_TAKEN' }],
      });
    }
    const row = await findStaffById(db, id);
    if (row === null) throw new Error(`staff account ${id} vanished after its creation`);
    return accountOf(row);
  };

  return {
    create,

    /**
     * `auth/login`: limits first (no hashing for a flood), then the password, checked against a
     * dummy hash for an unknown address so both take the same time. A right password opens a
     * pending session, replacing the one the request came with (rotation).
     */
    async login(
      request: TStaffLoginRequest,
      previousSessionId: string | undefined,
      context: RequestContext,
    ): Promise<{ step: TStaffLoginStep; sessionId: string }> {
      const email = normalizeStaffEmail(request.email);
      await rateLimiter.hit(
        { rule: STAFF_RATE_LIMITS.loginPerIp, subject: context.ip },
        { rule: STAFF_RATE_LIMITS.loginPerAccount, subject: email },
      );
      const account = await findStaffByEmail(db, email);
      if (account === null) {
        await passwordHasher.verifyDummy(request.password);
        throw loginInvalid();
      }
      const now = clock();
      if (account.lockedUntil !== null && account.lockedUntil > now) {
        await recordAudit(db, context, {
          actorType: 'anonymous',
          actorId: null,
          action: 'staff.login_locked',
          subjectType: 'staff',
          subjectId: account.id,
        });
        throw accountLocked(Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 1000));
      }
      if (account.lockedUntil !== null) await clearLoginFailures(db, account.id, now);

      const isValid = await passwordHasher.verify(account.passwordHash, request.password);
      if (!isValid) {
        const failures = await db.transaction(async (tx) => {
          const count = await countLoginFailure(
            tx,
            account.id,
            STAFF_FAILURES_BEFORE_LOCK,
            new Date(now.getTime() + STAFF_LOCK_MS),
            now,
          );
          await recordAudit(tx, context, {
            actorType: 'anonymous',
            actorId: null,
            action: count >= STAFF_FAILURES_BEFORE_LOCK ? 'staff.locked' : 'staff.login_failed',
            subjectType: 'staff',
            subjectId: account.id,
            details: { failures: count },
          });
          return count;
        });
        throw failures >= STAFF_FAILURES_BEFORE_LOCK
          ? accountLocked(Math.ceil(STAFF_LOCK_MS / 1000))
          : loginInvalid();
      }
      if (account.disabledAt !== null) {
        await recordAudit(db, context, {
          actorType: 'anonymous',
          actorId: null,
          action: 'staff.login_disabled',
          subjectType: 'staff',
          subjectId: account.id,
        });
        throw loginInvalid();
      }

      const secret = account.totpEnrolledAt === null ? await enrolmentSecret(account) : null;
      const sessionId = await db.transaction(async (tx) => {
        if (previousSessionId !== undefined && previousSessionId !== '') {
          await revokeStaffSession(tx, sha256Hex(previousSessionId), now);
        }
        await clearLoginFailures(tx, account.id, now);
        await recordAudit(tx, context, {
          actorType: 'anonymous',
          actorId: null,
          action: 'staff.password_accepted',
          subjectType: 'staff',
          subjectId: account.id,
        });
        return startSession(tx, account.id, null, context);
      });
      if (secret === null) return { step: { next: 'TOTP_REQUIRED' }, sessionId };
      const enrolment = await totpEnrolment(secret, deps.totpIssuer, account.email);
      return { step: { next: 'TOTP_ENROLMENT', ...enrolment }, sessionId };
    },

    /**
     * `auth/totp`: the code of the pending session's account. A wrong try is counted before
     * anything else; the fifth ends the pending session. A right code (a step after the last one
     * accepted: a code works once) replaces the pending session by a signed-in one (rotation).
     */
    async confirmTotp(
      pendingSessionId: string | undefined,
      code: string,
      context: RequestContext,
    ): Promise<{ member: TStaffMember; sessionId: string }> {
      await rateLimiter.hit({ rule: STAFF_RATE_LIMITS.totpPerIp, subject: context.ip });
      const found = await live(pendingSessionId);
      if (found === null || found.session.secondFactorAt !== null) throw unauthorized();
      const { account, idHash, now } = found;
      await rateLimiter.hit({ rule: STAFF_RATE_LIMITS.totpPerAccount, subject: account.id });
      if (account.totpSecretSealed === null) throw unauthorized();
      const secret = cipher.openText(account.totpSecretSealed, totpContext(account.id));

      const step = await matchTotp(secret, code, now, account.totpLastStep);
      const isAccepted = step !== null && (await acceptTotpStep(db, account.id, step, now));
      if (!isAccepted) {
        const failures = await countTotpFailure(db, idHash);
        if (failures === null) throw unauthorized();
        const isLast = failures >= STAFF_TOTP_MAX_FAILURES;
        if (isLast) await revokeStaffSession(db, idHash, now);
        await recordAudit(db, context, {
          actorType: 'anonymous',
          actorId: null,
          action: isLast ? 'staff.totp_exhausted' : 'staff.totp_wrong',
          subjectType: 'staff',
          subjectId: account.id,
          details: { failures },
        });
        throw isLast ? tooManyWrongCodes() : wrongCode();
      }

      const sessionId = await db.transaction(async (tx) => {
        // Only one request turns a pending session into a signed-in one.
        if (!(await revokeStaffSession(tx, idHash, now))) throw unauthorized();
        if (account.totpEnrolledAt === null) {
          await recordAudit(tx, context, {
            actorType: 'operator',
            actorId: account.id,
            action: 'staff.totp_enrolled',
            subjectType: 'staff',
            subjectId: account.id,
          });
        }
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: account.id,
          action: 'staff.session_started',
          subjectType: 'staff',
          subjectId: account.id,
        });
        return startSession(tx, account.id, now, context);
      });
      return { member: memberOf(account), sessionId };
    },

    /** The signed-in staff member of a session id (password and code given), or null. */
    async callerOf(sessionId: string | undefined): Promise<StaffCaller | null> {
      const found = await live(sessionId);
      if (found === null || found.session.secondFactorAt === null) return null;
      if (found.now.getTime() - found.session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
        await touchStaffSession(db, found.idHash, found.now);
      }
      return callerOfRow(found.account);
    },

    /** `auth/logout`: ends the session (pending or signed in); silent without one. */
    async logout(sessionId: string | undefined, context: RequestContext): Promise<void> {
      const found = await live(sessionId);
      if (found === null) return;
      await db.transaction(async (tx) => {
        await revokeStaffSession(tx, found.idHash, found.now);
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: found.account.id,
          action: 'staff.session_ended',
          subjectType: 'staff',
          subjectId: found.account.id,
        });
      });
    },

    /** `GET staff` (supervisor): every account, disabled ones too. */
    async list(): Promise<TStaffAccount[]> {
      return (await listStaffAccounts(db)).map(accountOf);
    },

    /**
     * `PATCH staff/{id}` (supervisor): disable or enable an account, or reset its second factor.
     * Disabling and a reset end every session of the account in the same transaction. A supervisor
     * cannot disable their own account (someone must be left to enable the others).
     */
    async update(
      staffId: string,
      change: TUpdateStaffRequest,
      by: StaffCaller,
      context: RequestContext,
    ): Promise<TStaffAccount> {
      if (change.disabled === true && staffId === by.staffId) {
        throw new AppError(409, 'STAFF_CANNOT_DISABLE_SELF', {
          message: 'A supervisor cannot disable their own account.',
        });
      }
      const now = clock();
      const audit = (tx: Transaction, action: string, details: Record<string, unknown> = {}) =>
        recordAudit(tx, context, {
          actorType: 'operator',
          actorId: by.staffId,
          action,
          subjectType: 'staff',
          subjectId: staffId,
          details,
        });
      const updated = await db.transaction(async (tx) => {
        const account = await findStaffById(tx, staffId);
        if (account === null) return null;
        const { disabled } = change;
        let endsSessions = change.resetTotp === true;
        if (disabled !== undefined && (account.disabledAt !== null) !== disabled) {
          await setStaffDisabled(tx, staffId, disabled ? now : null, now);
          await audit(tx, disabled ? 'staff.disabled' : 'staff.enabled');
          endsSessions ||= disabled;
        }
        if (change.resetTotp === true) {
          await clearTotp(tx, staffId, now);
          await audit(tx, 'staff.totp_reset');
        }
        if (endsSessions) {
          const ended = await revokeAllStaffSessions(tx, staffId, now);
          await audit(tx, 'staff.sessions_ended', { sessionsEnded: ended });
        }
        return findStaffById(tx, staffId);
      });
      if (updated === null) {
        throw new AppError(404, 'NOT_FOUND', { message: 'No such staff account.' });
      }
      return accountOf(updated);
    },

    /**
     * Development only (decision 130): with no staff account at all, one supervisor and one
     * operator with random passwords, their TOTP secrets stored (the first sign-in shows the QR
     * code of the same secret). Returns them for the log once; null when accounts exist.
     */
    async seedDevelopmentStaff(): Promise<DevelopmentStaffAccount[] | null> {
      if ((await countStaffAccounts(db)) > 0) return null;
      const context: RequestContext = {
        ip: '127.0.0.1',
        userAgent: 'development seed',
        requestId: randomUUID(),
      };
      const seeded: DevelopmentStaffAccount[] = [];
      const people = [
        {
          email: 'supervisor@bank.example',
          fullName: 'Development Supervisor',
          role: 'SUPERVISOR',
        },
        { email: 'operator@bank.example', fullName: 'Development Operator', role: 'OPERATOR' },
      ] as const;
      for (const person of people) {
        const password = `Dev-${randomId(12)}`;
        let account: TStaffAccount;
        try {
          account = await create({ ...person, password }, null, context);
        } catch (error) {
          // Another instance seeded the same address at the same moment: it prints it.
          if (error instanceof AppError && error.code === 'STAFF_EMAIL_TAKEN') continue;
          throw error;
        }
        const row = await findStaffById(db, account.id);
        if (row === null) continue;
        seeded.push({
          email: person.email,
          role: person.role,
          password,
          totpSecret: await enrolmentSecret(row),
        });
      }
      log.debug({ count: seeded.length }, 'development staff accounts seeded');
      return seeded;
    },

    /** Housekeeping: forgets staff sessions ended before `before`. */
    sweepSessions: (before: Date) => sweepStaffSessions(db, before),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
