import type { TLoanApplication } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import type { LoansService } from '../../loans/service';

export interface ReadLoanApplicationDeps {
  readonly db: Database;
  readonly loans: Pick<LoansService, 'applicationOf'>;
}

/**
 * Staff: what a loan applicant's income and wish are (the in-call panel). Every read is audited
 * with the staff id; 404 when the prospect has no confirmed loan application.
 */
export function createReadLoanApplication(deps: ReadLoanApplicationDeps) {
  const { db, loans } = deps;
  return async function loanApplication(
    staff: StaffCaller,
    prospectId: string,
    context: RequestContext,
  ): Promise<TLoanApplication> {
    const application = await loans.applicationOf(prospectId);
    if (application === null) {
      throw new AppError(404, 'NOT_FOUND', { message: 'No loan application for this prospect.' });
    }
    await recordAudit(db, context, {
      actorType: 'operator',
      actorId: staff.staffId,
      action: 'loan_application.viewed',
      subjectType: 'prospect',
      subjectId: prospectId,
    });
    return application;
  };
}
