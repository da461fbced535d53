import type { Language, TCreditor, VariantId } from '@onboarding/domain';
import type { Translate } from '@onboarding/messages';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit, type RequestContext } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { EnqueueOptions, JobQueue } from '../../infra/jobs/job-queue';
import type { MailPort } from '../../infra/mail/mail-port';
import { renderMail, translatorFor } from '../../infra/mail/templates';
import type { SmsPort } from '../../infra/sms/sms-port';
import { sendMailJob, type TAuditNote, type TMailJob } from './jobs';
import type { Links } from './links';
import { isDelivered, recordDelivery } from './repository';

export interface MessagingServiceDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly jobs: JobQueue;
  readonly mail: MailPort;
  readonly sms: SmsPort;
  readonly signedTokens: SignedTokens;
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
 * record. Only the sign-in code is sent in the request: the applicant waits for it.
 */
export function createMessagingService(deps: MessagingServiceDeps) {
  const { db, clock, jobs, mail, sms, log } = deps;

  /**
   * Hands a message to its transport once per effect key. A transport that writes to this
   * database (the development outbox) writes in the same transaction as the delivery record, so a
   * crash can never send twice; an external one is checked before and recorded after, so a crash
   * in between may send a second copy (with the same Message-ID or Idempotency-Key), never none.
   */
  const deliverOnce = async (
    effectKey: string,
    channel: 'email' | 'sms',
    isTransactional: boolean,
    send: (tx?: Database | Transaction) => Promise<void>,
    audit: TAuditNote | undefined,
  ): Promise<boolean> => {
    const writeAudit = async (tx: Database | Transaction) => {
      if (audit === undefined) return;
      const { context, ...event } = audit;
      await recordAudit(tx, context, event);
    };
    if (isTransactional) {
      return db.transaction(async (tx) => {
        if (!(await recordDelivery(tx, effectKey, channel, clock()))) return false;
        await send(tx);
        await writeAudit(tx);
        return true;
      });
    }
    if (await isDelivered(db, effectKey)) return false;
    await send();
    return db.transaction(async (tx) => {
      if (!(await recordDelivery(tx, effectKey, channel, clock()))) return false;
      await writeAudit(tx);
      return true;
    });
  };

  return {
    /** Queues an e-mail in `tx`: it is sent if and only if the transaction commits. */
    async queueMail(
      tx: Database | Transaction,
      message: TMailJob,
      options?: EnqueueOptions,
    ): Promise<void> {
      await jobs.enqueue(tx, sendMailJob, message, options);
    },

    /** The job's handler: renders the e-mail (signing its link now) and sends it once. */
    async deliverMail(message: TMailJob, job: JobContext): Promise<void> {
      const values = { ...message.values };
      if (message.signedLink !== undefined) {
        const { value, page, purpose, claims } = message.signedLink;
        values[value] = deps.links[page](await deps.signedTokens.sign(purpose, claims));
      }
      const rendered = renderMail(
        message.language,
        message.template,
        { ...values, ...(message.name === undefined ? {} : { name: message.name }) },
        deps.creditor,
        deps.variant,
        message.product,
      );
      const sent = await deliverOnce(
        job.effectKey,
        'email',
        mail.isTransactional,
        (tx) => mail.send({ to: message.to, ...rendered, idempotencyKey: job.effectKey }, tx),
        message.audit,
      );
      // The address stays out of the log; the template says which message it was.
      log.info({ template: message.template, jobId: job.jobId, sent }, 'e-mail delivered');
    },

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

    /** The sign-in code, in the request (5 s gateway timeout): without it the sign-in stops. */
    async sendLoginCode(to: string, language: Language, code: string): Promise<void> {
      const text = translatorFor(language, deps.variant)('email.sms.loginOtp', { code });
      await sms.send({ to, text });
    },
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
