import {
  SIGNING_CODE_RULES,
  type Language,
  type SigningCodePurpose,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { equalHex, hmacSha256Hex, randomDigits } from '../../infra/crypto/random';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { JobQueue } from '../../infra/jobs/job-queue';
import { translatorFor } from '../../infra/mail/templates';
import { auditNote, type MessagingService } from '../messaging/service';
import { sendSigningCodeJob, type TSigningCodeJob } from './jobs';
import {
  activateCode,
  countAttempt,
  endCode,
  findCode,
  lockCode,
  replaceCode,
  type SigningCodeRow,
} from './repository';

export interface SigningCodesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly appSecret: string;
  readonly messaging: Pick<MessagingService, 'deliverSms'>;
  /** The applicant's mobile number in E.164 when the SMS is sent; null when none is known. */
  readonly phoneOf: (prospectId: string) => Promise<string | null>;
}

export interface CodeBinding {
  readonly prospectId: string;
  readonly purpose: SigningCodePurpose;
  /** The contract set of a contracts code. */
  readonly setId: string | null;
  /** What the code is for: the contracts' manifest or the certificate subject's hash. */
  readonly manifestSha256: string;
  readonly language: Language;
  readonly actorId: string;
}

/** The outcome of a try, committed before it is told (a wrong try counts even though refused). */
export type CodeCheck =
  | { readonly ok: true; readonly round: number }
  | { readonly ok: false; readonly error: AppError; readonly ended: boolean };

const codeSent = (row: SigningCodeRow): TSigningCodeSent => ({
  sentAt: row.requestedAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
  resendAvailableAt: new Date(
    row.requestedAt.getTime() + SIGNING_CODE_RULES.resendAfterMs,
  ).toISOString(),
});

const refused = (status: number, code: string, message: string, ended = false): CodeCheck => ({
  ok: false,
  error: new AppError(status, code, { message }),
  ended,
});

/**
 * The SMS codes of the certificate and the contracts (DESIGN "One-time codes"): 6 digits from the
 * CSPRNG, made by the SMS job and kept only as an HMAC bound to the prospect, purpose, round and
 * manifest; single use, 5 minutes, 5 tries counted atomically, a new code after a minute voids the
 * old one.
 */
