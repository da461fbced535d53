import { z } from 'zod';
import {
  ZLongProcessStatusMessage,
  ZNotificationClientMessage,
  ZRoomErrorMessage,
} from '../notifications';
import { ZVideoClientMessage, ZVideoServerMessage } from '../video-identification/identification';
import { checkMobileNumber } from '../phone';
import { PHONE_NUMBER_MAX_LENGTH, ZLanguage, ZUid } from '../registration';
import { ROUTES, type RoutePath } from '../routes';
import type { Language } from '../variants';
import { LANGUAGES } from '../variants';
import { handoffPageAddress } from './handoff-address';
import { ZIdDocumentStatus, type TIdDocumentStatus } from './requests';
import { sidesOf } from './types';

/*
 * Hand-off to the phone (spec 1 §2 mobile upload steps; decision 072). The
 * desktop asks for a link (a signed token of 15 minutes carrying uid, prospect and language), shows
 * it as a QR code or sends it by SMS; the phone exchanges the token for a hand-off session that can
 * only choose the ID type, upload, list and delete images of that prospect and finalize. The token
 * can be opened again until the hand-off is finalized or the token expires; the desktop asks for a
 * fresh one HANDOFF_REFRESH_BEFORE_MS before expiry (the old stays valid until its own expiry).
 */

/** Validity of one hand-off token (the QR code and the SMS link). */
export const HANDOFF_TOKEN_VALIDITY_MS = 15 * 60_000;
/** The desktop asks for a new token this long before the shown one expires. */
export const HANDOFF_REFRESH_BEFORE_MS = 3 * 60_000;
/** The phone's hand-off session lives this long after the last token exchange. */
export const HANDOFF_SESSION_VALIDITY_MS = 60 * 60_000;
/** At most this many link SMS per hand-off per HANDOFF_SMS_WINDOW_MS. */
export const HANDOFF_SMS_LIMIT = 3;
export const HANDOFF_SMS_WINDOW_MS = 15 * 60_000;
/** Polling interval of the status when the websocket is not available. */
export const HANDOFF_POLL_INTERVAL_MS = 3_000;

/**
 * WAITING: link made, phone not seen yet; OPENED: the phone opened it (token exchanged or
 * receivedsms); FINALIZED: the phone (or the desktop) confirmed, the prospect is in
 * PROSPECT_IDS_UPLOADED; EXPIRED: every token expired before finalizing.
 */
export const HANDOFF_STATUSES = ['WAITING', 'OPENED', 'FINALIZED', 'EXPIRED'] as const;
export type HandoffStatusName = (typeof HANDOFF_STATUSES)[number];
export const ZHandoffStatusName = z.enum(HANDOFF_STATUSES);

/** Steps of the mobile upload (spec 1 §2: ID type, front view, back view, finalize). */
export const HANDOFF_STEPS = [
  'LINK_OPENED',
  'ID_TYPE',
  'FRONTVIEW',
  'BACKVIEW',
  'FINALIZED',
] as const;
export type HandoffStep = (typeof HANDOFF_STEPS)[number];
export const ZHandoffStep = z.enum(HANDOFF_STEPS);

/** What both screens render: the hand-off and the identity-document state it produced. */
export const ZHandoffStatus = z.object({
  tid: z.string(),
  prospectId: z.string(),
  status: ZHandoffStatusName,
  stepsDone: z.array(ZHandoffStep),
  documents: ZIdDocumentStatus,
  /** Expiry of the newest token (ISO). */
  expiresAt: z.string(),
  finalizedAt: z.string().nullable(),
  smsSentAt: z.string().nullable(),
  /** When the phone reported the link received (receivedsms) or exchanged the token. */
  openedAt: z.string().nullable(),
});
export type THandoffStatus = z.infer<typeof ZHandoffStatus>;

/** `POST onboarding/documents/handoff`: make a hand-off (or a fresh token for the open one). */
export const ZHandoffCreateRequest = z.object({
  uid: ZUid,
  prospectId: z.string().max(64).optional(),
});
export type THandoffCreateRequest = z.infer<typeof ZHandoffCreateRequest>;

/** The link to show as a QR code and to send by SMS. */
export const ZHandoffLink = z.object({
  tid: z.string(),
  token: z.string(),
  /** `${PUBLIC_URL}/onboarding/#/documentsupload/mobile/idtype?token=…` (handoffLinkPath). */
  link: z.string(),
  expiresAt: z.string(),
  /** When the desktop should ask for a new token (expiresAt − HANDOFF_REFRESH_BEFORE_MS). */
  refreshAt: z.string(),
  status: ZHandoffStatus,
});
export type THandoffLink = z.infer<typeof ZHandoffLink>;

/**
 * The path of the mobile link (the web's hash route): the page the hand-off resumes at now, so
 * that a phone opening it is painted at that page before the token is traded (decision 297).
 */
export function handoffLinkPath(token: string, documents: TIdDocumentStatus | null = null): string {
  const address =
    documents === null
      ? handoffPageAddress(ROUTES.mobileUploadIdType, null)
      : handoffPageAddress(handoffResumeRoute(documents), documents.idType);
  return `${address}${address.endsWith('?') ? '' : '&'}token=${encodeURIComponent(token)}`;
}

/**
 * spec 2 §5 "Documents upload form": the SMS link form. The prefix is required and the number must
 * be a mobile number under it (the same rules as registration, `checkMobileNumber`).
 */
