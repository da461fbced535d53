import type { TIncomeConfirmation, TIncomeFound, TLoanApplication } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { toApplication } from '../loan-views';
import { requireOwnLoan, type Owner } from '../own-loan';
import { upsertApplication, type LoanApplicationRow } from '../repository';

/** What uploaded statements gave (the risk-documents module, decision 149). */
export interface FinalizedStatements {
  readonly bankCode: string;
  readonly finalizedAt: Date;
  readonly files: readonly unknown[];
}

export interface ConfirmIncomeDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'find' | 'advance'>;
  /** The open-banking module's finding for the prospect (H1), null before a connection. */
  readonly incomeFoundOf: (prospectId: string) => Promise<TIncomeFound | null>;
  /** The risk-documents module's finalized upload (H2), null before one. */
  readonly finalizedStatementsOf: (prospectId: string) => Promise<FinalizedStatements | null>;
}

interface ConfirmedFigures {
  readonly income: number;
  readonly obligations: number;
  readonly incomeFound: TIncomeFound | null;
}

/**
 * The figures the application stands on: the bank connection's finding, or the uploaded
 * statements' declared figure, each only from the bank the applicant names.
 */
async function confirmedFigures(
  deps: ConfirmIncomeDeps,
  prospectId: string,
  bankCode: string,
  confirmation: TIncomeConfirmation,
): Promise<ConfirmedFigures> {
  if (confirmation.source === 'OPEN_BANKING') {
    const found = await deps.incomeFoundOf(prospectId);
    if (found?.bankCode !== bankCode) {
      throw new AppError(409, 'INCOME_NOT_FOUND', {
        message: 'No salary statement from this bank has been read for the prospect.',
      });
    }
    return {
      incomeFound: found,
      income: found.monthlyNetIncomeCents,
      // The applicant may add debts the account does not show, never hide what it shows.
      obligations: Math.max(
        found.existingMonthlyObligationsCents,
        confirmation.existingMonthlyObligationsCents,
      ),
    };
  }
  const statements = await deps.finalizedStatementsOf(prospectId);
  if (statements?.bankCode !== bankCode) {
    throw new AppError(409, 'STATEMENTS_NOT_FINALIZED', {
      message: 'No finalized salary statements from this bank for the prospect.',
    });
  }
  return {
    incomeFound: null,
    income: confirmation.monthlyNetIncomeCents,
    obligations: confirmation.existingMonthlyObligationsCents,
  };
}

/**
 * `PATCH onboarding/products/{id}/risk?bank=CODE`: the applicant confirms the income (the bank
 * connection's finding, or the uploaded statements' declared figure) and states the wish;
 * PRODUCT_NEW → PRODUCT_EMPLOYMENT_UPLOADED (decision 147).
 */
export function createConfirmIncome(deps: ConfirmIncomeDeps) {
  const { db, clock, products } = deps;
  return async function confirmIncome(
    owner: Owner,
    productId: string,
    bankCode: string,
    confirmation: TIncomeConfirmation,
    context: RequestContext,
  ): Promise<TLoanApplication> {
    const { prospectId } = await requireOwnLoan(deps, db, owner, productId);
    const { income, obligations, incomeFound } = await confirmedFigures(
      deps,
      prospectId,
      bankCode,
      confirmation,
    );
    return db.transaction(async (tx) => {
      const product = await requireOwnLoan(deps, tx, owner, productId);
      if (product.prospectState !== 'PROSPECT_INFO_UPLOADED') {
        throw new AppError(409, 'PROSPECT_STATE_CONFLICT', {
          message: 'The prospect is not in PROSPECT_INFO_UPLOADED.',
        });
      }
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
      const row: LoanApplicationRow = {
        prospectId,
        productId: product.productId,
        source: confirmation.source,
        bankCode,
        monthlyNetIncomeCents: income,
        existingMonthlyObligationsCents: obligations,
        dependants: confirmation.dependants,
        wish: confirmation.wish,
        incomeFound,
        confirmedAt: clock(),
      };
      await upsertApplication(tx, row);
      // The source and the wish; the income figures stay in the loan's own table.
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: owner.userId,
        action: 'loan.income_confirmed',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: {
          source: confirmation.source,
          bankCode,
          dependants: confirmation.dependants,
          wish: confirmation.wish,
        },
      });
      return toApplication(row);
    });
  };
}
