import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { ProspectsService } from '../../prospects/service';
import { type ApplicantUser, ERASURE_LINK_VALIDITY_MS, maskEmail } from '../erasure-requests';
import { findErasureByUser } from '../repository';
import type { ErasureStatus } from '../tables';

export interface ReadErasureStatusDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly prospects: Pick<ProspectsService, 'requireOwn'>;
}

/** NONE, CONFIRMATION_SENT (a link valid now) or SCHEDULED, for the applicant's own case. */
export function createReadErasureStatus(deps: ReadErasureStatusDeps) {
  const { db, clock, prospects } = deps;

  return async function readErasureStatus(
    user: ApplicantUser,
    prospectId: string,
  ): Promise<{ status: 'NONE' | 'CONFIRMATION_SENT' | 'SCHEDULED'; email?: string }> {
    await prospects.requireOwn(db, user, prospectId);
    const request = await findErasureByUser(db, user.userId);
    const status = visibleStatus(request?.status, request?.requestedAt, clock());
    return status === 'CONFIRMATION_SENT' ? { status, email: maskEmail(user.email) } : { status };
  };
}

/** What the applicant sees: an unconfirmed request whose link has expired is no request. */
function visibleStatus(
  status: ErasureStatus | undefined,
  requestedAt: Date | undefined,
  now: Date,
): 'NONE' | 'CONFIRMATION_SENT' | 'SCHEDULED' {
  if (status === undefined || requestedAt === undefined) return 'NONE';
  if (status === 'CONFIRMATION_SENT') {
    return now.getTime() - requestedAt.getTime() > ERASURE_LINK_VALIDITY_MS
      ? 'NONE'
      : 'CONFIRMATION_SENT';
  }
  return 'SCHEDULED';
}
