import type { Language } from '@onboarding/domain';
import type { MessageValues } from '@onboarding/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { MailPort } from '../../infra/mail/mail-port';
import { renderMail, type MailTemplate, translatorFor } from '../../infra/mail/templates';
import type { SmsPort } from '../../infra/sms/sms-port';

export interface MessengerDeps {
  readonly mail: MailPort;
  readonly sms: SmsPort;
  readonly log: FastifyBaseLogger;
}

/**
 * Sends the applicant's e-mails and SMS in their language. An e-mail that cannot be sent is logged
 * and the request still succeeds: several answers must not differ by whether a mail went out
 * (no account enumeration), and the applicant can ask for it again. An SMS failure is thrown: the
 * sign-in cannot go on without the code.
 */
export function createMessenger({ mail, sms, log }: MessengerDeps) {
  return {
    async sendMail(
      to: string,
      language: Language,
      template: MailTemplate,
      values: MessageValues & { readonly name?: string },
    ): Promise<boolean> {
      const rendered = renderMail(language, template, values);
      try {
        await mail.send({ to, ...rendered });
        return true;
      } catch (error) {
        // The address stays out of the log; the template says which message failed.
        log.error({ err: error, template }, 'e-mail could not be sent');
        return false;
      }
    },

    async sendLoginCode(to: string, language: Language, code: string): Promise<void> {
      await sms.send({ to, text: translatorFor(language)('email.sms.loginOtp', { code }) });
    },
  };
}

export type Messenger = ReturnType<typeof createMessenger>;
