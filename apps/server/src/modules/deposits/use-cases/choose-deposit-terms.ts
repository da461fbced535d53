import {
  depositQuote,
  depositTermsSchema,
  fieldErrorsOf,
  localTimeIn,
  rateTableOn,
  type TDepositChoice,
  type TDepositRateTables,
  type TDepositTermsInput,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import type { CaseSearchIndex } from '../../../infra/search-index/case-search-index';
import type { ProductsService } from '../../products/service';
import { ownIbanContext, toDepositChoice } from '../deposit-view';
import {
  ratesUnavailable,
  requireOwnDeposit,
  type Owner,
  type OwnDepositDeps,
} from '../own-deposit';
import { upsertDeposit } from '../repository';

export interface ChooseDepositTermsDeps extends OwnDepositDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly timeZone: string;
  readonly variant: VariantId;
  readonly rateTables: TDepositRateTables;
  readonly extraClosingDays: readonly string[];
  readonly products: Pick<ProductsService, 'forProspect' | 'advance'>;
  /** The staff case search's keyed hash of the applicant's own IBAN (decision 263). */
  readonly searchIndex: Pick<CaseSearchIndex, 'indexCase'>;
}

/** The product states the choice can be made (or made again) in: before the consents. */
const CHOOSING_STATES = ['PRODUCT_NEW', 'PRODUCT_EMPLOYMENT_UPLOADED'] as const;

/**
 * `PUT onboarding/prospects/{id}/deposit` (decision 231): the amount, term, maturity choice and
 * own account checked against today's rate table (400 with field errors, nothing stored), then in
 * one transaction the choice with its quote and PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED, so the
 * consents come next.
 */
export function createChooseDepositTerms(deps: ChooseDepositTermsDeps) {
  const { db, clock, cipher, products } = deps;
  return async function chooseDepositTerms(
    owner: Owner,
    prospectId: string,
    body: TDepositTermsInput,
    context: RequestContext,
  ): Promise<TDepositChoice> {
    return db.transaction(async (tx) => {
      const { prospectState, product } = await requireOwnDeposit(deps, tx, owner, prospectId);
      const choosing = (CHOOSING_STATES as readonly string[]).includes(product.productState);
      if (prospectState !== 'PROSPECT_INFO_UPLOADED' || !choosing) {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'The deposit is chosen after the personal data and before the consents.',
        });
      }
      const now = clock();
      const today = localTimeIn(now, deps.timeZone).date;
      const table = rateTableOn(deps.rateTables, today);
      if (table === null) throw ratesUnavailable();
      const checked = depositTermsSchema(table).safeParse(body);
      if (!checked.success) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'The deposit is outside the rate table.',
          fieldErrors: fieldErrorsOf(checked.error),
        });
      }
      const terms = checked.data;
      const quote = depositQuote({
        table,
        amountMinor: terms.amountMinor,
        termDays: terms.termDays,
        startDate: today,
        variant: deps.variant,
        extraClosingDays: deps.extraClosingDays,
      });
      // The schema let only amounts and terms of the table through, so the table has the rate.
      if (quote === null) throw ratesUnavailable();
      const row = {
        prospectId,
        productId: product.productId,
        currency: table.currency,
        amountMinor: terms.amountMinor,
        termDays: terms.termDays,
        atMaturity: terms.atMaturity,
        ownIbanSealed: cipher.sealText(terms.ownIban, ownIbanContext(prospectId)),
        rateBps: quote.rateBps,
        quote,
        chosenAt: now,
        fundedAt: null,
        fundedQuote: null,
      };
      await upsertDeposit(tx, row);
      await deps.searchIndex.indexCase(tx, prospectId, 'DEPOSIT_ACCOUNT', {
        ibans: [terms.ownIban],
      });
      if (product.productState === 'PRODUCT_NEW') {
        await products.advance(
          tx,
          {
            prospectId,
            from: ['PRODUCT_NEW'],
            to: 'PRODUCT_EMPLOYMENT_UPLOADED',
            actorId: owner.userId,
          },
          context,
        );
      }
      // The figures, never the account (the audit trail is not encrypted).
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'deposit.terms_chosen',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          amountMinor: terms.amountMinor,
          currency: table.currency,
          termDays: terms.termDays,
          atMaturity: terms.atMaturity,
          rateBps: quote.rateBps,
        },
      });
      return toDepositChoice(row, cipher);
    });
  };
}
