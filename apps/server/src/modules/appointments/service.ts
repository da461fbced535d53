import { randomUUID } from 'node:crypto';
import {
  appointmentErrors,
  type AppointmentTimeSlot,
  getVariant,
  slovenianPublicHolidays,
  type TBranch,
  type VariantId,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { Database, Transaction } from '../../infra/db/database';
import type { BranchesService } from '../branches/service';
import { insertAppointment } from './repository';

export interface AppointmentsServiceDeps {
  readonly clock: Clock;
  readonly variant: VariantId;
  readonly branches: BranchesService;
}

export interface AppointmentRequest {
  readonly appointmentBranchId: string;
  readonly appointmentDate: string;
  readonly appointmentTimeSlot: AppointmentTimeSlot;
}

/** Today's date in the bank's time zone, "YYYY-MM-DD". */
export function localDate(now: Date, timeZone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** Public holidays close the branches (Slovenian variant; the Albanian list is not kept yet). */
function holidaysAround(variant: VariantId, today: string): Set<string> {
  if (variant !== 'si') return new Set();
  const year = Number(today.slice(0, 4));
  return new Set(
    [year, year + 1].flatMap((y) => slovenianPublicHolidays(y).map((holiday) => holiday.date)),
  );
}

/** Branch appointments (spec 2 §3 APPOINTMENT); issue 4 books them from its pages too. */
export function createAppointmentsService({ clock, variant, branches }: AppointmentsServiceDeps) {
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
      const today = localDate(clock(), getVariant(variant).timeZone);
      const problems = appointmentErrors(
        request,
        branch.openingHours,
        today,
        holidaysAround(variant, today),
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
