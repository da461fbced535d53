import {
  lastThreeFullMonths,
  missingStatementMonths,
  STATEMENT_MAX_FILES,
  type TStatementList,
} from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { bankToday } from '../bank-today';
import { findRiskDocuments } from '../repository';
import { resolveProspect, type StatementsCaller } from '../statement-prospect';
import { toStatement } from '../statement-views';

export interface ListStatementsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/** `POST documents/banklistriskdocuments`: the statements and the months still missing. */
export function createListStatements(deps: ListStatementsDeps) {
  const { db } = deps;
  return async function list(
    caller: StatementsCaller,
    prospectId: string | undefined,
  ): Promise<TStatementList> {
    const prospect = await resolveProspect(deps, caller, prospectId);
    const rows = await findRiskDocuments(db, prospect.id);
    const now = bankToday(deps);
    return {
      prospectId: prospect.id,
      documents: rows.map(toStatement),
      requiredMonths: [...lastThreeFullMonths(now)],
      missingMonths: missingStatementMonths(rows, now),
      finalized: rows.length > 0 && rows.every((row) => row.status === 'CONFIRMED'),
      maxFiles: STATEMENT_MAX_FILES,
    };
  };
}
