import { isUuid } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import { isCustomerCase, upsertRelationshipEnd } from '../repository';

export interface ReportRelationshipEndDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * The bank reports the end of a customer's relationship (a supervisor here; the core banking
 * system in production): the AML period starts. 404 for an unknown case, 409 for a case
 * that never became a customer.
 */
export function createReportRelationshipEnd(deps: ReportRelationshipEndDeps) {
  const { db, clock } = deps;

  return async function reportRelationshipEnd(
    staff: StaffCaller,
    prospectId: string,
    endedOn: string,
    context: RequestContext,
  ): Promise<{ prospectId: string; endedOn: string }> {
    return db.transaction(async (tx) => {
      const customer = isUuid(prospectId) ? await isCustomerCase(tx, prospectId) : null;
      if (customer === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such case.' });
      if (!customer) {
        throw new AppError(409, 'NOT_A_CUSTOMER', {
          message: 'This case never became a customer: there is no relationship to end.',
        });
      }
      await upsertRelationshipEnd(tx, {
        prospectId,
        endedOn,
        reportedBy: staff.staffId,
        reportedAt: clock(),
      });
      await recordAudit(tx, context, {
        actorType: 'operator',
        actorId: staff.staffId,
        action: 'retention.relationship_ended',
        subjectType: 'prospect',
        subjectId: prospectId,
        details: { endedOn },
      });
      return { prospectId, endedOn };
    });
  };
}
