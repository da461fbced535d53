import {
  localTimeIn,
  rateTableOn,
  type TDepositRateTables,
  type TDepositStep,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { DataCipher } from '../../../infra/crypto/data-cipher';
import type { Database } from '../../../infra/db/database';
import { toDepositChoice } from '../deposit-view';
import {
  ratesUnavailable,
  requireOwnDeposit,
  type Owner,
  type OwnDepositDeps,
} from '../own-deposit';
import { findDeposit } from '../repository';

export interface ReadDepositStepDeps extends OwnDepositDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly cipher: DataCipher;
  readonly timeZone: string;
  readonly rateTables: TDepositRateTables;
  readonly extraClosingDays: readonly string[];
}

/**
 * `GET onboarding/prospects/{id}/deposit` (decision 231): the rate table valid today, from which
 * the page computes the live quote with the same domain function as the server, and the stored
 * choice.
 */
export function createReadDepositStep(deps: ReadDepositStepDeps) {
  return async function readDepositStep(owner: Owner, prospectId: string): Promise<TDepositStep> {
    await requireOwnDeposit(deps, deps.db, owner, prospectId);
    const today = localTimeIn(deps.clock(), deps.timeZone).date;
    const table = rateTableOn(deps.rateTables, today);
    if (table === null) throw ratesUnavailable();
    const row = await findDeposit(deps.db, prospectId);
    return {
      table,
      startDate: today,
      extraClosingDays: deps.extraClosingDays.filter((day) => day >= today),
      choice: row === null ? null : toDepositChoice(row, deps.cipher),
    };
  };
}
