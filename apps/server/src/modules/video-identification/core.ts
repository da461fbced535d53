import {
  estimatedWaitSeconds,
  OPERATOR_QUEUE_ROOM,
  videoRoomId,
  type TNotificationServerMessage,
  type TOperatorQueue,
  type TVideoChatState,
  type TVideoInteraction,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { AuditEvent } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { IceServer } from '../../infra/config';
import type { Database, Transaction } from '../../infra/db/database';
import type { RealtimeHub } from '../../infra/realtime/realtime-hub';
import type { StaffCaller } from '../../infra/session/staff-caller';
import {
  callFiguresSince,
  countInCall,
  countWaitingBefore,
  findIdentification,
  findOpen,
} from './repository';
import type { IdentificationRow } from './tables';

type Db = Database | Transaction;

/** The window of finished calls the estimated wait learns from. */
const FIGURES_WINDOW_MS = 24 * 60 * 60_000;

export interface VideoCoreDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly iceServers: readonly IceServer[];
}

export { SYSTEM_CONTEXT } from '../../infra/audit/audit-log';

export const notFound = () =>
  new AppError(404, 'NOT_FOUND', { message: 'No such video identification.' });

export const notInCall = () =>
  new AppError(409, 'IDENTIFICATION_NOT_IN_CALL', {
    message: 'The identification is not in a call.',
  });

/** What an identification's audit records share: the prospect as subject, the call as detail. */
export function identificationAudit(
  row: Pick<IdentificationRow, 'id' | 'prospectId'>,
  actor: { actorType: AuditEvent['actorType']; actorId: string | null },
  action: string,
  details: Readonly<Record<string, unknown>> = {},
): AuditEvent {
  return {
    ...actor,
    action,
    subjectType: 'prospect',
    subjectId: row.prospectId,
    details: { identificationId: row.id, ...details },
  };
}

export const staffActor = (staff: StaffCaller) =>
  ({ actorType: 'operator', actorId: staff.staffId }) as const;

/** The overlay with nothing shown. */
export const NO_INTERACTION: TVideoInteraction = {
  interactivityOnGoing: false,
  interactivityAction: null,
  interactivityStep: null,
  interactivityData: null,
};

/**
 * What every part of the module shares: the applicant's state (position, estimated wait), the
 * operators' queue, and publishing both after a change commits (decision 122: never inside the
 * transaction).
 */
export function createVideoCore(deps: VideoCoreDeps) {
  const { db, clock, hub, iceServers } = deps;

  /** The wait told to the applicant at `position` (decision 132, `estimatedWaitSeconds`). */
  const waitAt = async (tx: Db, position: number): Promise<number> => {
    const figures = await callFiguresSince(tx, new Date(clock().getTime() - FIGURES_WINDOW_MS));
    return estimatedWaitSeconds({
      ahead: position - 1,
      inCall: await countInCall(tx),
      operators: figures.operators,
      meanCallSeconds: figures.meanSeconds,
    });
  };

  /** The configured ICE servers as both browsers take them. */
  const iceServersOf = (): TVideoChatState['iceServers'] =>
    iceServers.map((server) => ({
      ...server,
      urls: typeof server.urls === 'string' ? server.urls : [...server.urls],
    }));

  const stateOf = async (tx: Db, row: IdentificationRow): Promise<TVideoChatState> => {
    const waiting = row.status === 'WAITING';
    const position = waiting ? (await countWaitingBefore(tx, row)) + 1 : null;
    const showsReason = row.status === 'REDO' || row.status === 'REJECTED';
    return {
      identificationId: row.id,
      roomId: videoRoomId(row.id),
      status: row.status,
      position,
      estimatedWaitSeconds: position === null ? null : await waitAt(tx, position),
      deadline: waiting ? row.deadline.toISOString() : null,
      extended: row.extended > 0,
      // The applicant sees the operator's first name only.
      operatorName: row.operatorName?.split(' ')[0] ?? null,
      iceServers: iceServersOf(),
      reason: showsReason ? row.decisionReason : null,
      redo: row.status === 'REDO' ? row.redoTarget : null,
    };
  };

  const queue = async (tx: Db): Promise<TOperatorQueue> => ({
    entries: (await findOpen(tx)).map((row) => ({
      identificationId: row.id,
      fullName: row.fullName,
      process: row.process,
      language: row.language,
      waitingSince: row.queuedAt.toISOString(),
      deadline: row.deadline.toISOString(),
      status: row.status,
      operatorName: row.operatorName,
    })),
  });

  const videoStateMessage = async (row: IdentificationRow): Promise<TNotificationServerMessage> => {
    const { iceServers: _omitted, ...data } = await stateOf(db, row);
    return {
      messageType: 'DATA',
      type: 'VIDEO_STATE',
      payload: { roomId: videoRoomId(row.id), userId: row.uid, data },
    };
  };

  const interactionMessage = (row: IdentificationRow): TNotificationServerMessage => ({
    messageType: 'DATA',
    type: 'INTERACTION',
    payload: {
      roomId: videoRoomId(row.id),
      userId: row.uid,
      data: row.interaction ?? NO_INTERACTION,
    },
  });

  const queueMessage = async (): Promise<TNotificationServerMessage> => ({
    messageType: 'DATA',
    type: 'QUEUE',
    payload: { roomId: OPERATOR_QUEUE_ROOM, userId: '', data: await queue(db) },
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

  const publishInteraction = async (row: IdentificationRow): Promise<void> => {
    await hub.publish(videoRoomId(row.id), interactionMessage(row));
  };

  return {
    db,
    clock,
    hub,
    stateOf,
    iceServersOf,
    queue,
    videoStateMessage,
    interactionMessage,
    queueMessage,
    publishQueueChange,
    publishInteraction,
  };
}

export type VideoCore = ReturnType<typeof createVideoCore>;
