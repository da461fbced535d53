import type { RequestContext } from '../../infra/audit/audit-log';
import type { Database, Transaction } from '../../infra/db/database';

/** The welcome module's one way to PRODUCT_ACTIVE (contract: decision 140). */
export type ActivateProduct = (
  tx: Transaction,
  activation: {
    readonly prospectId: string;
    readonly actorType: 'system' | 'operator';
    readonly actorId: string;
  },
  context: RequestContext,
) => Promise<unknown>;

/**
 * A day deposit's chosen amount and the applicant's own account (the deposits module, decision
 * 232); null for the other products, whose penny transfer is the configured small amount.
 */
export type DepositOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{ readonly amountMinor: number; readonly ownIban: string } | null>;

/** Starts a day deposit on the money's arrival (the deposits module); nothing for other products. */
export type FundDeposit = (
  tx: Transaction,
  funding: { readonly prospectId: string; readonly receivedAt: Date; readonly amountMinor: number },
) => Promise<unknown>;

/** The product account (the bank-accounts module); null before the dossier opened it. */
export type AccountOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{ readonly iban: string } | null>;
