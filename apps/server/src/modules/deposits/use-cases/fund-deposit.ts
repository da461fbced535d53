import {
  depositQuote,
  localTimeIn,
  rateTableOn,
  type TDepositQuote,
  type TDepositRateTables,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import type { Transaction } from '../../../infra/db/database';
import { findDeposit, markFunded } from '../repository';

export interface FundDepositDeps {
  readonly timeZone: string;
  readonly variant: VariantId;
  readonly rateTables: TDepositRateTables;
  readonly extraClosingDays: readonly string[];
}

/**
 * The money arrived (decision 232), in the payment's (or the operator's acceptance's)
 * transaction: the deposit starts on the bank's calendar day of the credit, matures the term
 * later, and earns the rate agreed. An amount other than the chosen one (accepted by an operator)
 * earns the rate of its band in the table the applicant was quoted from; one outside that table
 * cannot start (409, the operator refuses it and the money goes back). Null: not a deposit.
 */
export function createFundDeposit(deps: FundDepositDeps) {
  return async function fundDeposit(
    tx: Transaction,
    funding: {
      readonly prospectId: string;
      readonly receivedAt: Date;
      readonly amountMinor: number;
    },
  ): Promise<TDepositQuote | null> {
    const row = await findDeposit(tx, funding.prospectId);
    if (row === null) return null;
    if (row.fundedQuote !== null) return row.fundedQuote;
    const table = rateTableOn(deps.rateTables, row.quote.startDate);
    const sameAmount = funding.amountMinor === row.amountMinor;
    const quote =
      table === null
        ? null
        : depositQuote({
            table,
            amountMinor: funding.amountMinor,
            termDays: row.termDays,
            startDate: localTimeIn(funding.receivedAt, deps.timeZone).date,
            variant: deps.variant,
            extraClosingDays: deps.extraClosingDays,
            ...(sameAmount ? { rateBps: row.rateBps } : {}),
          });
    if (quote === null) {
      throw new AppError(409, 'DEPOSIT_AMOUNT_OUT_OF_LIMITS', {
        message: 'The amount received is outside the rate table the deposit was quoted from.',
      });
    }
    await markFunded(tx, funding.prospectId, {
      fundedAt: funding.receivedAt,
      fundedQuote: quote,
      amountMinor: row.amountMinor,
    });
    return quote;
  };
}

export type FundDeposit = ReturnType<typeof createFundDeposit>;
