import type { TStaffStatementList } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { ProspectsService } from '../../prospects/service';
import { findRiskDocuments } from '../repository';
import { toStatement } from '../statement-views';

export interface ListStaffStatementsDeps {
  readonly db: Database;
  readonly prospects: Pick<ProspectsService, 'ownerOf'>;
}

/** Staff: the prospect's statements with their hashes (each read audited). */
export function createListStaffStatements(deps: ListStaffStatementsDeps) {
  const { db, prospects } = deps;
  return async function staffList(
    staff: StaffCaller,
    prospectId: string,
    context: RequestContext,
  ): Promise<TStaffStatementList> {
    if ((await prospects.ownerOf(prospectId)) === null) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No such prospect.' });
    }
    const rows = await findRiskDocuments(db, prospectId);
    await recordAudit(db, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'risk_documents.viewed',
      subjectType: 'prospect',
      subjectId: prospectId,
      details: { documents: rows.length },
    });
    const confirmed = rows.filter((row) => row.confirmedAt !== null);
    return {
      prospectId,
      finalizedAt:
        confirmed.length === 0 || confirmed.length !== rows.length
          ? null
          : new Date(
              Math.max(...confirmed.map((row) => row.confirmedAt?.getTime() ?? 0)),
            ).toISOString(),
      bankCode: rows[0]?.bankCode ?? null,
      documents: rows.map((row) => ({ ...toStatement(row), sha256: row.sha256 })),
    };
  };
}
