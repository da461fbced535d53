import { z } from 'zod';
import { lazily } from './lazily';
import type { ProcessName } from './processes';
import { isLoanProcess } from './processes';

/** spec 1 §4, spec 3 §4: phases of the video identification screen, in order. */
export const VIDEO_CHAT_PHASES = [
  'CONSENTS',
  'BROWSER_CHECK',
  'MICROPHONE_CHECK',
  'CAMERA_CHECK',
  'NETWORK_CHECK',
  'RETRY',
  'WAITING_FOR_AGENTS',
  'STARTED',
  'COMPLETED',
  'TIME_LIMIT_REACHED',
] as const;
export type VideoChatPhase = (typeof VIDEO_CHAT_PHASES)[number];
export const videoChatPhaseSchema = lazily(() => z.enum(VIDEO_CHAT_PHASES));
export const ZVideoChatPhase = /* @__PURE__ */ videoChatPhaseSchema();

/** spec 3 §4: actions the operator pushes to the applicant's overlay. */
export const VIDEO_INTERACTION_ACTIONS = [
  'SHOW_FORM_NUMBER',
  'SHOW_CONFIRM_FORM_NUMBER',
  'SHOW_CONFIRM_CARD_NAME',
  'SHOW_CONSENTS',
] as const;
export type VideoInteractionAction = (typeof VIDEO_INTERACTION_ACTIONS)[number];
export const videoInteractionActionSchema = lazily(() => z.enum(VIDEO_INTERACTION_ACTIONS));
export const ZVideoInteractionAction = /* @__PURE__ */ videoInteractionActionSchema();

/** spec 3 §4: interaction steps; "cardNameAlignemnt" is the wire value as spelled by the spec. */
export const VIDEO_INTERACTION_STEPS = [
  'deviceCertification',
  'cardNameAlignemnt',
  'consents',
] as const;
export type VideoInteractionStep = (typeof VIDEO_INTERACTION_STEPS)[number];
export const videoInteractionStepSchema = lazily(() => z.enum(VIDEO_INTERACTION_STEPS));
export const ZVideoInteractionStep = /* @__PURE__ */ videoInteractionStepSchema();

/** spec 3 §4 table: the step each action belongs to (SHOW_CONFIRM_FORM_NUMBER has none). */
export const VIDEO_ACTION_STEPS = {
  SHOW_FORM_NUMBER: 'deviceCertification',
  SHOW_CONFIRM_FORM_NUMBER: null,
  SHOW_CONFIRM_CARD_NAME: 'cardNameAlignemnt',
  SHOW_CONSENTS: 'consents',
} as const satisfies Readonly<Record<VideoInteractionAction, VideoInteractionStep | null>>;

/**
 * spec 2 §9, spec 3 §4: the six consents the spec lists for every process, in its order; the call
 * asks those its product's script lists (call-script.ts, decision 230).
 */
export const COMMON_VIDEO_CONSENTS = [
  'CLAIM_RECOVERY_DATA_HANDLING',
  'SOUND_RECORDING',
  'NON_POSTAL_CONNECTION_HANDLING',
  'DIRECT_MARKETING',
  'FREE_CASH_WITHDRAWAL',
  'THREE_D_SECURE',
] as const;

/** spec 2 §9: the seventh consent depends on the process. */
export const CREDIT_BUREAU_CONSENTS = ['CREDITBUREAUSTORAGE', 'CREDITBUREAUPASS'] as const;
export type CreditBureauConsent = (typeof CREDIT_BUREAU_CONSENTS)[number];

export const VIDEO_CONSENT_NAMES = [...COMMON_VIDEO_CONSENTS, ...CREDIT_BUREAU_CONSENTS] as const;
export type VideoConsentName = (typeof VIDEO_CONSENT_NAMES)[number];
export const videoConsentNameSchema = lazily(() => z.enum(VIDEO_CONSENT_NAMES));
export const ZVideoConsentName = /* @__PURE__ */ videoConsentNameSchema();

/** spec 2 §9: CREDITBUREAUSTORAGE for a personal loan, otherwise CREDITBUREAUPASS. */
export function creditBureauConsentFor(process: ProcessName): CreditBureauConsent {
  return isLoanProcess(process) ? 'CREDITBUREAUSTORAGE' : 'CREDITBUREAUPASS';
}

/** spec 3 §4: the seven consents the spec lists for `process` (the call's script may ask fewer). */
export function videoConsentsFor(process: ProcessName): readonly VideoConsentName[] {
  return [...COMMON_VIDEO_CONSENTS, creditBureauConsentFor(process)];
}

export const CONSENT_RESPONSES = ['YES', 'NO'] as const;
export type ConsentResponse = (typeof CONSENT_RESPONSES)[number];

/** spec 2 §3, spec 3 §3: one consent answer, sent in a SEND_CONSENT websocket message. */
export const consentAnswerSchema = lazily(() =>
  z.object({
    id: z.number().int().nonnegative(),
    name: videoConsentNameSchema(),
    typeOfConsents: z.literal('COMMERCIAL'),
    response: z.enum(CONSENT_RESPONSES),
  }),
);
export const ZConsentAnswer = /* @__PURE__ */ consentAnswerSchema();
export type TConsentAnswer = z.infer<typeof ZConsentAnswer>;
