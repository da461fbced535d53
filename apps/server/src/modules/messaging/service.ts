import type { Language, TCreditor, VariantId } from '@onboarding/domain';
import type { Translate } from '@onboarding/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { DataCipher } from '../../infra/crypto/data-cipher';
import type { SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { EnqueueOptions, JobQueue } from '../../infra/jobs/job-queue';
import type { MailPort } from '../../infra/mail/mail-port';
import { translatorFor } from '../../infra/mail/templates';
import type { SmsPort } from '../../infra/sms/sms-port';
import {
  sendMailJob,
  type TAuditNote,
  type THeldNote,
  type TMailJob,
  type TMailMessage,
  type TMessageOwner,
  ZHeldNote,
  ZMailMessage,
} from './jobs';
import type { Links } from './links';
import { createDeliverMail, createDeliverOnce } from './delivery';
import { createPendingMessages } from './pending-messages';

export interface MessagingServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly mail: MailPort;
  readonly sms: SmsPort;
  readonly signedTokens: SignedTokens;
  /** Seals the pending messages (decision 275). */
  readonly cipher: DataCipher;
  readonly links: Links;
  readonly log: FastifyBaseLogger;
  /** The bank's identity (decision 229): the signature of every e-mail. */
  readonly creditor: TCreditor;
  /** The server's variant: its text patches apply to every e-mail and SMS (decision 159). */
  readonly variant: VariantId;
}

/** The audit note of a message, from the request that caused it. */
export function auditNote(context: RequestContext, event: Omit<TAuditNote, 'context'>): TAuditNote {
  return { ...event, context: { ...context } };
}

/**
 * The applicant's e-mails and SMS (DESIGN "Mail / SMS", "Background work"). Services queue a
 * message in the transaction that causes it; a job sends it, once, and only then writes its audit
 * record. What a message needs beyond identifiers (address, name, values, code, the audit note's
 * ip and user agent) waits sealed in `pending_messages`, never in the job (decision 275).
 */
export function createMessagingService(deps: MessagingServiceDeps) {
  const { jobs, sms, log } = deps;
  const pending = createPendingMessages(deps);

  const deliverOnce = createDeliverOnce(deps);
  const deliverMail = createDeliverMail(deps, deliverOnce);

  return {
    /**
     * Queues an e-mail in `tx`: it is sent if and only if the transaction commits. The message waits
     * sealed in a pending row of `owner`; the job carries its id, template and language only.
     */
    async queueMail(
      tx: Database | Transaction,
      owner: TMessageOwner,
      message: TMailMessage,
      options?: EnqueueOptions,
    ): Promise<void> {
      const messageId = await pending.hold(tx, owner, ZMailMessage.parse(message));
      const payload: TMailJob = {
        ...owner,
        messageId,
        template: message.template,
        language: message.language,
      };
      await jobs.enqueue(tx, sendMailJob, payload, options);
    },

    /** The job's handler: reads the pending message, sends it once, then deletes the row. */
    async deliverQueuedMail(payload: TMailJob, job: JobContext): Promise<void> {
      const body = await pending.open(payload.messageId);
      if (body === null) {
        // Sent by an earlier run, or erased with the applicant before it ran.
        log.info({ template: payload.template, jobId: job.jobId }, 'e-mail no longer pending');
        return;
      }
      await deliverMail(ZMailMessage.parse(body), job);
      await pending.drop(payload.messageId);
    },

    /** Sends an e-mail a job wrote itself (the password reset; a job of the first version). */
    deliverMail,

    /**
     * Keeps what a job of another module must not carry (an SMS's number or code, an audit note
     * with ip and user agent) sealed in a pending row of `owner`; the job carries the returned id.
     */
    hold: (tx: Database | Transaction, owner: TMessageOwner, note: THeldNote): Promise<string> =>
      pending.hold(tx, owner, ZHeldNote.parse(note)),

    /** A held note; null when its message was sent already or the applicant was erased. */
    async readHeld(id: string): Promise<THeldNote | null> {
      const body = await pending.open(id);
      return body === null ? null : ZHeldNote.parse(body);
    },

    /** Deletes a held note once its message went out (or will never go). */
    dropHeld: (id: string): Promise<void> => pending.drop(id),

    /** An SMS of a job (the hand-off link): sent once per effect key, audited when sent. */
    async deliverSms(
      effectKey: string,
      message: { readonly to: string; readonly text: string },
      audit?: TAuditNote,
    ): Promise<boolean> {
      return deliverOnce(
        effectKey,
        'sms',
        sms.isTransactional,
        (tx) => sms.send({ ...message, idempotencyKey: effectKey }, tx),
        audit,
      );
    },

    /** The texts of the server's variant in a language, for an SMS or a part of an e-mail. */
    texts: (language: Language): Translate => translatorFor(language, deps.variant),
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
