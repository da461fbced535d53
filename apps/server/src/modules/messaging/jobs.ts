import { LANGUAGES, TOKEN_PURPOSES, ZProcessName } from '@onboarding/domain';
import { z } from 'zod';
import { MAIL_TEMPLATES } from '../../infra/mail/templates';
import { defineJob } from '../../infra/jobs/job-definition';

/** Who caused a message, from where: the audit record is written when it is really sent. */
export const ZAuditNote = z.object({
  action: z.string().min(1).max(100),
  actorType: z.enum(['applicant', 'anonymous', 'operator', 'system']),
  actorId: z.string().nullable(),
  subjectType: z.string().min(1).max(50),
  subjectId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).optional(),
  context: z.object({
    ip: z.string(),
    userAgent: z.string().nullable(),
    requestId: z.string(),
  }),
});
export type TAuditNote = z.output<typeof ZAuditNote>;

export const SIGNED_LINK_PAGES = [
  'emailValidated',
  'forgotPassword',
  'unsubscribe',
  'erasureConfirm',
] as const;

/**
 * A link with a signed token, signed when the e-mail is sent: the job table never holds a
 * credential, and a retried message carries a token valid from its own sending.
 */
export const ZSignedLink = z.object({
  /** The template value the link fills. */
  value: z.string().min(1).max(40),
  page: z.enum(SIGNED_LINK_PAGES),
  purpose: z.enum(TOKEN_PURPOSES),
  claims: z.record(z.string(), z.string()),
});

/** An e-mail as a service writes it: kept sealed in `pending_messages`, never in the job. */
export const ZMailMessage = z.object({
  to: z.string().min(3).max(320),
  language: z.enum(LANGUAGES),
  template: z.enum(MAIL_TEMPLATES),
  /** The greeting's name; the anonymous greeting without it. */
  name: z.string().max(200).optional(),
  /** What the applicant opens, for the e-mails that name it; a current account without it. */
  product: ZProcessName.optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  signedLink: ZSignedLink.optional(),
  audit: ZAuditNote.optional(),
});
export type TMailMessage = z.output<typeof ZMailMessage>;

/**
 * Whose a queued message is: the keys erasure finds its pending row and its finished job by
 * (decision 275). A sign-up not yet verified is known by its uid only.
 */
export const ZMessageOwner = z.object({
  userId: z.uuid().optional(),
  prospectId: z.uuid().optional(),
  uid: z.string().min(1).max(100).optional(),
});
export type TMessageOwner = z.output<typeof ZMessageOwner>;

/**
 * What a message job carries (decision 275): identifiers, the template and the language only.
 * The address, the name, the values and the audit note's ip and user agent are read from the
 * sealed pending row when the job runs, so the job table (kept for days) holds no personal data.
 */
export const ZMailJob = ZMessageOwner.extend({
  messageId: z.uuid(),
  template: z.enum(MAIL_TEMPLATES),
  language: z.enum(LANGUAGES),
});
export type TMailJob = z.output<typeof ZMailJob>;

/** What a pending row holds besides an e-mail: an SMS's number and code, an audit note. */
export const ZHeldNote = z.object({
  to: z.string().min(3).max(320).optional(),
  code: z
    .string()
    .regex(/^\d{4,8}$/)
    .optional(),
  language: z.enum(LANGUAGES).optional(),
  audit: ZAuditNote.optional(),
});
export type THeldNote = z.output<typeof ZHeldNote>;

/**
 * Every e-mail the portal sends (DESIGN "Background work"): enqueued in the transaction that causes
 * it, sent by a worker, retried with backoff for about a day while the mail server is away.
 * Version 2: the payload names a pending row instead of carrying the message (decision 275).
 */
export const sendMailJob = defineJob({
  id: 'messaging.mail',
  version: 2,
  schema: ZMailJob,
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});

/**
 * Version 1 carried the whole message; its queue is still worked so a job enqueued before the
 * upgrade is sent, and erasure deletes such jobs by their address (decision 275).
 */
export const sendMailJobV1 = defineJob({
  id: 'messaging.mail',
  version: 1,
  schema: ZMailMessage,
  retry: { limit: 12, delaySeconds: 5, backoff: true },
  expireInSeconds: 60,
});
