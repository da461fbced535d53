import { join } from 'node:path';
import { DURATIONS_MS, type TNotificationServerMessage } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../infra/clock';
import type { Config } from '../infra/config';
import { isExampleCreditor } from '../infra/config-creditor';
import { createArgon2PasswordHasher, type PasswordHasher } from '../infra/crypto/password-hasher';
import { createDataCipher, type DataCipher } from '../infra/crypto/data-cipher';
import { createSignedTokens, type SignedTokens } from '../infra/crypto/signed-tokens';
import type { Database, DatabaseHandle } from '../infra/db/database';
import { createJobQueue, type JobQueue } from '../infra/jobs/job-queue';
import {
  createOutboxMailPort,
  createSmtpMailPort,
  createUnconfiguredMailPort,
  type MailPort,
} from '../infra/mail/mail-port';
import { createTesseractMrzReader, type MrzReader } from '../infra/ocr/mrz-reader';
import { createOutboxStore, type OutboxStore } from '../infra/outbox/outbox-store';
import { createDatabaseRateLimiter, type RateLimiter } from '../infra/rate-limit/rate-limiter';
import { createDatabaseBus, type RealtimeBus } from '../infra/realtime/realtime-bus';
import { createRealtimeHub, type RealtimeHub } from '../infra/realtime/realtime-hub';
import type { SessionStore } from '../infra/session/session-store';
import { createDatabaseSessionStore } from '../modules/security/database-session-store';
import { createCachedSessionStore } from '../infra/session/cached-session-store';
import { createInvalidations, type Invalidations } from '../infra/cache/invalidations';
import {
  createHttpSmsPort,
  createOutboxSmsPort,
  createUnconfiguredSmsPort,
  type SmsPort,
} from '../infra/sms/sms-port';
import { createSigningProvider } from '../infra/signing/create-signing-provider';
import type { SigningProvider } from '../infra/signing/signing-provider';
import { createFilesystemStorage } from '../infra/storage/filesystem-storage';
import { checkAtStart } from '../infra/startup-error';
import type { StoragePort } from '../infra/storage/storage-port';
import { traced } from '../infra/telemetry/traced-object';
import { SpanKind } from '../infra/telemetry/tracing';

/**
 * The ports every service is built from (DESIGN "Composition"): one of each per app, chosen by the
 * configuration (database or Redis, filesystem or S3, SMTP or the development outbox).
 */
export interface Infra {
  readonly config: Config;
  readonly database: DatabaseHandle;
  readonly db: Database;
  readonly clock: Clock;
  readonly log: FastifyBaseLogger;
  readonly cipher: DataCipher;
  readonly storage: StoragePort;
  readonly outbox: OutboxStore;
  readonly mail: MailPort;
  readonly sms: SmsPort;
  readonly passwordHasher: PasswordHasher;
  readonly signedTokens: SignedTokens;
  readonly rateLimiter: RateLimiter;
  readonly sessionStore: SessionStore;
  readonly realtime: RealtimeHub<TNotificationServerMessage>;
  /** Tells every instance which short-lived cached reads to forget. */
  readonly invalidations: Invalidations;
  readonly jobs: JobQueue;
  readonly mrzReader: MrzReader;
  /** Certificates and PAdES signatures (decision 141): development CA or a qualified provider. */
  readonly signing: SigningProvider;
  /** Closes what the ports opened, in reverse order of opening. */
  close(): Promise<void>;
}

/** Replacements a test (or a second process role) gives instead of the configured ports. */
export interface InfraOverrides {
  readonly mail?: MailPort;
  readonly sms?: SmsPort;
  readonly mrzReader?: MrzReader;
  /** A provider that fails or records (tests of a signature that cannot be made). */
  readonly signing?: SigningProvider;
  /** Job polling and maintenance in seconds (tests of retries and crashed workers). */
  readonly jobs?: {
    readonly pollingIntervalSeconds?: number;
    readonly maintenanceIntervalSeconds?: number;
    readonly retryDelaySeconds?: number;
    readonly expireInSeconds?: number;
  };
}

function mailPortFor(config: Config, outbox: OutboxStore): MailPort {
  if (config.mail.smtpUrl !== undefined) {
    return createSmtpMailPort(config.mail.smtpUrl, config.mail.from);
  }
  return config.devOutboxEnabled ? createOutboxMailPort(outbox) : createUnconfiguredMailPort();
}

function smsPortFor(config: Config, outbox: OutboxStore): SmsPort {
  if (config.sms.gatewayUrl !== undefined) return createHttpSmsPort(config.sms.gatewayUrl);
  return config.devOutboxEnabled ? createOutboxSmsPort(outbox) : createUnconfiguredSmsPort();
}

type Closers = (() => Promise<void> | void)[];

/** Documents and PDFs: files under DATA_DIR, or an S3-compatible store when configured. */
async function storageFor(config: Config, cipher: DataCipher, closers: Closers) {
  if (config.s3 === null) {
    return createFilesystemStorage(join(config.dataDir, 'documents'), cipher);
  }
  // Loaded only when configured: the AWS SDK is hundreds of modules to read at start.
  const { createS3Storage } = await import('../infra/storage/s3-storage');
  const s3 = createS3Storage(config.s3, cipher);
  closers.push(() => s3.close());
  await checkAtStart('S3 storage (S3_ENDPOINT, S3_BUCKET) is not usable', () => s3.check());
  return s3;
}

