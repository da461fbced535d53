import { checkRelationshipEnd, isUuid, type TRelationshipEnd } from '@onboarding/domain';
import { AppError } from '../../../errors/app-error';
import { recordAudit, type RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { Database, Transaction } from '../../../infra/db/database';
import type { StaffCaller } from '../../../infra/session/staff-caller';
import {
  confirmRelationshipEndRequest,
  lockRelationshipEndRequest,
  relationshipStartOf,
  upsertRelationshipEndRequest,
} from '../relationship-end-requests';
import { isCustomerCase, upsertRelationshipEnd } from '../repository';
import type { RetentionSettings } from './run-retention-sweep';

export interface ReportRelationshipEndDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly settings: Pick<RetentionSettings, 'amlYears'>;
}

/** One reported end being handled: the case, the date and who reports it. */
interface Reporting {
  readonly tx: Transaction;
  readonly staff: StaffCaller;
  readonly prospectId: string;
  readonly endedOn: string;
  readonly evidenceDeletableOn: string;
  readonly context: RequestContext;
}

/** The case must be a customer's: 404 for an unknown case, 409 for one that never became one. */
async function requireCustomer(tx: Transaction, prospectId: string): Promise<void> {
  const customer = isUuid(prospectId) ? await isCustomerCase(tx, prospectId) : null;
  if (customer === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such case.' });
  if (!customer) {
    throw new AppError(409, 'NOT_A_CUSTOMER', {
      message: 'This case never became a customer: there is no relationship to end.',
    });
  }
}

/** Records the end: the AML period runs from `endedOn` (decision 152). */
async function recordEnd(
  deps: ReportRelationshipEndDeps,
  reporting: Reporting,
  requestedBy: string | null,
): Promise<TRelationshipEnd> {
  const { tx, staff, prospectId, endedOn, evidenceDeletableOn, context } = reporting;
  await upsertRelationshipEnd(tx, {
    prospectId,
    endedOn,
    reportedBy: staff.staffId,
    reportedAt: deps.clock(),
  });
  await recordAudit(tx, context, {
    actorType: 'operator',
    actorId: staff.staffId,
    action: 'retention.relationship_ended',
    subjectType: 'prospect',
    subjectId: prospectId,
    details: {
      endedOn,
      evidenceDeletableOn,
      ...(requestedBy === null ? {} : { requestedBy, confirmedBy: staff.staffId }),
    },
  });
  return { prospectId, endedOn, status: 'RECORDED', evidenceDeletableOn };
}

/**
 * An end that makes the evidence deletable within 30 days (decision 268): the first supervisor's
 * request waits; a different supervisor asking for the same date confirms it; the same supervisor
 * asking again is refused (409).
 */
async function endWithSecondSupervisor(
  deps: ReportRelationshipEndDeps,
  reporting: Reporting,
): Promise<TRelationshipEnd> {
  const { tx, staff, prospectId, endedOn, evidenceDeletableOn, context } = reporting;
  const pending = await lockRelationshipEndRequest(tx, prospectId);
  const waiting = pending !== null && pending.confirmedAt === null && pending.endedOn === endedOn;
  if (waiting && pending.requestedBy !== staff.staffId) {
    await confirmRelationshipEndRequest(tx, prospectId, staff.staffId, deps.clock());
    return recordEnd(deps, reporting, pending.requestedBy);
  }
  if (waiting) {
    throw new AppError(409, 'SECOND_SUPERVISOR_REQUIRED', {
      message:
        'You asked for this end of the relationship: a different supervisor must confirm it.',
    });
  }
  await upsertRelationshipEndRequest(tx, {
    prospectId,
    endedOn,
    requestedBy: staff.staffId,
    requestedAt: deps.clock(),
  });
  await recordAudit(tx, context, {
    actorType: 'operator',
    actorId: staff.staffId,
    action: 'retention.relationship_end_requested',
    subjectType: 'prospect',
    subjectId: prospectId,
    details: { endedOn, evidenceDeletableOn },
  });
  return { prospectId, endedOn, status: 'PENDING_SECOND_SUPERVISOR', evidenceDeletableOn };
}

/**
 * The bank reports the end of a customer's relationship (a supervisor here; the core banking
 * system in production): the AML period starts. Refused at the field `endedOn` (400, nothing
 * changed) before the relationship began or in the future; one that would make the AML evidence
 * deletable within 30 days needs a second supervisor (decision 268). 404 for an unknown case, 409
 * for a case that never became a customer.
 */
export function createReportRelationshipEnd(deps: ReportRelationshipEndDeps) {
  const { db, clock, settings } = deps;

  return async function reportRelationshipEnd(
    staff: StaffCaller,
    prospectId: string,
    endedOn: string,
    context: RequestContext,
  ): Promise<TRelationshipEnd> {
    return db.transaction(async (tx) => {
      await requireCustomer(tx, prospectId);
      const today = clock().toISOString().slice(0, 10);
      const openedOn = (await relationshipStartOf(tx, prospectId)) ?? today;
      const check = checkRelationshipEnd({ endedOn, openedOn, today, amlYears: settings.amlYears });
      if (!check.ok) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message:
            check.refusal === 'IN_FUTURE'
              ? 'The relationship cannot end in the future.'
              : 'The relationship cannot end before the account was opened.',
          fieldErrors: [{ field: 'endedOn', code: `decisions.relationshipEnd.${check.refusal}` }],
        });
      }
      const reporting = {
        tx,
        staff,
        prospectId,
        endedOn,
        evidenceDeletableOn: check.evidenceDeletableOn,
        context,
      };
      return check.needsSecondSupervisor
        ? endWithSecondSupervisor(deps, reporting)
        : recordEnd(deps, reporting, null);
    });
  };
}
