import nodemailer from 'nodemailer';
import type { Database, Transaction } from '../db/database';
import type { OutboxStore } from '../outbox/outbox-store';
import { normalizeRecipient } from '../outbox/outbox-store';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  /** Becomes the Message-ID, so a receiving server can drop a copy sent again after a crash. */
  readonly idempotencyKey?: string;
}

/** DESIGN "Mail / SMS": where e-mails go. Services only know this port. */
export interface MailPort {
  readonly transport: 'smtp' | 'outbox' | 'none';
  /** True when sending is a write to this database, done in the transaction given to `send`. */
  readonly isTransactional: boolean;
  send(mail: OutgoingMail, tx?: Database | Transaction): Promise<void>;
  close(): void;
}

// nodemailer waits 2 minutes for a connection by default; a worker should give up and retry later.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP through nodemailer (SMTP_URL: smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailPort(smtpUrl: string, from: string): MailPort {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'onboarding.invalid';
  return {
    transport: 'smtp',
    isTransactional: false,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.idempotencyKey === undefined
          ? {}
          : { messageId: `<${Buffer.from(mail.idempotencyKey).toString('base64url')}@${domain}>` }),
      });
    },
    close: () => transporter.close(),
  };
}

/** Development: the message is stored and shown at /onboarding/dev/outbox. */
export function createOutboxMailPort(outbox: OutboxStore): MailPort {
  return {
    transport: 'outbox',
    isTransactional: true,
    async send(mail, tx) {
      await outbox.add(
        {
          channel: 'email',
          to: normalizeRecipient(mail.to),
          subject: mail.subject,
          text: mail.text,
        },
        tx,
      );
    },
    close() {},
  };
}

/** Production without SMTP_URL: nothing may be stored in a readable outbox, so sending fails. */
export function createUnconfiguredMailPort(): MailPort {
  return {
    transport: 'none',
    isTransactional: false,
    send() {
      return Promise.reject(new Error('SMTP_URL is not set: e-mail cannot be sent'));
    },
    close() {},
  };
}