interface SharedState {
  readonly rateLimiter: RateLimiter;
  readonly sessionStore: SessionStore;
  readonly bus: RealtimeBus;
}

/**
 * Rate limits, sessions and the realtime fan-out: in the database, or in Redis when REDIS_URL is
 * set (DESIGN §5, several instances).
 */
async function sharedStateFor(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
  closers: Closers,
): Promise<SharedState> {
  const timeouts = {
    idleMs: config.session.idleMinutes * DURATIONS_MS.minute,
    absoluteMs: config.session.absoluteHours * 60 * DURATIONS_MS.minute,
  };
  const redisUrl = config.redisUrl;
  if (redisUrl === undefined) {
    return {
      rateLimiter: createDatabaseRateLimiter(database.db, clock),
      sessionStore: createDatabaseSessionStore(database.db, timeouts),
      bus: createDatabaseBus(database),
    };
  }
  const onError = (error: Error) => log.warn({ err: error }, 'Redis connection error');
  const [
    { connectRedis },
    { createRedisRateLimiter },
    { createRedisSessionStore },
    { createRedisBus },
  ] = await Promise.all([
    import('../infra/redis/redis-client'),
    import('../infra/rate-limit/redis-rate-limiter'),
    import('../infra/session/redis-session-store'),
    import('../infra/realtime/redis-bus'),
  ]);
  const redis = await checkAtStart('REDIS_URL is not usable', () =>
    connectRedis(redisUrl, { name: 'onboarding', onError }),
  );
  // A Redis that is away cannot be asked to QUIT: the connection is then just dropped.
  closers.push(() =>
    redis.quit().then(
      () => undefined,
      () => redis.disconnect(),
    ),
  );
  return {
    rateLimiter: createRedisRateLimiter(redis, clock),
    sessionStore: createRedisSessionStore(redis, timeouts),
    bus: await checkAtStart('REDIS_URL is not usable', () => createRedisBus(redisUrl, { onError })),
  };
}

/** Mail and SMS: the configured transports, else the development outbox (outside production). */
function messagePortsFor(
  config: Config,
  outbox: OutboxStore,
  log: FastifyBaseLogger,
  overrides: InfraOverrides,
  closers: Closers,
) {
  // The calls out (SMTP, the SMS gateway) as client spans when tracing is on (decision 282).
  const mail = traced('mail', overrides.mail ?? mailPortFor(config, outbox), SpanKind.CLIENT);
  closers.push(() => mail.close());
  const sms = traced('sms', overrides.sms ?? smsPortFor(config, outbox), SpanKind.CLIENT);
  if (config.isProduction && (mail.transport === 'none' || sms.transport === 'none')) {
    log.warn('SMTP_URL or SMS_GATEWAY_URL is not set: e-mails or SMS cannot be sent in production');
  }
  if (config.isProduction && isExampleCreditor(config.creditor, config.variant)) {
    // Decision 229: the development identity is example data; documents would carry it.
    log.warn('BANK_* is partly unset: documents and e-mails name the example bank in production');
  }
  return { mail, sms };
}

export async function createInfra(
  config: Config,
  database: DatabaseHandle,
  clock: Clock,
  log: FastifyBaseLogger,
  overrides: InfraOverrides = {},
): Promise<Infra> {
  const closers: Closers = [];
  try {
    const db = database.db;
    const cipher = createDataCipher(config.appSecret);
    const outbox = createOutboxStore(db, clock);
    const { mail, sms } = messagePortsFor(config, outbox, log, overrides, closers);
    const storage = traced('storage', await storageFor(config, cipher, closers), SpanKind.CLIENT);
    const shared = await sharedStateFor(config, database, clock, log, closers);
    closers.push(() => shared.bus.close());
    const realtime = createRealtimeHub<TNotificationServerMessage>(shared.bus, log);
    await realtime.start();
    const invalidations = createInvalidations(database);
    await invalidations.start();
    closers.push(() => invalidations.stop());
    const mrzReader = overrides.mrzReader ?? createTesseractMrzReader({ clock });
    closers.push(() => mrzReader.close());
    return {
      config,
      database,
      db,
      clock,
      log,
      cipher,
      storage,
      outbox,
      mail,
      sms,
      passwordHasher: await createArgon2PasswordHasher(),
      signedTokens: createSignedTokens(config.appSecret, clock),
      rateLimiter: shared.rateLimiter,
      sessionStore: createCachedSessionStore(shared.sessionStore, invalidations, db),
      invalidations,
      realtime,
      jobs: createJobQueue({
        database,
        log,
        pollingIntervalSeconds: overrides.jobs?.pollingIntervalSeconds,
        maintenanceIntervalSeconds: overrides.jobs?.maintenanceIntervalSeconds,
        queueTimings: overrides.jobs,
      }),
      mrzReader,
      signing: traced(
        'signing',
        overrides.signing ??
          (await checkAtStart('The signing CA in DATA_DIR/signing cannot be used', () =>
            createSigningProvider({ config, db, cipher, clock, log }),
          )),
        SpanKind.CLIENT,
      ),
      async close() {
        for (const close of closers.reverse()) await close();
      },
    };
  } catch (error) {
    for (const close of closers.reverse()) await Promise.resolve(close()).catch(() => undefined);
    throw error;
  }
}
