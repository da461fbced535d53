import type { Language } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import type { OpenBankingProvider } from './provider';
import { createAnswerInteractiveLogin } from './use-cases/answer-interactive-login';
import { createCheckOpenBanking } from './use-cases/check-open-banking';
import { createCollectOpenBankingEvidence } from './use-cases/collect-open-banking-evidence';
import { createCreateBankLogin } from './use-cases/create-bank-login';
import { createFinishAccountSelection } from './use-cases/finish-account-selection';
import { createFinishBankReturn } from './use-cases/finish-bank-return';
import { createListBankProviders } from './use-cases/list-bank-providers';
import { createReadBankConnection } from './use-cases/read-bank-connection';
import { createReadIncomeFound } from './use-cases/read-income-found';
import { createReadOwnFoundIncome } from './use-cases/read-own-found-income';
import { createReadPayoutAccount } from './use-cases/read-payout-account';

export interface OpenBankingDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly timeZone: string;
  /** null: no provider configured (production without OPEN_BANKING_PROVIDER). */
  readonly provider: OpenBankingProvider | null;
  /** OPEN_BANKING_TIMEOUT_MS: one provider call may take this long, then 504 BANK_TIMEOUT. */
  readonly timeoutMs: number;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
  /** The portal's fixed return address the bank sends the applicant back to (decision 250). */
  readonly returnUrl: string;
  /** The bank's page language when the browser names none. */
  readonly defaultLanguage: Language;
}

/**
 * The salary statement by open banking (decision 148): the applicant logs in to their bank on
 * the bank's own page and comes back with its code (decision 250), chooses the account the salary
 * comes to, and the last three full months of that account become the income shown for
 * confirmation (`detectIncome`). Only the applicant's own PERSONALLOAN prospect on the salary
 * statement step (PROSPECT_INFO_UPLOADED with PRODUCT_NEW) may connect. The bank's password
 * never reaches the portal. Each method is one use case of
 * `use-cases/`.
 */
export function createOpenBankingService(deps: OpenBankingDeps) {
  return {
    evidenceOf: createCollectOpenBankingEvidence(deps),
    check: createCheckOpenBanking(deps),
    providers: createListBankProviders(deps),
    createLogin: createCreateBankLogin(deps),
    finishReturn: createFinishBankReturn(deps),
    connection: createReadBankConnection(deps),
    interactiveLogin: createAnswerInteractiveLogin(deps),
    finishSelection: createFinishAccountSelection(deps),
    foundIncomeOfOwn: createReadOwnFoundIncome(deps),
    incomeFoundOf: createReadIncomeFound(deps),
    payoutAccountOf: createReadPayoutAccount(deps),
  };
}

export type OpenBankingService = ReturnType<typeof createOpenBankingService>;
