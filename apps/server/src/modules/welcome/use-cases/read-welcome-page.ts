import {
  ACCOUNT_ACTIVE_WITHIN_HOURS,
  conversionProductView,
  DEBIT_CARD_WITHIN_WEEKS,
  formatIban,
  isLoanProcess,
  type TDepositChoice,
  type TLoanPayoutView,
  type TWelcomeData,
  welcomeStateOf,
} from '@onboarding/domain';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { SessionUser } from '../../../infra/session/session-store';
import { activationCodeView, openCode } from '../activation-codes';
import { notActive } from '../errors';
import { requireOwnProduct, type OwnProductDeps } from '../own-product';
import type { AccountOf } from '../ports';
import { summaryOf } from '../product-summary';
import { findLiveCode, findWelcome } from '../repository';

export interface ReadWelcomePageDeps extends OwnProductDeps {
  readonly db: Database;
  readonly cipher: DataCipher;
  readonly bankSiteUrl: string;
  readonly currency: string;
  readonly accountOf: AccountOf;
  /** A day deposit's choice and quote (the deposits module, decision 232). */
  readonly depositOf?: (prospectId: string) => Promise<TDepositChoice | null>;
  /** A loan's payout, account and first instalment (the loans module, decision 233). */
  readonly loanPayoutOf?: (prospectId: string) => Promise<TLoanPayoutView | null>;
}

/**
 * `GET onboarding/products/{id}/welcome` (decision 146): everything the welcome page shows, for an
 * active product or one waiting for its penny transfer.
 */
export function createReadWelcomePage(deps: ReadWelcomePageDeps) {
  const { db, cipher } = deps;
  return async function welcome(user: SessionUser, productId: string): Promise<TWelcomeData> {
    const product = await requireOwnProduct(deps, db, user, productId);
    const state = product.productState;
    if (state !== 'PRODUCT_ACTIVE' && state !== 'PRODUCT_PENNY_TRANSFER_DISPLAYED') {
      throw notActive(state);
    }
    const summary = summaryOf(product, deps.currency);
    const [welcome, liveCode, account] = await Promise.all([
      findWelcome(db, product.productId),
      state === 'PRODUCT_ACTIVE' ? findLiveCode(db, product.productId) : null,
      deps.accountOf(product.prospectId),
    ]);
    return {
      prospectId: product.prospectId,
      productId: product.productId,
      state: welcomeStateOf(state),
      product: summary,
      account:
        account === null ? null : { iban: account.iban, ibanFormatted: formatIban(account.iban) },
      activation:
        liveCode === null
          ? null
          : await activationCodeView(deps.bankSiteUrl, openCode(cipher, liveCode), liveCode),
      times: {
        accountActiveWithinHours: ACCOUNT_ACTIVE_WITHIN_HOURS,
        debitCardWithinWeeks: summary.hasDebitCard ? DEBIT_CARD_WITHIN_WEEKS : null,
        activatedAt: welcome?.activatedAt?.toISOString() ?? null,
      },
      welcomeShownAt: welcome?.welcomeShownAt?.toISOString() ?? null,
      conversion: conversionProductView(summary),
      deposit:
        product.productType === 'DAYPOSIT'
          ? ((await deps.depositOf?.(product.prospectId)) ?? null)
          : null,
      loanPayout: isLoanProcess(product.productType)
        ? ((await deps.loanPayoutOf?.(product.prospectId)) ?? null)
        : null,
    };
  };
}
