import { randomUUID } from 'node:crypto';
import { DURATIONS_MS, TOKEN_ERROR_CODES } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import { eraseAuditPersonalData } from '../../infra/audit/audit-chain';
import { recordAudit, SYSTEM_CONTEXT, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { TokenError, type SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { SessionStore, SessionUser } from '../../infra/session/session-store';
import type { StoragePort } from '../../infra/storage/storage-port';
import type { StaffCaller } from '../../infra/session/staff-caller';
import type { MessagingService } from '../messaging/service';
import { auditNote } from '../messaging/service';
import type { ProspectsService } from '../prospects/service';
import { eraseJob } from './jobs';
import {
  type AccountFacts,
  type CaseFacts,
  casesOfUser,
  casesPastAmlPeriod,
  deleteAccount,
  deleteCase,
  deleteStaleRegistrations,
  deleteWorkingData,
  findAccount,
  findErasure,
  findErasureByUser,
  findErasureForUpdate,
  hasCases,
  inactiveCases,
  isCustomerCase,
  makeAccountUnusable,
  markErasureDone,
  markErasureScheduled,
  replaceErasureRequest,
  storageKeysOfCase,
  upsertRelationshipEnd,
} from './repository';
import type { ErasureStatus } from './tables';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The confirmation link's validity (decision 152): a day, shorter than other signed links. */
export const ERASURE_LINK_VALIDITY_MS = DURATIONS_MS.day;

export interface RetentionSettings {
  readonly abandonedDays: number;
  readonly amlYears: number;
}

export interface DataRetentionDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly storage: StoragePort;
  readonly signedTokens: SignedTokens;
  readonly messaging: Pick<MessagingService, 'queueMail'>;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  /** Ends every session of an account: in the caller's transaction, or at once (Redis). */
  readonly sessions: Pick<SessionStore, 'revokeAllForUser'>;
  readonly settings: RetentionSettings;
  readonly log: FastifyBaseLogger;
}

export interface RetentionCounts {
  readonly abandonedCases: number;
  readonly endedCustomerCases: number;
  readonly expiredCustomerCases: number;
  readonly accounts: number;
  readonly registrations: number;
  readonly storageObjects: number;
}

type ApplicantUser = Pick<SessionUser, 'userId' | 'email' | 'fullName' | 'language'>;

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

/** a***@example.si: enough for the applicant to recognise the address, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** The calendar date (UTC) `years` before `now`, as YYYY-MM-DD. */
function yearsBefore(now: Date, years: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}

/**
 * Retention and erasure (issue 16 points 3 and 4, decision 152). A daily job deletes abandoned
 * applications, the working data of customers' ended cases and customers' AML evidence past its
 * period; an applicant's confirmed request erases everything the law does not oblige the bank to
 * keep. Storage objects go first, then the rows: a failure between the two leaves rows whose
 * bytes are gone (the job's retry deletes them), never bytes nobody can find any more.
 */
export function createDataRetentionService(deps: DataRetentionDeps) {
  const { db, clock, jobs, storage, signedTokens, messaging, prospects, sessions, settings, log } =
    deps;

  const deleteObjects = async (keys: readonly string[]): Promise<number> => {
    for (const key of keys) await storage.delete(key);
    return keys.length;
  };

  /** Deletes a whole case (bytes, rows, audit personal data) and returns its storage count. */
  const deleteWholeCase = async (
    facts: CaseFacts,
    reason: 'ABANDONED' | 'AML_PERIOD_ENDED' | 'ERASURE' | 'WITHDRAWN',
  ): Promise<number> => {
    const objects = await deleteObjects(await storageKeysOfCase(db, facts.prospectId));
    await db.transaction(async (tx) => {
      if ((await deleteCase(tx, facts.prospectId)) === 0) return;
      await eraseAuditPersonalData(tx, {
        subjectIds: [facts.prospectId],
        actorIds: [facts.prospectId],
      });
      // After the erasure, so the counts of this record stay readable.
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: 'data-retention',
        action: 'retention.case_deleted',
        subjectType: 'prospect',
        subjectId: facts.prospectId,
        details: { reason, customer: facts.customer, storageObjects: objects },
      });
    });
    return objects;
  };

  /** The account of someone with no case left: sessions ended, then every trace deleted. */
  const deleteAccountWithoutCases = async (
    tx: Transaction,
    account: AccountFacts,
    now: Date,
  ): Promise<number> => {
    await sessions.revokeAllForUser(tx, account.id, now);
    const rows = await deleteAccount(tx, account);
    await eraseAuditPersonalData(tx, { subjectIds: [account.id], actorIds: [account.id] });
    return rows;
  };

  /** After a case was deleted: its account goes too when it has no case left. */
  const deleteAccountIfEmpty = async (userId: string, now: Date): Promise<number> =>
    db.transaction(async (tx) => {
      if (await hasCases(tx, userId)) return 0;
      const account = await findAccount(tx, userId);
      if (account === null) return 0;
      await deleteAccountWithoutCases(tx, account, now);
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: 'data-retention',
        action: 'retention.account_deleted',
        subjectType: 'user',
        subjectId: userId,
      });
      return 1;
    });

  const endCustomerCase = async (prospectId: string): Promise<boolean> =>
    db.transaction(async (tx) => {
      const rows = await deleteWorkingData(tx, prospectId);
      if (rows === 0) return false;
      await recordAudit(tx, SYSTEM_CONTEXT, {
        actorType: 'system',
        actorId: 'data-retention',
        action: 'retention.case_ended',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { rows },
      });
      return true;
    });

  /**
   * A withdrawn application (decision 182): handled like an erasure, for that case only. A case
   * that never became a customer is deleted whole; the account goes too when no case is left.
   */
  const eraseWithdrawnCase = async (prospectId: string, userId: string): Promise<void> => {
    const facts = (await casesOfUser(db, userId)).find((one) => one.prospectId === prospectId);
    // Already erased (a retried job) or refused at the request: nothing left to do.
    if (facts === undefined || facts.customer) return;
    const storageObjects = await deleteWholeCase(facts, 'WITHDRAWN');
    const accounts = await deleteAccountIfEmpty(userId, clock());
    await recordAudit(db, SYSTEM_CONTEXT, {
      actorType: 'system',
      actorId: 'data-retention',
      action: 'withdrawal.completed',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { storageObjects, account: accounts === 1 ? 'DELETED' : 'KEPT' },
    });
  };

  return {
    /**
     * `DELETE onboarding/prospects/{id}` (decision 182): the applicant withdraws the application.
     * Audited; every session of the account ends and the erasure job deletes the case in the same
     * transaction. Another applicant's case is refused like an unknown one (404); a case that
     * became a customer is no longer an application (409 APPLICATION_COMPLETED).
     */
    async withdraw(
      user: Pick<SessionUser, 'userId'>,
      prospectId: string,
      context: RequestContext,
    ): Promise<{ prospectId: string; status: 'WITHDRAWN' }> {
      return db.transaction(async (tx) => {
        await prospects.requireOwn(tx, user, prospectId);
        if ((await isCustomerCase(tx, prospectId)) === true) {
          throw new AppError(409, 'APPLICATION_COMPLETED', {
            message: 'The account is open: this is no longer an application to withdraw.',
          });
        }
        const now = clock();
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: user.userId,
          action: 'prospect.withdrawn',
          subjectType: 'prospect',
          subjectId: prospectId,
        });
        await sessions.revokeAllForUser(tx, user.userId, now);
        await jobs.enqueue(tx, eraseJob, { withdrawal: { prospectId, userId: user.userId } });
        return { prospectId, status: 'WITHDRAWN' as const };
      });
    },

    /**
     * The daily run: abandoned applications (no activity for RETENTION_ABANDONED_DAYS, never a
     * customer) are deleted whole; a customer's inactive case loses its working data; a
     * customer's AML evidence goes RETENTION_AML_YEARS after the reported end of the relationship.
     */
    async sweep(now = clock()): Promise<RetentionCounts> {
      const before = new Date(now.getTime() - settings.abandonedDays * DURATIONS_MS.day);
      let abandonedCases = 0;
      let endedCustomerCases = 0;
      let expiredCustomerCases = 0;
      let accounts = 0;
      let storageObjects = 0;
      const touchedUsers = new Set<string>();
      for (const facts of await inactiveCases(db, before)) {
        if (facts.customer) {
          if (await endCustomerCase(facts.prospectId)) endedCustomerCases += 1;
          continue;
        }
        storageObjects += await deleteWholeCase(facts, 'ABANDONED');
        abandonedCases += 1;
        touchedUsers.add(facts.userId);
      }
      for (const facts of await casesPastAmlPeriod(db, yearsBefore(now, settings.amlYears))) {
        await endCustomerCase(facts.prospectId);
        storageObjects += await deleteWholeCase(facts, 'AML_PERIOD_ENDED');
        expiredCustomerCases += 1;
        touchedUsers.add(facts.userId);
      }
      for (const userId of touchedUsers) accounts += await deleteAccountIfEmpty(userId, now);
      const registrations = await deleteStaleRegistrations(db, before);
      const counts = {
        abandonedCases,
        endedCustomerCases,
        expiredCustomerCases,
        accounts,
        registrations,
        storageObjects,
      };
      log.info(counts, 'retention run done');
      return counts;
    },

    /**
     * The bank reports the end of a customer's relationship (a supervisor here; the core banking
     * system in production): the AML period starts. 404 for an unknown case, 409 for a case
     * that never became a customer.
     */
    async reportRelationshipEnd(
      staff: StaffCaller,
      prospectId: string,
      endedOn: string,
      context: RequestContext,
    ): Promise<{ prospectId: string; endedOn: string }> {
      return db.transaction(async (tx) => {
        const customer = UUID_PATTERN.test(prospectId)
          ? await isCustomerCase(tx, prospectId)
          : null;
        if (customer === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such case.' });
        if (!customer) {
          throw new AppError(409, 'NOT_A_CUSTOMER', {
            message: 'This case never became a customer: there is no relationship to end.',
          });
        }
        await upsertRelationshipEnd(tx, {
          prospectId,
          endedOn,
          reportedBy: staff.staffId,
          reportedAt: clock(),
        });
        await recordAudit(tx, context, {
          actorType: 'operator',
          actorId: staff.staffId,
          action: 'retention.relationship_ended',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { endedOn },
        });
        return { prospectId, endedOn };
      });
    },

    /**
     * "Erase my data" (GDPR Art. 17): e-mails a link that confirms it. Another applicant's case is
     * refused like an unknown one (404), and the refusal is audited too.
     */
    async requestErasure(
      user: ApplicantUser,
      prospectId: string,
      context: RequestContext,
    ): Promise<{ status: 'CONFIRMATION_SENT'; email: string }> {
      try {
        return await db.transaction(async (tx) => {
          await prospects.requireOwn(tx, user, prospectId);
          const existing = await findErasureByUser(tx, user.userId);
          if (existing?.status === 'SCHEDULED') {
            throw new AppError(409, 'ERASURE_SCHEDULED', {
              message: 'The erasure is confirmed and under way.',
            });
          }
          const id = randomUUID();
          const now = clock();
          await replaceErasureRequest(tx, {
            id,
            userId: user.userId,
            prospectId,
            status: 'CONFIRMATION_SENT',
            requestedAt: now,
          });
          await recordAudit(tx, context, {
            actorType: 'applicant',
            actorId: user.userId,
            action: 'erasure.requested',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { outcome: 'CONFIRMATION_SENT' },
          });
          await messaging.queueMail(tx, {
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
          });
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
    },

    /** NONE, CONFIRMATION_SENT (a link valid now) or SCHEDULED, for the applicant's own case. */
    async erasureStatus(
      user: ApplicantUser,
      prospectId: string,
    ): Promise<{ status: 'NONE' | 'CONFIRMATION_SENT' | 'SCHEDULED'; email?: string }> {
      await prospects.requireOwn(db, user, prospectId);
      const request = await findErasureByUser(db, user.userId);
      const status = visibleStatus(request?.status, request?.requestedAt, clock());
      return status === 'CONFIRMATION_SENT' ? { status, email: maskEmail(user.email) } : { status };
    },

    /**
     * The link of the e-mail: ends every session of the account at once and schedules the erasure
     * in the same transaction. A second click on the same link while it is scheduled answers
     * SCHEDULED again; once the erasure ran, or after a newer request, the link is 410.
     */
    async confirmErasure(token: string, context: RequestContext): Promise<{ status: 'SCHEDULED' }> {
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
    },

    /**
     * The job: every case that never became a customer is deleted whole; a customer's case keeps
     * its AML evidence (tagged in the policy) and loses the rest; the account is deleted, or for a
     * customer made unusable. Audited with counts only.
     */
    async erase(
      payload:
        | { readonly requestId: string }
        | { readonly withdrawal: { readonly prospectId: string; readonly userId: string } },
    ): Promise<void> {
      if ('withdrawal' in payload) {
        await eraseWithdrawnCase(payload.withdrawal.prospectId, payload.withdrawal.userId);
        return;
      }
      const request = await findErasure(db, payload.requestId);
      if (request === null || request.status !== 'SCHEDULED') return;
      const now = clock();
      const cases = await casesOfUser(db, request.userId);
      let casesDeleted = 0;
      let casesRetained = 0;
      let storageObjects = 0;
      let workingRows = 0;
      for (const facts of cases) {
        if (facts.customer) {
          workingRows += await db.transaction((tx) => deleteWorkingData(tx, facts.prospectId));
          casesRetained += 1;
        } else {
          storageObjects += await deleteWholeCase(facts, 'ERASURE');
          casesDeleted += 1;
        }
      }
      await db.transaction(async (tx) => {
        const account = await findAccount(tx, request.userId);
        let accountOutcome: 'DELETED' | 'MADE_UNUSABLE' | 'GONE' = 'GONE';
        if (account !== null) {
          if (casesRetained === 0) {
            await deleteAccountWithoutCases(tx, account, now);
            accountOutcome = 'DELETED';
          } else {
            await sessions.revokeAllForUser(tx, account.id, now);
            await makeAccountUnusable(tx, account, now);
            await markErasureDone(tx, request.id, now);
            accountOutcome = 'MADE_UNUSABLE';
          }
        }
        await recordAudit(tx, SYSTEM_CONTEXT, {
          actorType: 'system',
          actorId: 'data-retention',
          action: 'erasure.completed',
          subjectType: 'user',
          subjectId: request.userId,
          details: {
            casesDeleted,
            casesRetained,
            storageObjects,
            workingRows,
            account: accountOutcome,
          },
        });
      });
    },
  };
}

/** What the applicant sees: an unconfirmed request whose link has expired is no request. */
function visibleStatus(
  status: ErasureStatus | undefined,
  requestedAt: Date | undefined,
  now: Date,
): 'NONE' | 'CONFIRMATION_SENT' | 'SCHEDULED' {
  if (status === undefined || requestedAt === undefined) return 'NONE';
  if (status === 'CONFIRMATION_SENT') {
    return now.getTime() - requestedAt.getTime() > ERASURE_LINK_VALIDITY_MS
      ? 'NONE'
      : 'CONFIRMATION_SENT';
  }
  return 'SCHEDULED';
}

export type DataRetentionService = ReturnType<typeof createDataRetentionService>;
