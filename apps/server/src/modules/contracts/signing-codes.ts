import type { Clock } from '../../infra/clock';
import type { Database } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { MessagingService } from '../messaging/service';
import { pendingSigningCode } from './signing-code-views';
import { createCheckSigningCode } from './use-cases/check-signing-code';
import { createDeliverSigningCode } from './use-cases/deliver-signing-code';
import { createRequestSigningCode } from './use-cases/request-signing-code';

export interface SigningCodesDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly appSecret: string;
  readonly messaging: Pick<
    MessagingService,
    'deliverSms' | 'texts' | 'hold' | 'readHeld' | 'dropHeld'
  >;
  /** The applicant's mobile number in E.164 when the SMS is sent; null when none is known. */
  readonly phoneOf: (prospectId: string) => Promise<string | null>;
}

/**
 * The SMS codes of the certificate and the contracts (DESIGN "One-time codes"): 6 digits from the
 * CSPRNG, made by the SMS job and kept only as an HMAC bound to the prospect, purpose, round and
 * manifest; single use, 5 minutes, 5 tries counted atomically, a new code after a minute voids the
 * old one.
 */
export function createSigningCodes(deps: SigningCodesDeps) {
  return {
    pending: pendingSigningCode,
    request: createRequestSigningCode(deps),
    deliver: createDeliverSigningCode(deps),
    check: createCheckSigningCode(deps),
  };
}

export type SigningCodes = ReturnType<typeof createSigningCodes>;
