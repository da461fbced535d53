import {
  videoRoomId,
  ZCardName,
  type TInteractionAnswer,
  type TNotificationServerMessage,
  type TVideoClientMessage,
  type TVideoInteraction,
} from '@onboarding/domain';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import type { Transaction } from '../../infra/db/database';
import { CALL_OTP_MAX_ATTEMPTS } from './call-otp';
import { NO_INTERACTION } from './core';
import type { VideoCore } from './core';
import { consentsData, nextConsentOf } from './next-consent';
import type { OperatorService } from './operator-service';
import { countOtpAttempt, insertAnswer } from './repository';
import type { IdentificationRow } from './tables';

export interface RoomAnswersDeps {
  readonly clock: Clock;
  readonly operators: Pick<OperatorService, 'codeMatches'>;
  readonly scriptOf: VideoCore['scriptOf'];
}

/** A message that answers the form shown now. */
export type AnswerMessage = Extract<
  TVideoClientMessage,
  { type: 'SEND_CONSENT' | 'SEND_OTP' | 'SEND_CARD_NAME' }
>;

/** What an accepted answer leads to: the ANSWER for the operator, and the overlay next shown. */
export interface AnswerOutcome {
  readonly answer: TNotificationServerMessage;
  readonly interaction: TVideoInteraction;
}

export const refused = (code: string, message: string) => new AppError(409, code, { message });

/** Stores an answer with its time; the operator hears it as ANSWER after the commit. */
async function storeAnswer(
  tx: Transaction,
  row: IdentificationRow,
  answer: TInteractionAnswer,
): Promise<TNotificationServerMessage> {
  const { kind, at, ...payload } = answer;
  await insertAnswer(tx, { identificationId: row.id, kind, payload, at: new Date(at) });
  return {
    messageType: 'DATA',
    type: 'ANSWER',
    payload: { roomId: videoRoomId(row.id), userId: row.uid, data: answer },
  };
}

/** SEND_CONSENT: only the consent asked now (id and name); the next one is shown after it. */
async function answerConsent(
  deps: RoomAnswersDeps,
  tx: Transaction,
  row: IdentificationRow,
  shown: TVideoInteraction,
  message: Extract<AnswerMessage, { type: 'SEND_CONSENT' }>,
  at: string,
): Promise<AnswerOutcome> {
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
  const stored = await storeAnswer(tx, row, { kind: 'CONSENT', at, answer: given });
  const script = await deps.scriptOf(tx, row);
  const next = await nextConsentOf(tx, row, script);
  // The overlay hides after the last consent (spec 3 §4).
  const interaction: TVideoInteraction =
    next === null ? NO_INTERACTION : { ...shown, interactivityData: consentsData(next, script) };
  return { answer: stored, interaction };
}

/** SEND_OTP: only while the code is asked; the try is counted before the code is compared. */
async function answerOtp(
  deps: RoomAnswersDeps,
  tx: Transaction,
  row: IdentificationRow,
  shown: TVideoInteraction,
  message: Extract<AnswerMessage, { type: 'SEND_OTP' }>,
  at: string,
): Promise<AnswerOutcome> {
  if (shown.interactivityAction !== 'SHOW_CONFIRM_FORM_NUMBER') {
    throw refused('OTP_NOT_ASKED', 'No code is asked now.');
  }
  const attempt = await countOtpAttempt(tx, row.id, CALL_OTP_MAX_ATTEMPTS, deps.clock());
  if (attempt === null) {
    throw refused('OTP_EXPIRED', 'No valid code is waiting: the operator may send a new one.');
  }
  const confirmed = deps.operators.codeMatches(row, attempt.otpHash, message.payload.data.otp);
  const attemptsLeft = CALL_OTP_MAX_ATTEMPTS - attempt.otpAttempts;
  const stored = await storeAnswer(tx, row, { kind: 'OTP', at, confirmed, attemptsLeft });
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

/** SEND_CARD_NAME: only while the name is asked, and only a name that fits the card's rules. */
async function answerCardName(
  tx: Transaction,
  row: IdentificationRow,
  shown: TVideoInteraction,
  message: Extract<AnswerMessage, { type: 'SEND_CARD_NAME' }>,
  at: string,
): Promise<AnswerOutcome> {
  if (shown.interactivityAction !== 'SHOW_CONFIRM_CARD_NAME') {
    throw refused('CARD_NAME_NOT_ASKED', 'The name on the card is not asked now.');
  }
  const cardName = ZCardName.safeParse(message.payload.data.cardName);
  if (!cardName.success) {
    throw refused('CARD_NAME_INVALID', 'The name does not fit the card’s rules.');
  }
  const stored = await storeAnswer(tx, row, {
    kind: 'CARD_NAME',
    at,
    cardName: cardName.data,
    corrected: cardName.data !== row.cardName,
  });
  return { answer: stored, interaction: NO_INTERACTION };
}

/** The applicant's answer to the form shown now; returns the messages to publish. */
export async function answerShownForm(
  deps: RoomAnswersDeps,
  tx: Transaction,
  row: IdentificationRow,
  message: AnswerMessage,
): Promise<AnswerOutcome> {
  const shown = row.interaction ?? NO_INTERACTION;
  const at = deps.clock().toISOString();
  switch (message.type) {
    case 'SEND_CONSENT':
      return answerConsent(deps, tx, row, shown, message, at);
    case 'SEND_OTP':
      return answerOtp(deps, tx, row, shown, message, at);
    case 'SEND_CARD_NAME':
      return answerCardName(tx, row, shown, message, at);
  }
}
