import { SIGNING_CODE_RULES, type SigningCodePurpose } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import { equalHex } from '../../../infra/crypto/random';
import type { Database } from '../../../infra/db/database';
import { countAttempt, endCode, lockCode } from '../repository';
import { signingCodeHash } from '../signing-code-views';

export interface CheckSigningCodeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly appSecret: string;
}

/** The outcome of a try, committed before it is told (a wrong try counts even though refused). */
export type CodeCheck =
  | { readonly ok: true; readonly round: number }
  | { readonly ok: false; readonly error: AppError; readonly ended: boolean };

const refused = (status: number, code: string, message: string, ended = false): CodeCheck => ({
  ok: false,
  error: new AppError(status, code, { message }),
  ended,
});

/**
 * One try of a code, in its own transaction so that a wrong try stays counted: refused when
 * there is none, it has expired, it was issued for another manifest (nothing is counted then:
 * it is not a guess), or the code is wrong; the fifth wrong try ends it (SEC_BUS_LOG_OTP_MOT).
 * A right code is used up at once.
 */
export function createCheckSigningCode({ db, clock, appSecret }: CheckSigningCodeDeps) {
  return async function checkSigningCode(
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
      if (equalHex(row.codeHash, signingCodeHash(appSecret, row, code))) {
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
      return refused(422, 'SEC_BUS_LOG_OTP_MOT', 'Too many wrong codes; ask for a new one.', true);
    });
  };
}
