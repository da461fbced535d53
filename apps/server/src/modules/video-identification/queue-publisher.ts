import {
  OPERATOR_QUEUE_ROOM,
  videoRoomId,
  type TNotificationServerMessage,
  type TVideoChatState,
} from '@onboarding/domain';
import type { Database, Transaction } from '../../infra/db/database';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import { findIdentification, findOpen } from './repository';
import type { IdentificationRow } from './tables';
import { queueOf } from './video-views';

export interface QueuePublisherDeps {
  readonly db: Database;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly stateOf: (
    tx: Database | Transaction,
    row: IdentificationRow,
  ) => Promise<TVideoChatState>;
}

/**
 * The messages of the queue and of an applicant's state, and publishing them after a change
 * commits (decision 122: never inside the transaction).
 */
export function createQueuePublisher(deps: QueuePublisherDeps) {
  const { db, hub, stateOf } = deps;

  const videoStateMessage = async (row: IdentificationRow): Promise<TNotificationServerMessage> => {
    const { iceServers: _omitted, ...data } = await stateOf(db, row);
    return {
      messageType: 'DATA',
      type: 'VIDEO_STATE',
      payload: { roomId: videoRoomId(row.id), userId: row.uid, data },
    };
  };

  const queueMessage = async (): Promise<TNotificationServerMessage> => ({
    messageType: 'DATA',
    type: 'QUEUE',
    payload: { roomId: OPERATOR_QUEUE_ROOM, userId: '', data: await queueOf(db) },
  });

  /**
   * After a change of the queue: the operators' queue, the changed identification's room, and
   * every waiting applicant's place and estimate (they all move when one leaves or is taken).
   */
  const publishQueueChange = async (changedId: string | null): Promise<void> => {
    await hub.publish(OPERATOR_QUEUE_ROOM, await queueMessage());
    const open = await findOpen(db);
    const changed = changedId === null ? null : await findIdentification(db, changedId);
    const rows = [
      ...(changed === null ? [] : [changed]),
      ...open.filter((row) => row.status === 'WAITING' && row.id !== changedId),
    ];
    for (const row of rows) await hub.publish(videoRoomId(row.id), await videoStateMessage(row));
  };

  return { videoStateMessage, queueMessage, publishQueueChange };
}
