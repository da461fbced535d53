import { z } from 'zod';
import { lazily } from '../lazily';
import {
  consentAnswerSchema,
  videoConsentNameSchema,
  videoInteractionActionSchema,
} from '../video-chat';
import { crossCheckFindingSchema } from '../identity-checks/cross-checks';
import { deviceReportSchema } from './requirements';

/** spec 1 §9: an operator answers within 3 minutes; the applicant may wait 3 more, once. */
export const OPERATOR_CONNECT_LIMIT_MS = 3 * 60_000;
export const OPERATOR_CONNECT_EXTENSION_MS = 3 * 60_000;
/** A dropped call may rejoin its room within this; later, the identification starts again (EBA/GL/2022/15). */
export const CALL_REJOIN_WINDOW_MS = 60_000;
/** The estimated wait per applicant ahead when no call has ended today to learn from. */
export const DEFAULT_CALL_MINUTES = 8;

export interface QueueFigures {
  /** Applicants waiting ahead of this one. */
  readonly ahead: number;
  /** Calls in progress now (each holds an operator). */
  readonly inCall: number;
  /** Operators who took calls lately (at least one is assumed). */
  readonly operators: number;
  /** The mean length of recent calls; null before any (DEFAULT_CALL_MINUTES then). */
  readonly meanCallSeconds: number | null;
}

/**
 * The wait an applicant is told (decision 132): every operator works through the calls in
 * progress and the applicants ahead, in turn; the first in line with a free operator waits
 * nothing. Rough on purpose: it only tells the applicant what to expect.
 */
export function estimatedWaitSeconds(figures: QueueFigures): number {
  const operators = Math.max(1, figures.operators);
  const mean = figures.meanCallSeconds ?? DEFAULT_CALL_MINUTES * 60;
  const before = figures.ahead + figures.inCall;
  const rounds = Math.floor(before / operators);
  return Math.round(rounds * mean);
}

/**
 * One identification attempt, from joining the queue to its end. WAITING → IN_CALL → APPROVED |
 * REJECTED | REDO; WAITING → ABANDONED (left) | TIMED_OUT (no operator in time); IN_CALL →
 * INTERRUPTED (no rejoin within the window). An approval the four-eyes rule names (decision 267)
 * ends the call in AWAITING_SECOND_APPROVAL, then APPROVED or REJECTED by a second staff member.
 * Only WAITING and IN_CALL are open.
 */
export const IDENTIFICATION_STATUSES = [
  'WAITING',
  'IN_CALL',
  'AWAITING_SECOND_APPROVAL',
  'APPROVED',
  'REJECTED',
  'REDO',
  'ABANDONED',
  'TIMED_OUT',
  'INTERRUPTED',
] as const;
export type IdentificationStatus = (typeof IDENTIFICATION_STATUSES)[number];
export const identificationStatusSchema = lazily(() => z.enum(IDENTIFICATION_STATUSES));
export const ZIdentificationStatus = /* @__PURE__ */ identificationStatusSchema();

export function isOpenIdentification(status: IdentificationStatus): boolean {
  return status === 'WAITING' || status === 'IN_CALL';
}

/** The websocket room both people of one identification join (signalling, forms, chat). */
export function videoRoomId(identificationId: string): string {
  return `videochat:${identificationId}`;
}
export const VIDEO_ROOM_PATTERN = /^videochat:[0-9a-f-]{36}$/;
/** The room every signed-in operator follows: the queue, live. */
export const OPERATOR_QUEUE_ROOM = 'operator:queue';

/** `PATCH prospects/{id}/videochat/start`: the recording consent and the device check's report. */
export const videoChatStartRequestSchema = lazily(() =>
  z
    .object({
      recordingConsent: z.literal(true),
      /**
       * Decision 291: the applicant's explicit consent (GDPR art. 9(2)(a)) to the face match hint,
       * optional and apart from the recording; absent is no. An extension: the spec is silent.
       */
      faceComparisonConsent: z.boolean().optional(),
      device: deviceReportSchema(),
    })
    .strict(),
);
export const ZVideoChatStartRequest = /* @__PURE__ */ videoChatStartRequestSchema();
export type TVideoChatStartRequest = z.infer<typeof ZVideoChatStartRequest>;

/** `PATCH prospects/{id}/videochat/end`: the applicant leaves (the queue or the call). */
export const videoChatEndRequestSchema = lazily(() =>
  z.object({ reason: z.enum(['LEFT', 'TIME_LIMIT_REACHED', 'CONNECTION_LOST']) }).strict(),
);
export const ZVideoChatEndRequest = /* @__PURE__ */ videoChatEndRequestSchema();
export type TVideoChatEndRequest = z.infer<typeof ZVideoChatEndRequest>;

