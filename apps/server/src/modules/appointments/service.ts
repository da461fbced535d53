import { randomUUID } from 'node:crypto';
import {
  appointmentErrors,
  type AppointmentTimeSlot,
  getVariant,
  bankHolidays,
  type TBranch,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import { localTimeIn } from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import type { BranchesService } from '../branches/service';
import { insertAppointment } from './repository';

export interface AppointmentsServiceDeps {
  readonly clock: Clock;
  readonly variant: VariantId;
  readonly branches: BranchesService;
  /** The bank's own closing days besides public holidays (EXTRA_HOLIDAYS). */
  readonly extraHolidays: readonly string[];
}

export interface AppointmentRequest {
  readonly appointmentBranchId: string;
  readonly appointmentDate: string;
  readonly appointmentTimeSlot: AppointmentTimeSlot;
}

/** The bank's closing days this year and next, for a booking up to 60 days ahead. */
function closingDaysAround(
  variant: VariantId,
  today: string,
  extraHolidays: readonly string[],
): Set<string> {
  const year = Number(today.slice(0, 4));
  return new Set([year, year + 1].flatMap((y) => bankHolidays(variant, y, extraHolidays)));
}

/**
 * Branch appointments (spec 2 §3 APPOINTMENT); the /usermessages pages book them too (decision
 * 062).
 */
export function createAppointmentsService({
  clock,
  variant,
  branches,
  extraHolidays,
}: AppointmentsServiceDeps) {
  return {
    /**
     * Books a slot after checking it: a known branch, open that day and slot, today to 60 days
     * ahead, not a holiday. Field errors name the fields of the logout body's `appointment`.
     */
    async book(
      tx: Database | Transaction,
      userId: string,
      request: AppointmentRequest,
      context: RequestContext,
    ): Promise<{ appointmentId: string; branch: TBranch }> {
      const branch = await branches.get(request.appointmentBranchId, tx);
      if (branch === null) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'Unknown branch.',
          fieldErrors: [
            { field: 'appointment.appointmentBranchId', code: 'validation.branch.unknown' },
          ],
        });
      }
      const today = localTimeIn(clock(), getVariant(variant).timeZone).date;
      const problems = appointmentErrors(
        request,
        branch.openingHours,
        today,
        closingDaysAround(variant, today, extraHolidays),
      );
      if (problems.length > 0) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'The appointment cannot be booked then.',
          fieldErrors: problems,
        });
      }
      const appointment = await insertAppointment(tx, {
        id: randomUUID(),
        userId,
        branchId: branch.id,
        appointmentDate: request.appointmentDate,
        timeSlot: request.appointmentTimeSlot,
        createdAt: clock(),
      });
      await recordAudit(tx, context, {
        actorType: 'applicant',
        actorId: userId,
        action: 'appointment.booked',
        subjectType: 'appointment',
        subjectId: appointment.id,
        details: {
          branchId: branch.id,
          date: request.appointmentDate,
          slot: request.appointmentTimeSlot,
        },
      });
      return { appointmentId: appointment.id, branch };
    },
  };
}

export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