export const ZHandoffSmsForm = z
  .object({
    prefix: z.string().max(8, 'validation.prefix.invalid'),
    phoneNumber: z.string().max(PHONE_NUMBER_MAX_LENGTH * 4, 'validation.phone.invalid'),
  })
  .superRefine((form, ctx) => {
    if (form.prefix.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['prefix'], message: 'validation.prefix.required' });
      return;
    }
    if (form.phoneNumber.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: 'validation.phone.required' });
      return;
    }
    const check = checkMobileNumber(form.prefix.trim(), form.phoneNumber);
    if (!check.ok) {
      const field = check.code === 'validation.prefix.invalid' ? 'prefix' : 'phoneNumber';
      ctx.addIssue({ code: 'custom', path: [field], message: check.code });
    }
  });
export type THandoffSmsForm = z.infer<typeof ZHandoffSmsForm>;

/** `POST onboarding/documents/handoff/{tid}/sms`: the form's body as is. */
export const ZHandoffSmsRequest = ZHandoffSmsForm;
export type THandoffSmsRequest = THandoffSmsForm;

export const ZHandoffSmsResponse = z.object({ sent: z.literal(true), status: ZHandoffStatus });
export type THandoffSmsResponse = z.infer<typeof ZHandoffSmsResponse>;

/** `POST onboarding/documents/handoff/session`: the phone exchanges the token for its session. */
export const ZHandoffExchangeRequest = z.object({
  token: z.string().min(1, 'validation.token.invalid').max(2048, 'validation.token.invalid'),
});
export type THandoffExchangeRequest = z.infer<typeof ZHandoffExchangeRequest>;

export const ZHandoffSession = z.object({
  tid: z.string(),
  uid: ZUid,
  prospectId: z.string(),
  /** The language of the mobile pages (from the token, spec 1 §2). */
  language: ZLanguage,
  status: ZHandoffStatus,
});
export type THandoffSession = z.infer<typeof ZHandoffSession>;

export const ZHandoffPathParams = z.object({ tid: z.string().max(64) });

/** `POST onboarding/prospects/{id}/noauth/images/receivedsms?tid`. */
export const ZReceivedSmsQuery = z.object({ tid: z.string().min(1).max(64) });
export const ZReceivedSmsResponse = z.object({ tid: z.string(), received: z.literal(true) });
export type TReceivedSmsResponse = z.infer<typeof ZReceivedSmsResponse>;

/** `GET onboarding/prospects/{id}/images/transactions`: the prospect's hand-offs, newest first. */
export const ZImageTransaction = z.object({
  tid: z.string(),
  status: ZHandoffStatusName,
  stepsDone: z.array(ZHandoffStep),
  language: ZLanguage,
  createdAt: z.string(),
  expiresAt: z.string(),
  smsSentAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  finalizedAt: z.string().nullable(),
});
export type TImageTransaction = z.infer<typeof ZImageTransaction>;
export const ZImageTransactionsResponse = z.object({ transactions: z.array(ZImageTransaction) });
export type TImageTransactionsResponse = z.infer<typeof ZImageTransactionsResponse>;

/**
 * The mobile step a phone resumes at (decision 072): the ID type until it is chosen, then the
 * first side not UPLOADED (a REJECTED side is asked again), then finalize.
 */
export function handoffResumeRoute(documents: TIdDocumentStatus): RoutePath {
  if (documents.idType === null) return ROUTES.mobileUploadIdType;
  for (const side of sidesOf(documents.idType)) {
    const current = documents.sides.find((entry) => entry.side === side);
    if (current === undefined || (current.state !== 'UPLOADED' && current.state !== 'CONFIRMED')) {
      return side === 'FRONTVIEW' ? ROUTES.mobileUploadFrontView : ROUTES.mobileUploadBackView;
    }
  }
  return ROUTES.mobileUploadFinalize;
}

/**
 * spec 1 §2: the mobile pages read the language from the token. The web reads it before the
 * exchange (unverified: it only picks the page language; the server checks the signature).
 */
export function languageOfHandoffToken(token: string): Language | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (typeof claims !== 'object' || claims === null || !('language' in claims)) return null;
    const { language } = claims;
    return (LANGUAGES as readonly unknown[]).includes(language) ? (language as Language) : null;
  } catch {
    return null;
  }
}

/*
 * The hand-off's room (NOTIFICATIONS_PATH): roomId `handoff:{tid}`, userId the applicant's uid.
 * Both the desktop session and the phone's hand-off session may join it.
 */
export function handoffRoomId(tid: string): string {
  return `handoff:${tid}`;
}

/** Anything a client may send: START/END of a room, or a video room's DATA (ZVideoClientMessage). */
export const ZRealtimeClientMessage = z.union([ZNotificationClientMessage, ZVideoClientMessage]);
export type TRealtimeClientMessage = z.infer<typeof ZRealtimeClientMessage>;

/** The hand-off's status, in its room. */
export const ZHandoffStatusMessage = z.object({
  messageType: z.literal('DATA'),
  type: z.literal('HANDOFF_STATUS'),
  payload: z.object({ roomId: z.string(), userId: z.string(), data: ZHandoffStatus }),
});

/**
 * Every message the server sends on the notification websocket: the hand-off's, the video
 * identification's rooms (`videochat:{id}`, `operator:queue`; ZVideoServerMessage), a long
 * process's (`longprocess:{id}`, decision 140) and ERROR.
 */
export const ZNotificationServerMessage = z.discriminatedUnion('type', [
  ZHandoffStatusMessage,
  ZLongProcessStatusMessage,
  ZRoomErrorMessage,
  ...ZVideoServerMessage.options,
]);
export type TNotificationServerMessage = z.infer<typeof ZNotificationServerMessage>;
