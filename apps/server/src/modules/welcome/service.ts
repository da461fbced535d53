import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobQueue } from '../../infra/jobs/job-queue';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { SessionIdentity } from '../../infra/session/session-store';
import type { MessagingService } from '../messaging/service';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { AccountOf, OpenPennyTransfer } from './ports';
import { createActivateProduct, type ActivateProductDeps } from './use-cases/activate-product';
import { createCheckActivationCode } from './use-cases/check-activation-code';
import { createCollectWelcomeEvidence } from './use-cases/collect-welcome-evidence';
import { createContinueAfterBranchChoice } from './use-cases/continue-after-branch-choice';
import { createDeliverWelcomeMail } from './use-cases/deliver-welcome-mail';
import { createReadWelcomePage, type ReadWelcomePageDeps } from './use-cases/read-welcome-page';
import { createRecordWelcomeShown } from './use-cases/record-welcome-shown';
import { createRenewActivationCode } from './use-cases/renew-activation-code';
import { createVerifyActivationCode } from './use-cases/verify-activation-code';

export type { AccountOf, ActivationActor, OpenPennyTransfer } from './ports';

/**
 * The move to PRODUCT_ACTIVE (decision 146): a service of its own because the penny transfer
 * activates through it, and the welcome opens the penny transfer.
 */
export function createProductActivationService(deps: ActivateProductDeps) {
  return { activate: createActivateProduct(deps) };
}

export type ProductActivationService = ReturnType<typeof createProductActivationService>;

export interface WelcomeServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly jobs: JobQueue;
  readonly rateLimiter: RateLimiter;
  /** Keys the codes' lookup hash, so a copy of the table cannot be searched for a code. */
  readonly appSecret: string;
  /** The bank's public site: the QR's activation link lives there (decision 146). */
  readonly bankSiteUrl: string;
  readonly currency: string;
  readonly timeZone: string;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'advance' | 'find' | 'forProspect'>;
  readonly messaging: Pick<
    MessagingService,
    'deliverMail' | 'texts' | 'hold' | 'readHeld' | 'dropHeld'
  >;
  /** The welcome e-mail's address, name and language: the applicant's account. */
  readonly identityOf: (userId: string) => Promise<SessionIdentity | null>;
  readonly accountOf: AccountOf;
  readonly openPennyTransfer: OpenPennyTransfer;
  readonly activation: ProductActivationService;
  /** The applicant's first name as entered (the mobile app greets them with it). */
  readonly firstNameOf: (prospectId: string, tx: Transaction) => Promise<string | null>;
  /** A day deposit's figures for the welcome page (decision 232). */
  readonly depositOf?: ReadWelcomePageDeps['depositOf'];
  /** A loan's payout for the welcome page (decision 233). */
  readonly loanPayoutOf?: ReadWelcomePageDeps['loanPayoutOf'];
}

/**
 * The welcome and the move to PRODUCT_ACTIVE (decisions 140 and 146): after the branch choice the
 * product becomes active (or waits for its penny transfer), gets its mobile-app activation code
 * and its welcome e-mail, all in the transaction of the change.
 */
export function createWelcomeService(deps: WelcomeServiceDeps) {
  return {
    evidenceOf: createCollectWelcomeEvidence(deps),
    afterBranchChosen: createContinueAfterBranchChoice({
      ...deps,
      activate: deps.activation.activate,
    }),
    welcome: createReadWelcomePage(deps),
    renewCode: createRenewActivationCode(deps),
    welcomeShown: createRecordWelcomeShown(deps),
    checkCode: createCheckActivationCode(deps),
    verifyCode: createVerifyActivationCode(deps),
    deliverWelcomeMail: createDeliverWelcomeMail(deps),
  };
}

export type WelcomeService = ReturnType<typeof createWelcomeService>;
