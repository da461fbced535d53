import { handoffRoomId } from '@onboarding/domain';
import type { DocumentCaller } from '../../../infra/session/caller';
import type { ReadHandoffStatus } from './read-handoff-status';
import type { RequireHandoffTransaction } from './require-handoff-transaction';

export interface ReadRoomStatusDeps {
  readonly requireTransaction: RequireHandoffTransaction;
  readonly statusOf: ReadHandoffStatus;
}

/**
 * A screen asks to follow the room of hand-off `tid` (realtime): allowed to the hand-off's
 * applicant and phone; the current status is its first message.
 */
export function createReadRoomStatus({ requireTransaction, statusOf }: ReadRoomStatusDeps) {
  return async function statusForRoom(caller: DocumentCaller, tid: string) {
    const row = await requireTransaction(caller, tid);
    return { uid: row.uid, roomId: handoffRoomId(row.id), status: await statusOf(row) };
  };
}