/** What the applicant's screen needs of its identification (the answer of start, extend and GET). */
export const videoChatStateSchema = lazily(() =>
  z.object({
    identificationId: z.string().uuid(),
    roomId: z.string(),
    status: identificationStatusSchema(),
    /** 1-based place in the queue while WAITING, else null. */
    position: z.number().int().positive().nullable(),
    estimatedWaitSeconds: z.number().int().nonnegative().nullable(),
    /** ISO time after which no operator is awaited any more (while WAITING). */
    deadline: z.string().nullable(),
    /** Whether the one extra wait of 3 minutes was already taken. */
    extended: z.boolean(),
    /** The operator's first name once a call is accepted (shown to the applicant). */
    operatorName: z.string().nullable(),
    /** The ICE servers of the configuration (`ICE_SERVERS`). */
    iceServers: z.array(
      z.object({
        urls: z.union([z.string(), z.array(z.string())]),
        username: z.string().optional(),
        credential: z.string().optional(),
      }),
    ),
    /** After REDO or REJECTED: the operator's reason shown to the applicant. */
    reason: z.string().nullable(),
    redo: z.lazy(() => redoTargetSchema()).nullable(),
  }),
);
export const ZVideoChatState = /* @__PURE__ */ videoChatStateSchema();
export type TVideoChatState = z.infer<typeof ZVideoChatState>;

/** The parts an operator may send the applicant back to redo. */
export const REDO_TARGETS = [
  'DOCUMENTS',
  'PERSONAL',
  'ADDRESS',
  'CONTACT',
  'EMPLOYMENT',
  'PURPOSE',
] as const;
export const redoTargetSchema = lazily(() => z.enum(REDO_TARGETS));
export const ZRedoTarget = /* @__PURE__ */ redoTargetSchema();
export type RedoTarget = z.infer<typeof ZRedoTarget>;

/** Card embossing: ISO/IEC 7813 gives the name 26 characters; letters, space, hyphen, apostrophe, dot. */
export const CARD_NAME_MAX = 26;
export const CARD_NAME_PATTERN = /^[A-Z][A-Z .'-]{1,25}$/;

/** The name as a card can carry it: diacritics dropped, upper case, single spaces, cut at a word. */
export function cardNameOf(fullName: string): string {
  const ascii = fullName
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[Đđ]/g, 'D')
    .replace(/[^A-Za-z .'-]/g, ' ')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
  if (ascii.length <= CARD_NAME_MAX) return ascii;
  const cut = ascii.slice(0, CARD_NAME_MAX + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : ascii.slice(0, CARD_NAME_MAX)).trim();
}
export const cardNameSchema = lazily(() =>
  z
    .string()
    .transform((value) => value.trim().replace(/\s+/g, ' ').toUpperCase())
    .pipe(z.string().regex(CARD_NAME_PATTERN, 'videoChat.cardName.invalid')),
);
export const ZCardName = /* @__PURE__ */ cardNameSchema();

/**
 * Messages of a video room on the notification websocket (spec 3 §3: messageType DATA with
 * roomId and userId). Client → server: the applicant's answers and both sides' signalling and chat.
 */
export const signalSchema = lazily(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('offer'), sdp: z.string().max(20_000) }),
    z.object({ kind: z.literal('answer'), sdp: z.string().max(20_000) }),
    z.object({
      kind: z.literal('candidate'),
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().nonnegative().nullable(),
    }),
    /** The answering side asks the other to make a fresh offer (after a rejoin). */
    z.object({ kind: z.literal('restart') }),
  ]),
);
export const ZSignal = /* @__PURE__ */ signalSchema();
export type TSignal = z.infer<typeof ZSignal>;

const roomPayload = lazily(() => ({ roomId: z.string().max(200), userId: z.string().max(64) }));

export const videoClientMessageSchema = lazily(() =>
  z.discriminatedUnion('type', [
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('SIGNAL'),
      payload: z.object({ ...roomPayload(), data: signalSchema() }),
    }),
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('CHAT'),
      payload: z.object({ ...roomPayload(), data: z.object({ text: z.string().min(1).max(500) }) }),
    }),
    /** spec 3 §3: one consent answer (id, name, typeOfConsents COMMERCIAL, response YES|NO). */
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('SEND_CONSENT'),
      payload: z.object({ ...roomPayload(), data: consentAnswerSchema() }),
    }),
    /** The code of SHOW_CONFIRM_FORM_NUMBER, typed by the applicant. */
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('SEND_OTP'),
      payload: z.object({ ...roomPayload(), data: z.object({ otp: z.string().max(12) }) }),
    }),
    /** SHOW_CONFIRM_CARD_NAME: the name confirmed as shown, or corrected. */
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('SEND_CARD_NAME'),
      payload: z.object({ ...roomPayload(), data: z.object({ cardName: z.string().max(64) }) }),
    }),
  ]),
);
export const ZVideoClientMessage = /* @__PURE__ */ videoClientMessageSchema();
export type TVideoClientMessage = z.infer<typeof ZVideoClientMessage>;

