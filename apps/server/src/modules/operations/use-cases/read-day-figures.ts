import { dayFigures, periodStart, type TOperationsToday } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { StaffService } from '../../staff/service';
import { readAcceptedCalls, readDecisions } from '../repository';

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
 * send-backs, all from the audit trail's videochat.accepted and videochat.decided records. A
 * four-eyes approval counts at its second decision; until then it is awaiting (decision 273).
 */
export function createReadDayFigures({ db, clock, timeZone, staff }: ReadDayFiguresDeps) {
  return async function readDayFigures(): Promise<TOperationsToday> {
    const now = clock();
    const since = periodStart('TODAY', now, timeZone);
    const [accepted, decided, accounts] = await Promise.all([
      readAcceptedCalls(db, since),
      readDecisions(db, since),
      staff.list(),
    ]);
    const figures = dayFigures(accepted, decided);
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
