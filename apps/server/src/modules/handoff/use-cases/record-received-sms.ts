import { type TNotificationServerMessage, isUuidLike } from '@onboarding/domain';
import type { Clock } from '../../../infra/clock';
import type { Database } from '../../../infra/db/database';
import type { RealtimeHub } from '../../../infra/realtime/realtime-hub';
import { handoffNotFound } from '../errors';
import { markHandoffOpened, requireOpenHandoff } from '../handoff-state';
import { publishHandoffStatus } from '../publish-status';
import { findHandoff } from '../repository';
import type { ReadHandoffStatus } from './read-handoff-status';

export interface RecordReceivedSmsDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly statusOf: ReadHandoffStatus;
}

/** `POST onboarding/prospects/{id}/noauth/images/receivedsms?tid`: the phone got the link. */
export function createRecordReceivedSms(deps: RecordReceivedSmsDeps) {
  const { db, clock } = deps;
  return async function receivedSms(prospectId: string, tid: string): Promise<void> {
    const row = isUuidLike(tid) ? await findHandoff(db, tid) : null;
    if (row === null || row.prospectId !== prospectId) throw handoffNotFound();
    requireOpenHandoff(row, clock);
    await publishHandoffStatus(deps, await markHandoffOpened(deps, row));
  };
}
