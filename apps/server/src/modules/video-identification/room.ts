import { OPERATOR_QUEUE_ROOM, videoRoomId, type TVideoClientMessage } from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { RealtimeCaller, RoomKind } from '../../infra/realtime/room-kind';
import { NO_INTERACTION, type VideoCore } from './core';
import type { OperatorService } from './operator-service';
import { findIdentification, lockIdentification, moveIdentification } from './repository';
import { answerShownForm, refused, type AnswerMessage } from './room-answers';
import type { VideoIdentificationService } from './service';
import type { IdentificationRow } from './tables';

type Side = 'APPLICANT' | 'OPERATOR';

export interface VideoRoomDeps {
  readonly core: VideoCore;
  readonly applicants: Pick<VideoIdentificationService, 'applicantJoined' | 'applicantLeft'>;
  readonly operators: Pick<OperatorService, 'codeMatches'>;
}

const ROOM_PATTERN = /^videochat:([0-9a-f-]{36})$/;

const notParticipant = () =>
  new AppError(403, 'NOT_A_PARTICIPANT', { message: 'This connection is not in that call.' });

/** The side `caller` is on in the identification, or null when they are not part of it. */
function sideOf(caller: RealtimeCaller, row: IdentificationRow): Side | null {
  if (caller.kind === 'staff') return row.operatorId === caller.staffId ? 'OPERATOR' : null;
  if (caller.kind === 'applicant') return row.userId === caller.userId ? 'APPLICANT' : null;
  // The phone of a hand-off never takes part in a call.
  return null;
}

/** The identification of room `roomId` and the side `caller` is on; refused when on none. */
async function participant(
  core: Pick<VideoCore, 'db'>,
  caller: RealtimeCaller,
  roomId: string,
): Promise<{ row: IdentificationRow; side: Side }> {
  const id = ROOM_PATTERN.exec(roomId)?.[1];
  const row = id === undefined ? null : await findIdentification(core.db, id);
  const side = row === null ? null : sideOf(caller, row);
  if (row === null || side === null) throw notParticipant();
  return { row, side };
}

/** Tells the room that one side joined or left. */
function announcePresence(
  core: Pick<VideoCore, 'hub'>,
  row: IdentificationRow,
  who: Side,
  present: boolean,
): Promise<void> {
  return core.hub.publish(videoRoomId(row.id), {
    messageType: 'DATA',
    type: 'PRESENCE',
    payload: { roomId: videoRoomId(row.id), userId: row.uid, data: { who, present } },
  });
}

/** SIGNAL and CHAT: relayed to both sides of a call in progress, marked with the sender. */
async function relay(
  core: Pick<VideoCore, 'clock' | 'hub'>,
  row: IdentificationRow,
  side: Side,
  roomId: string,
  message: Extract<TVideoClientMessage, { type: 'SIGNAL' | 'CHAT' }>,
): Promise<void> {
  if (row.status !== 'IN_CALL') throw refused('IDENTIFICATION_NOT_IN_CALL', 'No call.');
  await core.hub.publish(
    videoRoomId(row.id),
    message.type === 'SIGNAL'
      ? {
          messageType: 'DATA',
          type: 'SIGNAL',
          payload: { roomId, userId: row.uid, from: side, data: message.payload.data },
        }
      : {
          messageType: 'DATA',
          type: 'CHAT',
          payload: {
            roomId,
            userId: row.uid,
            from: side,
            data: { text: message.payload.data.text, at: core.clock().toISOString() },
          },
        },
  );
}

/**
 * An answer to the form shown now, checked and stored with the call locked; the operator hears
 * it, and both sides see the overlay's next state, after the commit.
 */
async function receiveAnswer(
  deps: VideoRoomDeps,
  row: IdentificationRow,
  message: AnswerMessage,
): Promise<void> {
  const { core } = deps;
  const outcome = await core.db.transaction(async (tx) => {
    const locked = await lockIdentification(tx, row.id);
    if (locked?.status !== 'IN_CALL') {
      throw refused('IDENTIFICATION_NOT_IN_CALL', 'The identification is not in a call.');
    }
    const result = await answerShownForm(
      { clock: core.clock, operators: deps.operators, scriptOf: core.scriptOf },
      tx,
      locked,
      message,
    );
    const moved = await moveIdentification(tx, locked.id, ['IN_CALL'], {
      interaction: result.interaction,
      ...(result.interaction === NO_INTERACTION ? { otpHash: null } : {}),
    });
    if (moved === null) throw refused('IDENTIFICATION_NOT_IN_CALL', 'The call ended.');
    return { answer: result.answer, row: moved };
  });
  await core.hub.publish(videoRoomId(row.id), outcome.answer);
  await core.publishInteraction(outcome.row);
}

/**
 * The room `videochat:{id}` (decision 132): the applicant and the operator who accepted the
 * call. Signalling and chat are relayed to both (each side ignores its own); the applicant's
 * answers are accepted only for the form the operator shows now, stored with their time and sent
 * to the operator as ANSWER. Anything else is refused (the plugin logs it and answers ERROR).
 */
export function videoRoom(deps: VideoRoomDeps): RoomKind {
  const { core } = deps;
  return {
    pattern: ROOM_PATTERN,

    async join(caller, roomId) {
      const { row, side } = await participant(core, caller, roomId);
      if (side === 'APPLICANT') await deps.applicants.applicantJoined(row.id);
      await announcePresence(core, row, side, true);
      return {
        roomId: videoRoomId(row.id),
        first: await core.videoStateMessage(row),
        also: [core.interactionMessage(row)],
      };
    },

    async leave(caller, roomId) {
      const { row, side } = await participant(core, caller, roomId);
      // Marked before it is announced: whoever hears of it finds the window started.
      if (side === 'APPLICANT') await deps.applicants.applicantLeft(row.id);
      await announcePresence(core, row, side, false);
    },

    async receive(caller, roomId, message) {
      const { row, side } = await participant(core, caller, roomId);
      if (message.payload.roomId !== videoRoomId(row.id)) throw notParticipant();
      if (message.type === 'SIGNAL' || message.type === 'CHAT') {
        await relay(core, row, side, roomId, message);
        return;
      }
      // Answers come from the applicant only, to a form of a call in progress.
      if (side !== 'APPLICANT') throw refused('NOT_THE_APPLICANT', 'Only the applicant answers.');
      await receiveAnswer(deps, row, message);
    },
  };
}

/** The room `operator:queue`: every signed-in member of staff follows the queue, live. */
export function operatorQueueRoom(core: VideoCore): RoomKind {
  return {
    pattern: /^operator:queue$/,
    async join(caller) {
      if (caller.kind !== 'staff') throw new Error('only staff follow the queue');
      return { roomId: OPERATOR_QUEUE_ROOM, first: await core.queueMessage() };
    },
  };
}
