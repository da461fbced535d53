import nodemailer from 'nodemailer';
import type { OutboxStore } from '../outbox/outbox-store';
import { normalizeRecipient } from '../outbox/outbox-store';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** DESIGN "Mail / SMS": where e-mails go. Services only know this port. */
export interface MailPort {
  readonly transport: 'smtp' | 'outbox' | 'none';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer (SMTP_URL: smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailPort(smtpUrl: string, from: string): MailPort {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    close: () => transporter.close(),
  };
}

/** Development: the message is stored and shown at /onboarding/dev/outbox. */
export function createOutboxMailPort(outbox: OutboxStore): MailPort {
  return {
    transport: 'outbox',
    async send(mail) {
      await outbox.add({
        channel: 'email',
        to: normalizeRecipient(mail.to),
        subject: mail.subject,
        text: mail.text,
      });
    },
    close() {},
  };
}

/** Production without SMTP_URL: nothing may be stored in a readable outbox, so sending fails. */
export function createUnconfiguredMailPort(): MailPort {
  return {
    transport: 'none',
    send() {
      return Promise.reject(new Error('SMTP_URL is not set: e-mail cannot be sent'));
    },
    close() {},
  };
}
