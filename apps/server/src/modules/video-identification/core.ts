import {
  callScriptFor,
  videoRoomId,
  type TCallScript,
  type TNotificationServerMessage,
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
import type { ConsentsService } from '../consents/service';
import { createQueuePublisher } from './queue-publisher';
import type { IdentificationRow } from './tables';
import { createStateOf, iceServersFor, queueOf } from './video-views';

export interface VideoCoreDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hub: RealtimeHub<TNotificationServerMessage>;
  readonly iceServers: readonly IceServer[];
  /** The consents page's answers: the call does not ask them again (decision 230). */
  readonly consents: Pick<ConsentsService, 'answers'>;
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

/** The overlay's content now, as the applicant's room hears it. */
function interactionMessage(row: IdentificationRow): TNotificationServerMessage {
  return {
    messageType: 'DATA',
    type: 'INTERACTION',
    payload: {
      roomId: videoRoomId(row.id),
      userId: row.uid,
      data: row.interaction ?? NO_INTERACTION,
    },
  };
}

/**
 * What every part of the module shares: the applicant's state (position, estimated wait), the
 * operators' queue, and publishing both after a change commits (decision 122: never inside the
 * transaction).
 */
export function createVideoCore(deps: VideoCoreDeps) {
  const { db, clock, hub, iceServers, consents } = deps;
  const iceServersOf = (): TVideoChatState['iceServers'] => iceServersFor(iceServers);
  const stateOf = createStateOf({ clock, iceServersOf });
  const { videoStateMessage, queueMessage, publishQueueChange } = createQueuePublisher({
    db,
    hub,
    stateOf,
  });

  /** What the call asks and checks: its product's row of the table, less what the flow answered. */
  const scriptOf = async (
    tx: Database | Transaction,
    row: Pick<IdentificationRow, 'process' | 'prospectId'>,
  ): Promise<TCallScript> => {
    const page = await consents.answers(tx, row.prospectId);
    return callScriptFor(row.process, page?.answers.consents ?? []);
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
    queue: queueOf,
    videoStateMessage,
    interactionMessage,
    queueMessage,
    publishQueueChange,
    publishInteraction,
    scriptOf,
  };
}

export type VideoCore = ReturnType<typeof createVideoCore>;
