import { sql } from 'drizzle-orm';
import type { TBranchOpeningHours } from '@onboarding/domain';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The one Drizzle schema of the server; drizzle-kit turns changes to it into the SQL migrations in
// apps/server/drizzle/. Modules add their tables here (or in files this module re-exports) so one
// migration history covers PGlite and PostgreSQL alike.

/**
 * Append-only audit trail (DESIGN "PII"): every state change, consent answer and signature says who
 * did what to which record, when, from where. A trigger (migration 0001) rejects UPDATE, DELETE and
 * TRUNCATE, so a bug or a compromised service cannot rewrite history through the application role.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
    /** applicant, operator or system */
    actorType: text('actor_type').notNull(),
    /** The prospect, operator or job id; null for anonymous callers. */
    actorId: text('actor_id'),
    /** What happened, as a stable dotted code such as prospect.state_changed. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    // Text rather than inet: the address comes from a proxy header and must never make the audit
    // insert (and so the business transaction) fail.
    ip: text('ip'),
    userAgent: text('user_agent'),
    requestId: text('request_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectType, table.subjectId, table.occurredAt),
    index('audit_events_occurred_at_idx').on(table.occurredAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .default(sql`now()`);
const optionalTime = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const requiredTime = (name: string) => optionalTime(name).notNull();

/**
 * The uids handed out by `GET external/cms/noauth/uid` (spec 3 getUID): an identifier the web keeps
 * in a cookie, never a credential. Recorded so products and registrations only accept ours.
 */
export const visitors = pgTable('visitors', {
  uid: text('uid').primaryKey(),
  createdAt: createdAt(),
  /**
   * The account registered with this uid, set when its e-mail is verified. No foreign key: users
   * already reference visitors, and this column only answers "whose uid is this?".
   */
  userId: uuid('user_id'),
});

/**
 * An account, created when the e-mail address is verified (decision 044). `email` is stored lower
 * case; `uid` is the visitor uid the account was registered with and the one the API speaks of.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey(),
  uid: text('uid')
    .notNull()
    .unique()
    .references(() => visitors.uid),
  email: text('email').notNull().unique(),
  fullName: text('full_name').notNull(),
  // Null for an account made by social sign-up (decision 048): no phone or password yet.
  phonePrefix: text('phone_prefix'),
  phoneNumber: text('phone_number'),
  phoneE164: text('phone_e164'),
  passwordHash: text('password_hash'),
  language: text('language').notNull(),
  emailVerifiedAt: requiredTime('email_verified_at'),
  passwordChangedAt: requiredTime('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A sign-up waiting for its e-mail to be verified, one per visitor uid (a new submission from the
 * same uid replaces it). Nothing here is an account yet, so an address typed by someone else never
 * blocks its owner (decision 044).
 */
