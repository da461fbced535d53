import { dayFigures, periodStart, type TOperationsToday } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StaffService } from '../../staff/service';
import { readAcceptedCalls, readDecisionOutcomes } from '../repository';

export interface ReadDayFiguresDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The variant's zone: the bank's day starts at its midnight. */
  readonly timeZone: string;
  readonly staff: Pick<StaffService, 'list'>;
}

/**
 * `GET operations/today` (supervisor, decision 270): since the bank's midnight, the waits of the
 * calls accepted (p50, p90), the calls each operator took, and the approvals, rejections and
 * send-backs, all from the audit trail's videochat.accepted and videochat.decided records.
 */
export function createReadDayFigures({ db, clock, timeZone, staff }: ReadDayFiguresDeps) {
  return async function readDayFigures(): Promise<TOperationsToday> {
    const now = clock();
    const since = periodStart('TODAY', now, timeZone);
    const [accepted, outcomes, accounts] = await Promise.all([
      readAcceptedCalls(db, since),
      readDecisionOutcomes(db, since),
      staff.list(),
    ]);
    const figures = dayFigures(accepted, outcomes);
    const names = new Map(accounts.map((account) => [account.id, account.fullName]));
    return {
      asOf: now.toISOString(),
      since: since.toISOString(),
      waits: figures.waits,
      callsPerOperator: figures.callsPerOperator.map((each) => ({
        ...each,
        operatorName: names.get(each.operatorId) ?? '',
      })),
      decisions: figures.decisions,
    };
  };
}
