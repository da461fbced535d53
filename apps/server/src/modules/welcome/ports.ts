import type { RequestContext } from '../../infra/audit/audit-log';
import type { Database, Transaction } from '../../infra/db/database';

/** The new product's account, from the lead's bank-accounts module (decision 140). */
export type AccountOf = (
  prospectId: string,
  tx?: Database | Transaction,
) => Promise<{ readonly iban: string } | null>;

/** The penny-transfer module's `open` (decision 143): the payment order for a DAYPOSIT. */
export type OpenPennyTransfer = (
  tx: Transaction,
  input: { readonly prospectId: string; readonly actorId: string },
  context: RequestContext,
) => Promise<unknown>;

export type ActivationActor = 'applicant' | 'operator' | 'system';