export const registrations = pgTable(
  'registrations',
  {
    uid: text('uid')
      .primaryKey()
      .references(() => visitors.uid),
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phoneNumber: text('phone_number').notNull(),
    phoneE164: text('phone_e164').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: optionalTime('completed_at'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [index('registrations_email_idx').on(table.email, table.updatedAt)],
);

/** One onboarding process of an applicant (spec 1 §3): its prospect state. */
export const prospects = pgTable(
  'prospects',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processName: text('process_name').notNull(),
    state: text('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('prospects_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The product an applicant opens (spec 3 "Products"). Created before registration for the visitor
 * uid, attached to the prospect when the e-mail is verified.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => visitors.uid),
    prospectId: uuid('prospect_id').references(() => prospects.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    packageName: text('package_name'),
    state: text('state').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('products_uid_idx').on(table.uid, table.createdAt),
    index('products_prospect_idx').on(table.prospectId),
  ],
);

/**
 * Failed sign-ins per typed e-mail address, whether or not an account has it, so a blocked answer
 * (SEC_BUS_LOG_ROT_AMR) never tells an existing address from an unknown one (decision 045).
 */
export const loginGuards = pgTable('login_guards', {
  username: text('username').primaryKey(),
  failedCount: integer('failed_count').notNull().default(0),
  blockedAt: optionalTime('blocked_at'),
  updatedAt: updatedAt(),
});

/** One-time codes (DESIGN "One-time codes"): only an HMAC of the code is kept. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: requiredTime('created_at'),
    expiresAt: requiredTime('expires_at'),
    consumedAt: optionalTime('consumed_at'),
    voidedAt: optionalTime('voided_at'),
  },
  (table) => [index('otp_codes_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/** Accounts of an OpenID Connect provider linked to an applicant (issue 3 point 8). */
export const socialIdentities = pgTable(
  'social_identities',
  {
    provider: text('provider').notNull(),
    /** The provider's `sub`: stable for one account at one provider. */
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('social_identities_user_idx').on(table.userId),
  ],
);

/** Server-side sessions (DESIGN "Sessions"): the cookie holds the id, this table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: requiredTime('created_at'),
    lastSeenAt: requiredTime('last_seen_at'),
    expiresAt: requiredTime('expires_at'),
    revokedAt: optionalTime('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Signed tokens already used (single use, spec 2 §9), by a hash of their id. */
export const usedTokens = pgTable('used_tokens', {
  jtiHash: text('jti_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  usedAt: createdAt(),
});

/** Fixed-window counters shared by every instance (DESIGN "Failure", issue 3 point 11). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: requiredTime('window_start'),
  hits: integer('hits').notNull(),
});

/** Messages kept instead of sent when no transport is configured (development outbox). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: requiredTime('created_at'),
  },
  (table) => [index('outbox_messages_recipient_idx').on(table.recipient, table.createdAt)],
);

/** Addresses that asked for no more marketing e-mails (spec 2 §3 unsubscribe), effective at once. */
export const emailOptOuts = pgTable('email_opt_outs', {
  email: text('email').primaryKey(),
  reason: text('reason').notNull(),
  reasonText: text('reason_text'),
  createdAt: createdAt(),
});

/** The bank's branches (spec 3 external/info/branches); seeded by migration 0003. */
export const branches = pgTable('branches', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  street: text('street').notNull(),
  houseNumber: text('house_number').notNull(),
  postalCode: text('postal_code').notNull(),
  city: text('city').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
  phone: text('phone').notNull(),
  openingHours: jsonb('opening_hours').$type<TBranchOpeningHours>().notNull(),
});

/** A branch appointment (spec 2 §3 APPOINTMENT; issue 4 books them from the error pages too). */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: text('branch_id')
      .notNull()
      .references(() => branches.id),
    appointmentDate: date('appointment_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('appointments_user_idx').on(table.userId),
    index('appointments_branch_idx').on(table.branchId, table.appointmentDate),
  ],
);

/** "Save and exit" requests (spec 2 §3 logout action): e-mail, call back or appointment. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    emailTo: text('email_to'),
    callNumber: text('call_number'),
    appointmentId: uuid('appointment_id').references(() => appointments.id),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('contact_requests_appointment_idx').on(table.appointmentId)],
);

export type UserRow = typeof users.$inferSelect;
export type RegistrationRow = typeof registrations.$inferSelect;
export type BranchRow = typeof branches.$inferSelect;

// --- Identity documents and uploads (issue 5, modules/documents) ---

/**
 * One uploaded file (spec 2 §3–§4): an identity-document side or a student document. The bytes are
 * in the storage port under `storage_key`, sealed (DESIGN "Documents"); a REJECTED row keeps its
 * reason and has no bytes.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    side: text('side'),
    /** PENDING, SENDING, UPLOADED, CONFIRMED, REJECTED */
    state: text('state').notNull(),
    rejectionReason: text('rejection_reason'),
    storageKey: text('storage_key'),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256'),
    name: text('name').notNull(),
    /** DESKTOP or PHONE (hand-off). */
    uploadedVia: text('uploaded_via').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('documents_prospect_idx').on(table.prospectId, table.documentType, table.side)],
);

/** The identity document a prospect chose (PATCH prospects/{id}/idtype) and its confirmation. */
export const prospectIdDocuments = pgTable('prospect_id_documents', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  idType: text('id_type').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
  updatedAt: updatedAt(),
});

/** A hand-off of the upload to the phone (spec 3 images/transactions; decision 072). */
export const handoffTransactions = pgTable(
  'handoff_transactions',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** The applicant (and their visitor uid) the phone acts for. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    language: text('language').notNull(),
    /** WAITING, OPENED, FINALIZED (EXPIRED is read from expires_at). */
    status: text('status').notNull(),
    stepsDone: jsonb('steps_done')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Expiry of the newest token issued for it. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true, mode: 'date' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('handoff_transactions_prospect_idx').on(table.prospectId, table.createdAt)],
);

