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

/** The product account (the bank-accounts module); null before the dossier opened it. */
export type AccountOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{ readonly iban: string } | null>;
