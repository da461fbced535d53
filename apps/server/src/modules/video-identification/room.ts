import {
  OPERATOR_QUEUE_ROOM,
  videoConsentsFor,
  videoRoomId,
  ZCardName,
  type TInteractionAnswer,
  type TNotificationServerMessage,
  type TVideoClientMessage,
  type TVideoInteraction,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { RealtimeCaller, RoomKind } from '../../infra/realtime/room-kind';
import type { Transaction } from '../../infra/db/database';
import { answersOf } from './answers';
import { NO_INTERACTION, type VideoCore } from './core';
import { CALL_OTP_MAX_ATTEMPTS, type OperatorService } from './operator-service';
import {
  countOtpAttempt,
  findAnswers,
  findIdentification,
  insertAnswer,
  lockIdentification,
  moveIdentification,
} from './repository';
import type { VideoIdentificationService } from './service';
import type { IdentificationRow } from './tables';

type Side = 'APPLICANT' | 'OPERATOR';

export interface VideoRoomDeps {
  readonly core: VideoCore;
  readonly applicants: Pick<VideoIdentificationService, 'applicantJoined' | 'applicantLeft'>;
  readonly operators: Pick<OperatorService, 'codeMatches'>;
}

const ROOM_PATTERN = /^videochat:([0-9a-f-]{36})$/;

const refused = (code: string, message: string) => new AppError(409, code, { message });
const notParticipant = () =>
  new AppError(403, 'NOT_A_PARTICIPANT', { message: 'This connection is not in that call.' });

/** The side `caller` is on in the identification, or null when they are not part of it. */
function sideOf(caller: RealtimeCaller, row: IdentificationRow): Side | null {
  if (caller.kind === 'staff') return row.operatorId === caller.staffId ? 'OPERATOR' : null;
  if (caller.kind === 'applicant') return row.userId === caller.userId ? 'APPLICANT' : null;
  // The phone of a hand-off never takes part in a call.
  return null;
}

/**
 * The room `videochat:{id}` (issue 13 points 4 and 5): the applicant and the operator who accepted
 * the call. Signalling and chat are relayed to both (each side ignores its own); the applicant's
 * answers are accepted only for the form the operator shows now, stored with their time and sent
 * to the operator as ANSWER. Anything else is refused (the plugin logs it and answers ERROR).
 */
export function videoRoom(deps: VideoRoomDeps): RoomKind {
  const { core } = deps;
  const { db, clock, hub } = core;

  const participant = async (caller: RealtimeCaller, roomId: string) => {
    const id = ROOM_PATTERN.exec(roomId)?.[1];
    const row = id === undefined ? null : await findIdentification(db, id);
    const side = row === null ? null : sideOf(caller, row);
    if (row === null || side === null) throw notParticipant();
    return { row, side };
  };

  const presence = (row: IdentificationRow, who: Side, present: boolean) =>
    hub.publish(videoRoomId(row.id), {
      messageType: 'DATA',
      type: 'PRESENCE',
      payload: { roomId: videoRoomId(row.id), userId: row.uid, data: { who, present } },
    });

  /** Stores an answer with its time; the operator hears it as ANSWER after the commit. */
  const store = async (
    tx: Transaction,
    row: IdentificationRow,
    answer: TInteractionAnswer,
  ): Promise<TNotificationServerMessage> => {
    const { kind, at, ...payload } = answer;
    await insertAnswer(tx, { identificationId: row.id, kind, payload, at: new Date(at) });
    return {
      messageType: 'DATA',
      type: 'ANSWER',
      payload: { roomId: videoRoomId(row.id), userId: row.uid, data: answer },
    };
  };

  /** The applicant's answer to the form shown now; returns the messages to publish. */
  const answer = async (
    tx: Transaction,
    row: IdentificationRow,
    message: Extract<TVideoClientMessage, { type: 'SEND_CONSENT' | 'SEND_OTP' | 'SEND_CARD_NAME' }>,
  ): Promise<{ answer: TNotificationServerMessage; interaction: TVideoInteraction }> => {
    const shown = row.interaction ?? NO_INTERACTION;
    const at = clock().toISOString();
    switch (message.type) {
      case 'SEND_CONSENT': {
        const asked = shown.interactivityData?.consents?.[0];
        const given = message.payload.data;
        if (
          shown.interactivityAction !== 'SHOW_CONSENTS' ||
          asked === undefined ||
          asked.id !== given.id ||
          asked.name !== given.name
        ) {
          throw refused('CONSENT_NOT_ASKED', 'That consent is not the one asked now.');
        }
        const stored = await store(tx, row, { kind: 'CONSENT', at, answer: given });
        const answered = new Set(
          answersOf(await findAnswers(tx, row.id)).flatMap((each) =>
            each.kind === 'CONSENT' ? [each.answer.name] : [],
          ),
        );
        const consents = videoConsentsFor(row.process);
        const next = consents.findIndex((name) => !answered.has(name));
        const name = consents[next];
        // The overlay hides after the last consent (spec 3 §4).
        const interaction: TVideoInteraction =
          name === undefined
            ? NO_INTERACTION
            : { ...shown, interactivityData: { consents: [{ id: next, name }] } };
        return { answer: stored, interaction };
      }
      case 'SEND_OTP': {
        if (shown.interactivityAction !== 'SHOW_CONFIRM_FORM_NUMBER') {
          throw refused('OTP_NOT_ASKED', 'No code is asked now.');
        }
        const attempt = await countOtpAttempt(tx, row.id, CALL_OTP_MAX_ATTEMPTS, clock());
        if (attempt === null) {
          throw refused(
            'OTP_EXPIRED',
            'No valid code is waiting: the operator may send a new one.',
          );
        }
        const confirmed = deps.operators.codeMatches(
          row,
          attempt.otpHash,
          message.payload.data.otp,
        );
        const attemptsLeft = CALL_OTP_MAX_ATTEMPTS - attempt.otpAttempts;
        const stored = await store(tx, row, { kind: 'OTP', at, confirmed, attemptsLeft });
        const interaction: TVideoInteraction = confirmed
          ? NO_INTERACTION
          : {
              ...shown,
              interactivityData: {
                ...shown.interactivityData,
                otpRefused: true,
                attemptsLeft,
              },
            };
        return { answer: stored, interaction };
      }
      case 'SEND_CARD_NAME': {
        if (shown.interactivityAction !== 'SHOW_CONFIRM_CARD_NAME') {
          throw refused('CARD_NAME_NOT_ASKED', 'The name on the card is not asked now.');
        }
        const cardName = ZCardName.safeParse(message.payload.data.cardName);
        if (!cardName.success) {
          throw refused('CARD_NAME_INVALID', 'The name does not fit the card’s rules.');
        }
        const stored = await store(tx, row, {
          kind: 'CARD_NAME',
          at,
          cardName: cardName.data,
          corrected: cardName.data !== row.cardName,
        });
        return { answer: stored, interaction: NO_INTERACTION };
      }
    }
  };

  return {
    pattern: ROOM_PATTERN,

    async join(caller, roomId) {
      const { row, side } = await participant(caller, roomId);
      if (side === 'APPLICANT') await deps.applicants.applicantJoined(row.id);
      await presence(row, side, true);
      return {
        roomId: videoRoomId(row.id),
        first: await core.videoStateMessage(row),
        also: [core.interactionMessage(row)],
      };
    },

    async leave(caller, roomId) {
      const { row, side } = await participant(caller, roomId);
      // Marked before it is announced: whoever hears of it finds the window started.
      if (side === 'APPLICANT') await deps.applicants.applicantLeft(row.id);
      await presence(row, side, false);
    },

    async receive(caller, roomId, message) {
      const { row, side } = await participant(caller, roomId);
      if (message.payload.roomId !== videoRoomId(row.id)) throw notParticipant();
      if (message.type === 'SIGNAL' || message.type === 'CHAT') {
        if (row.status !== 'IN_CALL') throw refused('IDENTIFICATION_NOT_IN_CALL', 'No call.');
        await hub.publish(
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
                  data: { text: message.payload.data.text, at: clock().toISOString() },
                },
              },
        );
        return;
      }
      // Answers come from the applicant only, to a form of a call in progress.
      if (side !== 'APPLICANT') throw refused('NOT_THE_APPLICANT', 'Only the applicant answers.');
      const outcome = await db.transaction(async (tx) => {
        const locked = await lockIdentification(tx, row.id);
        if (locked?.status !== 'IN_CALL') {
          throw refused('IDENTIFICATION_NOT_IN_CALL', 'The identification is not in a call.');
        }
        const result = await answer(tx, locked, message);
        const moved = await moveIdentification(tx, locked.id, ['IN_CALL'], {
          interaction: result.interaction,
          ...(result.interaction === NO_INTERACTION ? { otpHash: null } : {}),
        });
        if (moved === null) throw refused('IDENTIFICATION_NOT_IN_CALL', 'The call ended.');
        return { answer: result.answer, row: moved };
      });
      await hub.publish(videoRoomId(row.id), outcome.answer);
      await core.publishInteraction(outcome.row);
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
