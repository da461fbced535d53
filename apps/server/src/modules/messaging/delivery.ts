import type { TCreditor, VariantId } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import { recordAudit } from '../../infra/audit/audit-log';
import type { Clock } from '../../infra/clock';
import type { SignedTokens } from '../../infra/crypto/signed-tokens';
import type { Database, Transaction } from '../../infra/db/database';
import type { JobContext } from '../../infra/jobs/job-definition';
import type { MailPort } from '../../infra/mail/mail-port';
import { renderMail } from '../../infra/mail/templates';
import type { TAuditNote, TMailMessage } from './jobs';
import type { Links } from './links';
import { isDelivered, recordDelivery } from './repository';

export type DeliverOnce = (
  effectKey: string,
  channel: 'email' | 'sms',
  isTransactional: boolean,
  send: (tx?: Database | Transaction) => Promise<void>,
  audit: TAuditNote | undefined,
) => Promise<boolean>;

/**
 * Hands a message to its transport once per effect key. A transport that writes to this database
 * (the development outbox) writes in the same transaction as the delivery record, so a crash can
 * never send twice; an external one is checked before and recorded after, so a crash in between
 * may send a second copy (with the same Message-ID or Idempotency-Key), never none.
 */
export function createDeliverOnce({
  db,
  clock,
}: {
  readonly db: Database;
  readonly clock: Clock;
}): DeliverOnce {
  return async function deliverOnce(effectKey, channel, isTransactional, send, audit) {
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
}

export interface DeliverMailDeps {
  readonly mail: MailPort;
  readonly signedTokens: SignedTokens;
  readonly links: Links;
  readonly log: FastifyBaseLogger;
  readonly creditor: TCreditor;
  readonly variant: VariantId;
}

/** Renders an e-mail (signing its link now) and sends it once per effect key. */
export function createDeliverMail(deps: DeliverMailDeps, deliverOnce: DeliverOnce) {
  const { mail, log } = deps;
  return async function deliverMail(message: TMailMessage, job: JobContext): Promise<void> {
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
  };
}
