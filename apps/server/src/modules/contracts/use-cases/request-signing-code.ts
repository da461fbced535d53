import {
  SIGNING_CODE_RULES,
  type Language,
  type SigningCodePurpose,
  type TSigningCodeSent,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Transaction } from '../../../infra/db/database';
import type { JobQueue } from '../../../infra/jobs/job-queue';
import { auditNote, type MessagingService } from '../../messaging/service';
import { sendSigningCodeJob } from '../jobs';
import { lockCode, replaceCode, type SigningCodeRow } from '../repository';
import { codeSent } from '../signing-code-views';

export interface RequestSigningCodeDeps {
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly messaging: Pick<MessagingService, 'hold'>;
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

/**
 * A new code, in `tx`: refused within a minute of the last (429 with Retry-After); otherwise
 * the old code is void and the SMS job is enqueued in the same transaction.
 */
export function createRequestSigningCode({ clock, jobs, messaging }: RequestSigningCodeDeps) {
  return async function requestSigningCode(
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
    const messageId = await messaging.hold(
      tx,
      { prospectId: binding.prospectId },
      { audit: auditNote(context, { ...event, action: 'signing.code_sent' }) },
    );
    await jobs.enqueue(tx, sendSigningCodeJob, {
      prospectId: binding.prospectId,
      purpose: binding.purpose,
      round: row.round,
      messageId,
    });
    return codeSent(row);
  };
}
