import { ZIncomeFound, type TIncomeFound } from '@onboarding/domain';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { latestStatement } from '../repository';
import { requireStatementStep, type Applicant } from '../statement-step';

export interface ReadOwnFoundIncomeDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * The income the applicant's last bank connection found, while the loan is still on the salary
 * statement step: the page reopens at the confirmation after a reload. Null when none (an answer,
 * not an error: most applicants have not connected a bank yet).
 */
export function createReadOwnFoundIncome(deps: ReadOwnFoundIncomeDeps) {
  const { db } = deps;
  return async function foundIncomeOfOwn(
    user: Applicant,
    prospectId: string,
  ): Promise<TIncomeFound | null> {
    const found = await db.transaction(async (tx) => {
      await requireStatementStep(deps, tx, user, prospectId);
      return latestStatement(tx, prospectId);
    });
    return found === null ? null : ZIncomeFound.parse(found.income);
  };
}