/** The phone's hand-off sessions: only the SHA-256 of the cookie's secret is kept. */
export const handoffSessions = pgTable(
  'handoff_sessions',
  {
    secretHash: text('secret_hash').primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => handoffTransactions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('handoff_sessions_transaction_idx').on(table.transactionId)],
);

export type DocumentRow = typeof documents.$inferSelect;
export type HandoffTransactionRow = typeof handoffTransactions.$inferSelect;

// --- Legal consents, consent documents and eligibility (issue 7, modules/consents,
// --- modules/consent-documents, modules/eligibility) ---

/**
 * The answers of /consents (spec 2 §3): the legal questions as the texts "true"/"false" and the
 * profiling consents as given; each answer is also in the audit trail with time, IP, user agent.
 */
export const prospectConsents = pgTable('prospect_consents', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  pep: text('pep').notNull(),
  fatca: text('fatca').notNull(),
  crs: text('crs').notNull(),
  commercial: jsonb('commercial')
    .$type<{ id: number; name: string; typeOfConsents: string; response: string }[]>()
    .notNull(),
  createdAt: createdAt(),
});

/**
 * A consent document (issue 7): the PDF bytes sealed with the data key (bound to the row's id) and
 * their SHA-256, so the exact document accepted can be proven later.
 */
export const consentDocuments = pgTable(
  'consent_documents',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    /** GENERAL_TERMS, CONSENTS, DATA_SUMMARY */
    kind: text('kind').notNull(),
    language: text('language').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    sealedContent: text('sealed_content').notNull(),
    acceptedAt: optionalTime('accepted_at'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('consent_documents_prospect_kind_idx').on(table.prospectId, table.kind)],
);

/** Each eligibility decision (spec 1 §8): ACCEPTED or the reasons, kept for the error page. */
export const eligibilityDecisions = pgTable(
  'eligibility_decisions',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    criteries: text('criteries').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('eligibility_decisions_prospect_idx').on(table.prospectId, table.createdAt)],
);

/**
 * The local existing-customers register (a port; development seeds it): customers by an HMAC of
 * their personal number (EMSO), their accounts by an HMAC of the IBAN, so no identifier is stored.
 */
export const registryCustomers = pgTable('registry_customers', {
  personalNumberHmac: text('personal_number_hmac').primaryKey(),
  label: text('label').notNull(),
  createdAt: createdAt(),
});

export const registryAccounts = pgTable('registry_accounts', {
  ibanHmac: text('iban_hmac').primaryKey(),
  label: text('label').notNull(),
  createdAt: createdAt(),
});

/** The local insolvency register (AJPES, a port; development seeds it), by personal-number HMAC. */
export const registryInsolvencies = pgTable('registry_insolvencies', {
  personalNumberHmac: text('personal_number_hmac').primaryKey(),
  caseNumber: text('case_number').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- document reading (MRZ)

/**
 * The machine-readable zone read from an uploaded side (decision 082): PENDING while the OCR
 * worker has it, then READ with the checked prefill values sealed under
 * `document-reading:<prospectId>`, or UNREADABLE. Gone with its document.
 */
export const documentReadings = pgTable(
  'document_readings',
  {
    id: uuid('id').primaryKey(),
    prospectId: uuid('prospect_id')
      .notNull()
      .references(() => prospects.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    side: text('side').notNull(),
    /** PENDING, READ, UNREADABLE */
    status: text('status').notNull(),
    sealedValues: text('sealed_values'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('document_readings_prospect_idx').on(table.prospectId, table.createdAt)],
);

// ---------------------------------------------------------------- personal data (issue 6)

/**
 * What the applicant has entered on /personaldata so far (`info/partialsave`), section by section,
 * as JSON sealed under `prospect:<id>:info` (it holds EMSO, tax number, IBAN…). Removed when the
 * final body is stored.
 */
export const prospectInfoDrafts = pgTable('prospect_info_drafts', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  sealedSections: text('sealed_sections').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The prospect request body of `PATCH prospects/{id}/info` (spec 2 §3), stored once as the
 * validated JSON sealed under `prospect:<id>:info:body`: every identifier is encrypted at rest.
 */
export const prospectInfos = pgTable('prospect_infos', {
  prospectId: uuid('prospect_id')
    .primaryKey()
    .references(() => prospects.id, { onDelete: 'cascade' }),
  sealedBody: text('sealed_body').notNull(),
  createdAt: createdAt(),
});
