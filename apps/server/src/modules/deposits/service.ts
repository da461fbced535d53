import type { TDepositRateTables, VariantId } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { Database } from '../../infra/db/database';
import type { CaseSearchIndex } from '../../infra/search-index/case-search-index';
import type { ProductsService } from '../products/service';
import type { ProspectsService } from '../prospects/service';
import { createChooseDepositTerms } from './use-cases/choose-deposit-terms';
import { createFundDeposit } from './use-cases/fund-deposit';
import { createReadDepositQuote } from './use-cases/read-deposit-quote';
import { createReadDepositStep } from './use-cases/read-deposit-step';

export interface DepositsServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly timeZone: string;
  readonly variant: VariantId;
  /** From DEPOSIT_RATES_PATH or the variant's example table (decision 232). */
  readonly rateTables: TDepositRateTables;
  /** The bank's own closing days besides the variant's public holidays. */
  readonly extraClosingDays: readonly string[];
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  /** The staff case search's index: the applicant's own IBAN (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
}

/**
 * The day deposit (decisions 231 and 232): the applicant's amount, term and maturity choice on a
 * step of its own, its quote, and its start when the money arrives.
 */
export function createDepositsService(deps: DepositsServiceDeps) {
  return {
    readStep: createReadDepositStep(deps),
    choose: createChooseDepositTerms(deps),
    depositOf: createReadDepositQuote(deps),
    fund: createFundDeposit(deps),
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
