import fp from 'fastify-plugin';
import type { Clock } from '../../infra/clock';
import type { Config } from '../../infra/config';
import {
  createArgon2PasswordHasher,
  type PasswordHasher,
} from '../../infra/crypto/password-hasher';
import { createSignedTokens, type SignedTokens } from '../../infra/crypto/signed-tokens';
import {
  createOutboxMailPort,
  createSmtpMailPort,
  createUnconfiguredMailPort,
  type MailPort,
} from '../../infra/mail/mail-port';
import { createOutboxStore, type OutboxStore } from '../../infra/outbox/outbox-store';
import { createRateLimiter, type RateLimiter } from '../../infra/rate-limit/rate-limiter';
import {
  createHttpSmsPort,
  createOutboxSmsPort,
  createUnconfiguredSmsPort,
  type SmsPort,
} from '../../infra/sms/sms-port';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    mail: MailPort;
    sms: SmsPort;
    outbox: OutboxStore;
    passwordHasher: PasswordHasher;
    signedTokens: SignedTokens;
    rateLimiter: RateLimiter;
  }
}

export interface PortsPluginOptions {
  readonly config: Config;
  readonly clock: Clock;
  /** Replace the configured transports (tests that make a transport fail). */
  readonly mail?: MailPort;
  readonly sms?: SmsPort;
}

function mailPortFor(config: Config, outbox: OutboxStore): MailPort {
  if (config.mail.smtpUrl !== undefined)
    return createSmtpMailPort(config.mail.smtpUrl, config.mail.from);
  return config.devOutboxEnabled ? createOutboxMailPort(outbox) : createUnconfiguredMailPort();
}

function smsPortFor(config: Config, outbox: OutboxStore): SmsPort {
  if (config.sms.gatewayUrl !== undefined) return createHttpSmsPort(config.sms.gatewayUrl);
  return config.devOutboxEnabled ? createOutboxSmsPort(outbox) : createUnconfiguredSmsPort();
}

/**
 * The ports of DESIGN "Mail / SMS" and the security helpers every module shares: clock, mail, SMS,
 * the development outbox, password hashing, signed tokens and rate limits.
 */
export const portsPlugin = fp<PortsPluginOptions>(
  async (app, options) => {
    const { config, clock } = options;
    const outbox = createOutboxStore(app.database.db, clock);
    const mail = options.mail ?? mailPortFor(config, outbox);
    const sms = options.sms ?? smsPortFor(config, outbox);
    if (config.isProduction && (mail.transport === 'none' || sms.transport === 'none')) {
      app.log.warn(
        'SMTP_URL or SMS_GATEWAY_URL is not set: e-mails or SMS cannot be sent in production',
      );
    }
    app.decorate('clock', clock);
    app.decorate('outbox', outbox);
    app.decorate('mail', mail);
    app.decorate('sms', sms);
    app.decorate('passwordHasher', await createArgon2PasswordHasher());
    app.decorate('signedTokens', createSignedTokens(config.appSecret, clock));
    app.decorate('rateLimiter', createRateLimiter(app.database.db, clock));
    app.addHook('onClose', () => mail.close());
  },
  { name: 'ports', dependencies: ['db'] },
);
