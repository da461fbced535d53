import {
  lastThreeFullMonths,
  missingStatementMonths,
  type TStatementsFinalized,
} from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProductsService } from '../../products/service';
import type { ProspectsService } from '../../prospects/service';
import { bankToday } from '../bank-today';
import { confirmRiskDocuments, findRiskDocuments } from '../repository';
import { resolveProspectAtStep, type StatementsCaller } from '../statement-prospect';

export interface FinalizeStatementsDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The bank's time zone: "the last three full months" are the bank's calendar months. */
  readonly timeZone: string;
  readonly prospects: Pick<ProspectsService, 'requireOwn' | 'processesOf'>;
  readonly products: Pick<ProductsService, 'forProspect'>;
}

/**
 * `POST documents/finalizeriskdocumentsupload`: the files together cover the last three full
 * months (else 409 MONTHS_MISSING naming them); they become CONFIRMED. Finalizing again answers
 * the same.
 */
export function createFinalizeStatements(deps: FinalizeStatementsDeps) {
  const { db, clock } = deps;
  return async function finalize(
    caller: StatementsCaller,
    prospectId: string | undefined,
    context: RequestContext,
  ): Promise<TStatementsFinalized> {
    const id = await resolveProspectAtStep(deps, caller, prospectId);
    const required = lastThreeFullMonths(bankToday(deps));
    return db.transaction(async (tx) => {
      const rows = await findRiskDocuments(tx, id);
      // Only the months asked for now count: a file of an older month no longer covers one.
      const missing = missingStatementMonths(rows, bankToday(deps));
      if (missing.length > 0) {
        throw new AppError(409, 'MONTHS_MISSING', {
          message: `No statement covers ${missing.join(', ')}.`,
          fieldErrors: missing.map((month) => ({ field: 'months', code: month })),
        });
      }
      const bankCode = rows[0]?.bankCode ?? '';
      const pending = rows.filter((row) => row.status === 'UPLOADED');
      if (pending.length > 0) {
        await confirmRiskDocuments(
          tx,
          pending.map((row) => row.id),
          clock(),
        );
        await recordAudit(tx, context, {
          actorType: 'applicant',
          actorId: caller.userId,
          action: 'risk_documents.finalized',
          subjectType: 'prospect',
          subjectId: id,
          details: {
            bankCode,
            months: [...required],
            documents: rows.map((row) => ({ id: row.id, sha256: row.sha256 })),
          },
        });
      }
      return { finalized: true, monthsCovered: [...required], bankCode };
    });
  };
}
