import type {
  IdentificationStatus,
  Language,
  ProcessName,
  RedoTarget,
  SnapshotKind,
  TChecklist,
  TQueueAttention,
  TDeviceReport,
  TFaceMatch,
  TLivenessChallenge,
  TVideoInteraction,
} from '@onboarding/domain';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, optionalTime, requiredTime } from '../../infra/db/columns';
import { prospects } from '../prospects/tables';
import { staffAccounts } from '../staff/tables';

/** How a closed identification ended (besides its status): who or what closed it. */
export type IdentificationEndReason =
  'LEFT' | 'TIME_LIMIT_REACHED' | 'CONNECTION_LOST' | 'DEADLINE_PASSED' | 'NO_REJOIN' | 'DECIDED';

/**
 * One video identification attempt (decision 132): from joining the queue to its end,
 * with what the evidence record keeps (device report, checklist, decision, times). `version`
 * guards the changes two people (or an operator and a job) may race on.
 */
export const identifications = pgTable(
  'video_identifications',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The applicant's user id (the session's), checked on every applicant route and message. */
    userId: uuid('user_id').notNull(),
    /** The applicant's public uid: the `userId` of the room's messages (spec 3 §3). */
    uid: text('uid').notNull(),
    process: text('process').$type<ProcessName>().notNull(),
    status: text('status').$type<IdentificationStatus>().notNull(),
    language: text('language').$type<Language>().notNull(),
    /** The applicant's name as the queue and the card show it. */
    fullName: text('full_name').notNull(),
    device: jsonb('device').$type<TDeviceReport>().notNull(),
    queuedAt: requiredTime('queued_at'),
    deadline: requiredTime('deadline'),
    extended: integer('extended').notNull().default(0),
    operatorId: uuid('operator_id').references(() => staffAccounts.id),
    /** The accepting operator's name as it was then (shown to the applicant, in the protocol). */
    operatorName: text('operator_name'),
    /** The accepting operator's language: the protocol is written in it and the applicant's. */
    operatorLanguage: text('operator_language').$type<Language>(),
    acceptedAt: optionalTime('accepted_at'),
    endedAt: optionalTime('ended_at'),
    endReason: text('end_reason').$type<IdentificationEndReason>(),
    checklist: jsonb('checklist').$type<TChecklist>().notNull(),
    /** The form the applicant's overlay shows now (null: none). */
    interaction: jsonb('interaction').$type<TVideoInteraction>(),
    decisionReason: text('decision_reason'),
    redoTarget: text('redo_target').$type<RedoTarget>(),
    /** The name offered for the card (cardNameOf the entered name). */
    cardName: text('card_name').notNull(),
    /** The phone shown by SHOW_FORM_NUMBER and confirmed by the SMS code (E.164), if entered. */
    phoneE164: text('phone_e164'),
    /** HMAC of the in-call SMS code; its expiry and the tries counted (as the login code). */
    otpHash: text('otp_hash'),
    otpExpiresAt: optionalTime('otp_expires_at'),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    /** Counts pushes of SHOW_CONFIRM_FORM_NUMBER: the SMS job of an older push sends nothing. */
    otpRound: integer('otp_round').notNull().default(0),
    /** When the applicant's connection dropped in the call (null: connected or never joined). */
    applicantLeftAt: optionalTime('applicant_left_at'),
    /**
     * Back after a correction (decision 244): first in line, and offered first to the operator who
     * sent the applicant back (their id and name as they were then).
     */
    returning: boolean('returning').notNull().default(false),
    preferredOperatorId: uuid('preferred_operator_id').references(() => staffAccounts.id),
    preferredOperatorName: text('preferred_operator_name'),
    /** The identity checks' findings when the applicant joined the queue (decisions 287, 288). */
    attention: jsonb('attention').$type<TQueueAttention>(),
    /**
     * The face match hint the operator ran in the call (decision 291): scores, model and bounds,
     * no image and no face template. Deleted with the row, so with the case.
     */
    faceMatch: jsonb('face_match').$type<TFaceMatch>(),
    /** The liveness challenge the operator ran in the call (decision 291): landmarks' readings only. */
    livenessChallenge: jsonb('liveness_challenge').$type<TLivenessChallenge>(),
    /** The applicant's explicit consent to the face match hint, given at the start (decision 291). */
    faceComparisonConsent: boolean('face_comparison_consent').notNull().default(false),
    protocolKey: text('protocol_key'),
    protocolSha256: text('protocol_sha256'),
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('video_identifications_prospect_idx').on(table.prospectId, table.queuedAt),
    // One open identification per prospect, whatever races: a second start answers the first.
    uniqueIndex('video_identifications_one_open_idx')
      .on(table.prospectId)
      .where(sql`${table.status} in ('WAITING', 'IN_CALL')`),
    index('video_identifications_status_idx').on(table.status, table.queuedAt),
  ],
);

/** Every answer given in the call, with its time (evidence). */
export const identificationAnswers = pgTable(
  'video_identification_answers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'CONSENT' | 'OTP' | 'CARD_NAME'>().notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    at: requiredTime('at'),
  },
  (table) => [index('video_identification_answers_idx').on(table.identificationId, table.id)],
);

/** Frames of the call taken by the operator, stored sealed through the storage port. */
export const identificationSnapshots = pgTable(
  'video_identification_snapshots',
  {
    id: uuid('id').primaryKey(),
    identificationId: uuid('identification_id')
      .notNull()
      .references(() => identifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<SnapshotKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    at: requiredTime('at'),
    takenBy: uuid('taken_by')
      .notNull()
      .references(() => staffAccounts.id),
  },
  (table) => [index('video_identification_snapshots_idx').on(table.identificationId)],
);

export type IdentificationRow = typeof identifications.$inferSelect;
export type IdentificationAnswerRow = typeof identificationAnswers.$inferSelect;
export type IdentificationSnapshotRow = typeof identificationSnapshots.$inferSelect;