export function createSigningCodes(deps: SigningCodesDeps) {
  const { db, clock, jobs, appSecret } = deps;
  const hashOf = (
    row: Pick<SigningCodeRow, 'prospectId' | 'purpose' | 'round' | 'manifestSha256'>,
    code: string,
  ) =>
    hmacSha256Hex(
      appSecret,
      `signing-code:${row.prospectId}:${row.purpose}:${row.round}:${row.manifestSha256}:${code}`,
    );

  return {
    /** The code waiting for `purpose` (for the page's countdown), or null. */
    async pending(
      tx: Database | Transaction,
      prospectId: string,
      purpose: SigningCodePurpose,
      manifestSha256?: string,
    ): Promise<TSigningCodeSent | null> {
      const row = await findCode(tx, prospectId, purpose);
      if (row === null || row.status === 'USED') return null;
      if (manifestSha256 !== undefined && row.manifestSha256 !== manifestSha256) return null;
      return codeSent(row);
    },

    /**
     * A new code, in `tx`: refused within a minute of the last (429 with Retry-After); otherwise
     * the old code is void and the SMS job is enqueued in the same transaction.
     */
    async request(
      tx: Transaction,
      binding: CodeBinding,
      context: RequestContext,
    ): Promise<TSigningCodeSent> {
      const now = clock();
      const current = await lockCode(tx, binding.prospectId, binding.purpose);
      if (current !== null && current.status !== 'USED') {
        const waitMs =
          current.requestedAt.getTime() + SIGNING_CODE_RULES.resendAfterMs - now.getTime();
        if (waitMs > 0) {
          throw new AppError(429, 'SIGNING_CODE_TOO_SOON', {
            message: 'A new code can be asked for one minute after the last.',
            headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
          });
        }
      }
      const row: SigningCodeRow = {
        prospectId: binding.prospectId,
        purpose: binding.purpose,
        round: (current?.round ?? 0) + 1,
        setId: binding.setId,
        manifestSha256: binding.manifestSha256,
        language: binding.language,
        status: 'PENDING',
        codeHash: null,
        attempts: 0,
        requestedAt: now,
        expiresAt: new Date(now.getTime() + SIGNING_CODE_RULES.validityMs),
      };
      await replaceCode(tx, row);
      const event = {
        actorType: 'applicant',
        actorId: binding.actorId,
        subjectType: 'prospect',
        subjectId: binding.prospectId,
        details: {
          purpose: binding.purpose,
          round: row.round,
          manifestSha256: binding.manifestSha256,
          ...(binding.setId === null ? {} : { documentSetId: binding.setId }),
        },
      } as const;
      await recordAudit(tx, context, { ...event, action: 'signing.code_requested' });
      await jobs.enqueue(tx, sendSigningCodeJob, {
        prospectId: binding.prospectId,
        purpose: binding.purpose,
        round: row.round,
        audit: auditNote(context, { ...event, action: 'signing.code_sent' }),
      });
      return codeSent(row);
    },

    /** The job: makes the code now, keeps its HMAC, sends it once in the applicant's language. */
    async deliver(payload: TSigningCodeJob, job: JobContext): Promise<void> {
      const row = await findCode(db, payload.prospectId, payload.purpose);
      // A newer code replaced this one, or it was used or ended meanwhile.
      if (row?.round !== payload.round || (row.status !== 'PENDING' && row.status !== 'ACTIVE')) {
        return;
      }
      if (row.expiresAt.getTime() <= clock().getTime()) return;
      const to = await deps.phoneOf(row.prospectId);
      if (to === null) return;
      const code = randomDigits(SIGNING_CODE_RULES.length);
      const stored = await activateCode(db, payload, hashOf(row, code));
      if (!stored) return;
      const text = translatorFor(row.language)(`signing.sms.${row.purpose}`, { code });
      await deps.messaging.deliverSms(job.effectKey, { to, text }, payload.audit);
    },

    /**
     * One try of a code, in its own transaction so that a wrong try stays counted: refused when
     * there is none, it has expired, it was issued for another manifest (nothing is counted then:
     * it is not a guess), or the code is wrong; the fifth wrong try ends it (SEC_BUS_LOG_OTP_MOT).
     * A right code is used up at once.
     */
    async check(
      prospectId: string,
      purpose: SigningCodePurpose,
      manifestSha256: string,
      code: string,
      audit: { readonly actorId: string; readonly context: RequestContext },
    ): Promise<CodeCheck> {
      return db.transaction(async (tx) => {
        const row = await lockCode(tx, prospectId, purpose);
        if (row === null || row.status !== 'ACTIVE' || row.codeHash === null) {
          return refused(422, 'SIGNING_CODE_MISSING', 'No code is waiting; ask for one.');
        }
        if (row.expiresAt.getTime() <= clock().getTime()) {
          return refused(422, 'SIGNING_CODE_EXPIRED', 'The code has expired.');
        }
        if (row.manifestSha256 !== manifestSha256) {
          await recordAudit(tx, audit.context, {
            actorType: 'applicant',
            actorId: audit.actorId,
            action: 'signing.code_mismatch',
            subjectType: 'prospect',
            subjectId: prospectId,
            details: { purpose, codeFor: row.manifestSha256, presented: manifestSha256 },
          });
          return refused(409, 'SIGNING_CODE_MISMATCH', 'The code was issued for other documents.');
        }
        const counted = await countAttempt(tx, prospectId, purpose, SIGNING_CODE_RULES.maxAttempts);
        if (counted === null) {
          return refused(422, 'SIGNING_CODE_MISSING', 'No code is waiting; ask for one.');
        }
        if (equalHex(row.codeHash, hashOf(row, code))) {
          await endCode(tx, prospectId, purpose, row.round, 'USED');
          return { ok: true, round: row.round };
        }
        const left = SIGNING_CODE_RULES.maxAttempts - counted.attempts;
        if (left > 0) {
          return {
            ok: false,
            ended: false,
            error: new AppError(422, 'SEC_BUS_LOG_OTP_WOT', {
              message: `Wrong code; ${left} tries left.`,
              fieldErrors: [{ field: 'code', code: 'SEC_BUS_LOG_OTP_WOT' }],
            }),
          };
        }
        await endCode(tx, prospectId, purpose, row.round, 'ENDED');
        await recordAudit(tx, audit.context, {
          actorType: 'applicant',
          actorId: audit.actorId,
          action: 'signing.code_ended',
          subjectType: 'prospect',
          subjectId: prospectId,
          details: { purpose, round: row.round, code: 'SEC_BUS_LOG_OTP_MOT' },
        });
        return refused(
          422,
          'SEC_BUS_LOG_OTP_MOT',
          'Too many wrong codes; ask for a new one.',
          true,
        );
      });
    },
  };
}

export type SigningCodes = ReturnType<typeof createSigningCodes>;
