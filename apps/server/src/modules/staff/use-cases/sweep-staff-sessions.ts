import type { Database } from '../../../infra/db/database';
import { sweepStaffSessions } from '../repository';

export interface SweepStaffSessionsDeps {
  readonly db: Database;
}

/** Housekeeping: forgets staff sessions ended before `before`. */
export function createSweepStaffSessions({ db }: SweepStaffSessionsDeps) {
  return (before: Date) => sweepStaffSessions(db, before);
}
