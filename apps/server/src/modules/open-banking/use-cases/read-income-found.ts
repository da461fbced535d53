import { ZIncomeFound, type TIncomeFound } from '@onboarding/domain';
import type { Database, Transaction } from '../../../infra/db/database';
import { latestStatement } from '../repository';

export interface ReadIncomeFoundDeps {
  readonly db: Database;
}

/** The latest income a finished selection found for the prospect (for the loans module). */
export function createReadIncomeFound(deps: ReadIncomeFoundDeps) {
  const { db } = deps;
  return async function incomeFoundOf(
    prospectId: string,
    tx: Database | Transaction = db,
  ): Promise<TIncomeFound | null> {
    const statement = await latestStatement(tx, prospectId);
    return statement === null ? null : ZIncomeFound.parse(statement.income);
  };
}