/** The interaction the applicant's overlay shows (spec 2 §3 "Video chat state"). */
export const videoInteractionSchema = lazily(() =>
  z.object({
    interactivityOnGoing: z.boolean(),
    interactivityAction: videoInteractionActionSchema().nullable(),
    interactivityStep: z.string().nullable(),
    interactivityData: z
      .object({
        phoneNumber: z.string().optional(),
        cardName: z.string().optional(),
        consents: z
          .array(z.object({ id: z.number().int(), name: videoConsentNameSchema() }))
          .optional(),
        /** SHOW_CONSENTS: how many consents this call asks (decision 230); each id is its place. */
        consentCount: z.number().int().positive().optional(),
        /** SHOW_CONFIRM_FORM_NUMBER: the code was refused; tries left. */
        otpRefused: z.boolean().optional(),
        attemptsLeft: z.number().int().nonnegative().optional(),
      })
      .nullable(),
  }),
);
export const ZVideoInteraction = /* @__PURE__ */ videoInteractionSchema();
export type TVideoInteraction = z.infer<typeof ZVideoInteraction>;

/** Server → client messages of a video room (both sides) and of the operators' queue room. */
export const videoServerMessageSchema = lazily(() =>
  z.discriminatedUnion('type', [
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('VIDEO_STATE'),
      payload: z.object({
        ...roomPayload(),
        data: videoChatStateSchema().omit({ iceServers: true }),
      }),
    }),
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('SIGNAL'),
      payload: z.object({
        ...roomPayload(),
        from: z.enum(['APPLICANT', 'OPERATOR']),
        data: signalSchema(),
      }),
    }),
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('CHAT'),
      payload: z.object({
        ...roomPayload(),
        from: z.enum(['APPLICANT', 'OPERATOR']),
        data: z.object({ text: z.string(), at: z.string() }),
      }),
    }),
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('INTERACTION'),
      payload: z.object({ ...roomPayload(), data: videoInteractionSchema() }),
    }),
    /** To the operator: an answer of the applicant, as stored. */
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('ANSWER'),
      payload: z.object({ ...roomPayload(), data: z.lazy(() => interactionAnswerSchema()) }),
    }),
    /** The other side joined or left the room (the operator rejoins within 60 s). */
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('PRESENCE'),
      payload: z.object({
        ...roomPayload(),
        data: z.object({ who: z.enum(['APPLICANT', 'OPERATOR']), present: z.boolean() }),
      }),
    }),
    z.object({
      messageType: z.literal('DATA'),
      type: z.literal('QUEUE'),
      payload: z.object({ ...roomPayload(), data: z.lazy(() => operatorQueueSchema()) }),
    }),
  ]),
);
export const ZVideoServerMessage = /* @__PURE__ */ videoServerMessageSchema();
export type TVideoServerMessage = z.infer<typeof ZVideoServerMessage>;

/**
 * What the identity checks found when the applicant joined the queue (decisions 287, 288), for the
 * operator to see before taking the call: the cross-checks' findings, and how many other
 * applicants' applications share an identifier. The call's detail names them in full.
 */
export const queueAttentionSchema = lazily(() =>
  z.object({
    crossChecks: z.array(crossCheckFindingSchema()),
    possibleDuplicates: z.number().int().min(0),
  }),
);
export const ZQueueAttention = /* @__PURE__ */ queueAttentionSchema();
export type TQueueAttention = z.infer<typeof ZQueueAttention>;

/** One waiting applicant as operators see the queue. */
export const queueEntrySchema = lazily(() =>
  z.object({
    identificationId: z.string().uuid(),
    /** The application: the console links the entry to its case page (decision 265). */
    prospectId: z.string().uuid(),
    fullName: z.string(),
    process: z.string(),
    language: z.string(),
    waitingSince: z.string(),
    deadline: z.string(),
    status: identificationStatusSchema(),
    /** The operator in the call, when IN_CALL. */
    operatorName: z.string().nullable(),
    /** Back after a correction (decision 244): first in line. */
    returning: z.boolean(),
    /**
     * A returning applicant is offered to the operator who sent them back, while that operator is
     * free, until `until` (decision 244); null: offered to every operator.
     */
    offeredTo: z
      .object({ operatorId: z.string().uuid(), operatorName: z.string(), until: z.string() })
      .nullable(),
    /** Null for an applicant queued before the checks were kept with the queue. */
    attention: queueAttentionSchema().nullable(),
  }),
);
export const ZQueueEntry = /* @__PURE__ */ queueEntrySchema();
export const operatorQueueSchema = lazily(() => z.object({ entries: z.array(queueEntrySchema()) }));
export const ZOperatorQueue = /* @__PURE__ */ operatorQueueSchema();
export type TOperatorQueue = z.infer<typeof ZOperatorQueue>;

/** An answer given in the call, with its time (evidence). */
export const interactionAnswerSchema = lazily(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('CONSENT'), at: z.string(), answer: consentAnswerSchema() }),
    z.object({
      kind: z.literal('OTP'),
      at: z.string(),
      confirmed: z.boolean(),
      attemptsLeft: z.number().int(),
    }),
    z.object({
      kind: z.literal('CARD_NAME'),
      at: z.string(),
      cardName: z.string(),
      corrected: z.boolean(),
    }),
  ]),
);
export const ZInteractionAnswer = /* @__PURE__ */ interactionAnswerSchema();
export type TInteractionAnswer = z.infer<typeof ZInteractionAnswer>;
