import { z } from 'zod';
import { ZVideoInteractionAction } from '../video-chat';
import {
  ZIdentificationStatus,
  ZInteractionAnswer,
  ZRedoTarget,
  ZVideoChatState,
} from './identification';
import { ZCallScript, ZChecklist } from './call-script';
import { ZCrossCheckFinding } from '../identity-checks/cross-checks';
import { ZPossibleDuplicates } from '../identity-checks/duplicates';
import { ZFourEyesStatus } from './four-eyes';
import { ZFaceMatch } from './face-match';
import { ZLivenessChallenge } from './liveness-challenge';
import { ZDeviceReport } from './requirements';

/** The bank's staff API (our addition; the spec gives the operator no screens): base /services/operator. */
export const API_BASE_OPERATOR = '/services/operator';

export const STAFF_ROLES = ['OPERATOR', 'SUPERVISOR'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const ZStaffRole = z.enum(STAFF_ROLES);

/** Staff passwords: longer than the applicants' (NIST 800-63B: 15 for single-factor; we ask 12 with TOTP). */
export const STAFF_PASSWORD_MIN = 12;
export const STAFF_PASSWORD_MAX = 128;
export const ZStaffPassword = z
  .string()
  .min(STAFF_PASSWORD_MIN, 'operator.validation.passwordShort')
  .max(STAFF_PASSWORD_MAX, 'operator.validation.passwordLong');

/** `POST auth/login`: the first factor. Answers ZStaffLoginStep. */
export const ZStaffLoginRequest = z
  .object({
    email: z.string().email().max(254),
    password: z.string().min(1).max(STAFF_PASSWORD_MAX),
  })
  .strict();
export type TStaffLoginRequest = z.infer<typeof ZStaffLoginRequest>;

/**
 * After the password: TOTP_REQUIRED (an enrolled account types its code) or TOTP_ENROLMENT (the
 * first sign-in: the secret as an otpauth URI and a QR image, confirmed by a first code). Until the
 * second factor, the pending session reaches nothing but `auth/totp`.
 */
export const ZStaffLoginStep = z.discriminatedUnion('next', [
  z.object({ next: z.literal('TOTP_REQUIRED') }),
  z.object({
    next: z.literal('TOTP_ENROLMENT'),
    otpauthUri: z.string(),
    qrSvg: z.string(),
    secret: z.string(),
  }),
]);
export type TStaffLoginStep = z.infer<typeof ZStaffLoginStep>;

/** `POST auth/totp`: the 6-digit code of the authenticator app. */
export const ZTotpRequest = z
  .object({ code: z.string().regex(/^\d{6}$/, 'operator.validation.totp') })
  .strict();
export type TTotpRequest = z.infer<typeof ZTotpRequest>;

/** `GET auth/whoami`, and the answer of a completed sign-in. */
export const ZStaffMember = z.object({
  id: z.string().uuid(),
  email: z.string(),
  fullName: z.string(),
  role: ZStaffRole,
  language: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/** `POST staff` (supervisor): a new operator or supervisor; they enrol TOTP at first sign-in. */
export const ZCreateStaffRequest = z
  .object({
    email: z.string().email().max(254),
    fullName: z.string().min(2).max(120),
    role: ZStaffRole,
    password: ZStaffPassword,
  })
  .strict();
export type TCreateStaffRequest = z.infer<typeof ZCreateStaffRequest>;

/** `GET staff` (supervisor): one account of the list, with its state. */
export const ZStaffAccount = ZStaffMember.extend({
  /** False until the first sign-in confirmed a TOTP code. */
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

/**
 * `PATCH staff/{id}` (supervisor): disable or enable an account, and/or reset its second factor (a
 * lost phone: the next sign-in enrols a new secret). Disabling or a reset ends its sessions.
 */
export const ZUpdateStaffRequest = z
  .object({ disabled: z.boolean().optional(), resetTotp: z.literal(true).optional() })
  .strict()
  .refine((request) => request.disabled !== undefined || request.resetTotp !== undefined, {
    message: 'operator.validation.nothingToChange',
  });
export type TUpdateStaffRequest = z.infer<typeof ZUpdateStaffRequest>;

export const SNAPSHOT_KINDS = ['FACE', 'DOCUMENT_FRONT', 'DOCUMENT_BACK'] as const;
export const ZSnapshotKind = z.enum(SNAPSHOT_KINDS);
export type SnapshotKind = z.infer<typeof ZSnapshotKind>;
/** A snapshot is a JPEG frame of the call (a 1280×720 frame is 100–300 kB). */
export const SNAPSHOT_MAX_BYTES = 2_000_000;

/** `POST identifications/{id}/actions`: push one interactive form to the applicant. */
export const ZPushActionRequest = z.object({ action: ZVideoInteractionAction }).strict();

/** `POST identifications/{id}/decision`. Approval needs what the call's script lists (decision 230). */
export const ZDecisionRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('APPROVE') }).strict(),
  z.object({ outcome: z.literal('REJECT'), reason: z.string().trim().min(3).max(500) }).strict(),
  z
    .object({
      outcome: z.literal('REDO'),
      redo: ZRedoTarget,
      reason: z.string().trim().min(3).max(500),
    })
    .strict(),
]);
export type TDecisionRequest = z.infer<typeof ZDecisionRequest>;

/** `GET identifications/{id}`: everything the operator sees beside the video. */
export const ZIdentificationDetail = z.object({
  identificationId: z.string().uuid(),
  /** The applicant's application: the staff reads of its loan data and statements take it. */
  prospectId: z.string().uuid(),
  roomId: z.string(),
  status: ZIdentificationStatus,
  process: z.string(),
  language: z.string(),
  applicant: z.object({
    uid: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    /** The personal data entered, as label → value pairs, per section. */
    sections: z.array(
      z.object({
        section: z.string(),
        fields: z.array(z.object({ label: z.string(), value: z.string() })),
      }),
    ),
  }),
  /** The identity document's sides, each an image path under this API. */
  documents: z.array(z.object({ side: z.string(), type: z.string(), imagePath: z.string() })),
  device: ZDeviceReport.nullable(),
  checklist: ZChecklist,
  answers: z.array(ZInteractionAnswer),
  snapshots: z.array(
    z.object({ id: z.string().uuid(), kind: ZSnapshotKind, sha256: z.string(), at: z.string() }),
  ),
  /** The consents the call asks, in order: the script's (decision 230). */
  consentNames: z.array(z.string()),
  /** The name offered for the debit card; empty when the product has no card (decision 230). */
  cardName: z.string(),
  /** What this call asks and checks, from the call-script table (decision 230). */
  script: ZCallScript,
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  operator: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
  /** An approval the four-eyes rule named (decision 267): its reasons and both staff members. */
  fourEyes: ZFourEyesStatus.nullable().optional(),
  /** Where what the applicant gave disagrees (decision 287), to ask about in the call. */
  crossChecks: z.array(ZCrossCheckFinding).optional(),
  /** Other applicants' applications that share an identifier with this one (decision 288). */
  possibleDuplicates: ZPossibleDuplicates.optional(),
  /** The applicant is already a customer of the bank, by the customer register (decision 288). */
  existingCustomer: z.boolean().optional(),
  /**
   * The face match hint (decision 291): whether this server offers it (`FACE_ANALYSIS`), whether
   * the applicant agreed to it, and the call's recorded result, if the operator ran it.
   */
  faceAnalysis: z
    .object({
      available: z.boolean(),
      consented: z.boolean(),
      faceMatch: ZFaceMatch.nullable(),
      /** The liveness challenge's recorded result, if the operator ran it. */
      livenessChallenge: ZLivenessChallenge.nullable(),
    })
    .optional(),
  /** The ICE servers of the configuration (`ICE_SERVERS`), as the applicant gets them. */
  iceServers: ZVideoChatState.shape.iceServers.optional(),
});
export type TIdentificationDetail = z.infer<typeof ZIdentificationDetail>;

/** `GET identifications?status=…` (supervisor): finished identifications, newest first. */
export const ZIdentificationSummary = z.object({
  identificationId: z.string().uuid(),
  /** The application: the console links the row to its case page (decision 265). */
  prospectId: z.string().uuid(),
  fullName: z.string(),
  process: z.string(),
  status: ZIdentificationStatus,
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  operatorName: z.string().nullable(),
  /** Whether the PDF protocol is ready (`GET identifications/{id}/protocol`). */
  protocolReady: z.boolean(),
});
export type TIdentificationSummary = z.infer<typeof ZIdentificationSummary>;
export const ZIdentificationList = z.object({ identifications: z.array(ZIdentificationSummary) });
export type TIdentificationList = z.infer<typeof ZIdentificationList>;
