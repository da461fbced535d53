import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { OPERATOR_OPENING_HOURS } from '@onboarding/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { devSecretPath } from './dev-secret';
import { DEFAULT_SPAN_LIMITS } from '../../test/in-memory-tracing';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('when nothing is set but the secret, then every default applies', () => {
    const config = loadConfig({ APP_SECRET: SECRET });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '127.0.0.1',
      dataDir: resolve('data'),
      database: { driver: 'pglite', dataDir: resolve('data', 'pglite') },
      variant: 'si',
      publicUrl: 'http://localhost:3000',
      isPublicUrlDerived: true,
      logLevel: 'info',
      appSecret: SECRET,
      bodyLimitBytes: 1048576,
      trustProxy: false,
      bankSiteUrl: 'https://www.example-bank.si',
    });
    expect(config.webDistDir).toMatch(/apps\/web\/dist$/);
    expect(config.operatorDistDir).toMatch(/apps\/operator\/dist$/);
  });

  it('when in production, then it listens on every interface', () => {
    const config = loadConfig({ NODE_ENV: 'production', APP_SECRET: SECRET });
    expect(config.host).toBe('0.0.0.0');
    expect(config.isProduction).toBe(true);
  });

  it('when OPERATOR_HOURS is unset, then the spec hours apply; "always" opens on holidays too', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).operatorHours).toEqual({
      hours: OPERATOR_OPENING_HOURS,
      ignoreHolidays: false,
    });
    const always = loadConfig({ APP_SECRET: SECRET, OPERATOR_HOURS: 'always' }).operatorHours;
    expect(always.ignoreHolidays).toBe(true);
    expect(always.hours.SUNDAY).toEqual({ from: '00:00', to: '24:00' });
  });

  it('when ICE_SERVERS is unset, then none; a JSON array of RTCIceServer is taken; else one line', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).iceServers).toEqual([]);
    const servers = [
      { urls: 'stun:stun.example.net:3478' },
      { urls: ['turns:turn.example.net:443'], username: 'u', credential: 'p' },
    ];
    expect(
      loadConfig({ APP_SECRET: SECRET, ICE_SERVERS: JSON.stringify(servers) }).iceServers,
    ).toEqual(servers);
    for (const wrong of ['[{urls:', '{"urls":"stun:x"}', '[{"urls":"http://x"}]']) {
      expect(() => loadConfig({ APP_SECRET: SECRET, ICE_SERVERS: wrong })).toThrow(/ICE_SERVERS/);
    }
  });

  it('when values are given, then they are parsed', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      PORT: '0',
      HOST: '::',
      DATA_DIR: 'var/lib',
      DATABASE_URL: 'postgresql://app@db:5432/onboarding',
      DATABASE_POOL_MAX: '25',
      VARIANT: 'al',
      PUBLIC_URL: 'https://onboarding.bank.al/',
      LOG_LEVEL: 'silent',
      BODY_LIMIT_BYTES: '2048',
      TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      WEB_DIST_DIR: 'web-dist',
      BANK_SITE_URL: 'https://www.bank.al',
    });
    expect(config).toMatchObject({
      port: 0,
      host: '::',
      dataDir: resolve('var/lib'),
      database: { driver: 'postgres', url: 'postgresql://app@db:5432/onboarding', poolMax: 25 },
      variant: 'al',
      publicUrl: 'https://onboarding.bank.al',
      isPublicUrlDerived: false,
      logLevel: 'silent',
      bodyLimitBytes: 2048,
      trustProxy: ['10.0.0.0/8', '192.168.1.1'],
      webDistDir: resolve('web-dist'),
      bankSiteUrl: 'https://www.bank.al',
    });
  });

  it('when a value is empty, then the default applies', () => {
    expect(loadConfig({ APP_SECRET: SECRET, PORT: '', DATABASE_URL: ' ' })).toMatchObject({
      port: 3000,
      database: { driver: 'pglite' },
    });
  });

  it.each([
    ['PORT', 'abc', "PORT must be an integer from 0 to 65535, got 'abc'"],
    ['PORT', '70000', "PORT must be an integer from 0 to 65535, got '70000'"],
    ['PORT', '-1', "PORT must be an integer from 0 to 65535, got '-1'"],
    ['NODE_ENV', 'staging', "NODE_ENV must be one of development, production, test, got 'staging'"],
    [
      'DATABASE_URL',
      'mysql://root@db/x',
      'DATABASE_URL must be a postgres:// or postgresql:// URL or unset (embedded database), got a mysql: URL',
    ],
    ['DATABASE_POOL_MAX', '0', "DATABASE_POOL_MAX must be an integer from 1 to 1000, got '0'"],
    ['VARIANT', 'hr', "VARIANT must be one of si, al, got 'hr'"],
    [
      'PUBLIC_URL',
      'localhost:3000',
      "PUBLIC_URL must be an http:// or https:// URL, got 'localhost:3000'",
    ],
    [
      'LOG_LEVEL',
      'verbose',
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got 'verbose'",
    ],
    ['APP_SECRET', 'short', 'APP_SECRET must be at least 32 characters, got 5'],
    [
      'BODY_LIMIT_BYTES',
      '1.5',
      "BODY_LIMIT_BYTES must be an integer from 1 to 1073741824, got '1.5'",
    ],
    [
      'TRUST_PROXY',
      'yes',
      "TRUST_PROXY must be true, false or a comma-separated list of proxy addresses or CIDR ranges, got 'yes'",
    ],
    [
      'BANK_SITE_URL',
      'ftp://bank',
      "BANK_SITE_URL must be an http:// or https:// URL, got 'ftp://bank'",
    ],
    [
      'ALLOWED_ORIGINS',
      'https://console.bank.si,https://bank.si/operator',
      "ALLOWED_ORIGINS must be a comma-separated list of http(s) origins without a path, got 'https://bank.si/operator'",
    ],
    [
      'EXTRA_HOLIDAYS',
      '2026-12-24,2026-02-30',
      "EXTRA_HOLIDAYS must be a comma-separated list of YYYY-MM-DD dates, got '2026-02-30'",
    ],
    [
      'OPERATOR_HOURS',
      'MON-FRI 9-17',
      "OPERATOR_HOURS: 'MON-FRI 9-17' is not like 'MON-FRI 08:00-21:00'",
    ],
    [
      'SMTP_URL',
      'http://mail:25',
      'SMTP_URL must be an smtp:// or smtps:// URL or unset, got a http: URL',
    ],
    ['MAIL_FROM', 'bank', `MAIL_FROM must be an address or "Name <address>", got 'bank'`],
    [
      'SMS_GATEWAY_URL',
      'gateway',
      'SMS_GATEWAY_URL must be an http:// or https:// URL or unset, got a value that is not a URL',
    ],
    [
      'SESSION_IDLE_MINUTES',
      '0',
      "SESSION_IDLE_MINUTES must be an integer from 1 to 1440, got '0'",
    ],
    [
      'SESSION_ABSOLUTE_HOURS',
      'x',
      "SESSION_ABSOLUTE_HOURS must be an integer from 1 to 168, got 'x'",
    ],
    [
      'RETENTION_ABANDONED_DAYS',
      '0',
      "RETENTION_ABANDONED_DAYS must be an integer from 1 to 3650, got '0'",
    ],
    ['RETENTION_AML_YEARS', '4', "RETENTION_AML_YEARS must be an integer from 5 to 30, got '4'"],
    [
      'QUALITY_REVIEW_SHARE_PERCENT',
      '101',
      "QUALITY_REVIEW_SHARE_PERCENT must be an integer from 0 to 100, got '101'",
    ],
  ])('when %s is %j, then the problem says so clearly', (name, value, message) => {
    expect(problemsOf({ APP_SECRET: SECRET, [name]: value })).toEqual([message]);
  });

  it('when the messaging and session variables are unset, then the outbox and 15 min / 12 h apply', () => {
    expect(loadConfig({ APP_SECRET: SECRET })).toMatchObject({
      mail: { smtpUrl: undefined, from: '"Bank" <no-reply@example-bank.si>' },
      sms: { gatewayUrl: undefined },
      devOutboxEnabled: true,
      session: { idleMinutes: 15, absoluteHours: 12 },
      retention: { abandonedDays: 30, amlYears: 5 },
      qualityReview: { sharePercent: 5 },
    });
    expect(loadConfig({ APP_SECRET: SECRET, NODE_ENV: 'production' }).devOutboxEnabled).toBe(false);
  });

  it('when SMTP and the SMS gateway are set, then they are kept', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      MAIL_FROM: 'Banka <no-reply@bank.example>',
      SESSION_IDLE_MINUTES: '10',
      SESSION_ABSOLUTE_HOURS: '8',
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:secret@mail.example:465',
      from: 'Banka <no-reply@bank.example>',
    });
    expect(config.sms.gatewayUrl).toBe('https://sms.example/send');
    expect(config.session).toEqual({ idleMinutes: 10, absoluteHours: 8 });
  });

  it('when a social provider has its client id and secret, then it is on with its default issuer', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      SOCIAL_GOOGLE_CLIENT_ID: 'client',
      SOCIAL_GOOGLE_CLIENT_SECRET: 'secret',
    });
    expect(config.social).toEqual({
      google: { issuer: 'https://accounts.google.com', clientId: 'client', clientSecret: 'secret' },
      facebook: null,
      apple: null,
    });
  });

  it('when a social client id comes without its secret, then the pair is named', () => {
    expect(problemsOf({ APP_SECRET: SECRET, SOCIAL_APPLE_CLIENT_ID: 'x' })).toEqual([
      'SOCIAL_APPLE_CLIENT_ID and SOCIAL_APPLE_CLIENT_SECRET must be set together',
    ]);
  });

  it('when an SMTP URL with a password is wrong, then the problem does not repeat it', () => {
    const [problem] = problemsOf({ APP_SECRET: SECRET, SMTP_URL: 'ftp://user:pa55word@mail' });
    expect(problem).not.toContain('pa55word');
  });

  it('when a database URL carries a password, then the problem does not repeat it', () => {
    const [problem] = problemsOf({
      APP_SECRET: SECRET,
      DATABASE_URL: 'mysql://root:pa55word@db/x',
    });
    expect(problem).not.toContain('pa55word');
  });

  it('when REDIS_URL is not a redis URL, then one line says so without echoing a password', () => {
    expect(problemsOf({ APP_SECRET: SECRET, REDIS_URL: 'http://user:s3cret@cache:6379' })).toEqual([
      'REDIS_URL must be a redis:// or rediss:// URL or unset, got a http: URL',
    ]);
    expect(
      loadConfig({ APP_SECRET: SECRET, REDIS_URL: 'rediss://:pw@cache.example:6380/2' }).redisUrl,
    ).toBe('rediss://:pw@cache.example:6380/2');
  });

  it('when the S3 settings are given, then they are kept; half of a pair is named', () => {
    const config = loadConfig({
      APP_SECRET: SECRET,
      S3_ENDPOINT: 'https://s3.example.si/',
      S3_BUCKET: 'onboarding-documents',
      S3_ACCESS_KEY_ID: 'AKIA1',
      S3_SECRET_ACCESS_KEY: 'secret-key',
    });
    expect(config.s3).toEqual({
      endpoint: 'https://s3.example.si',
      bucket: 'onboarding-documents',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKIA1', secretAccessKey: 'secret-key' },
      forcePathStyle: true,
    });
    expect(loadConfig({ APP_SECRET: SECRET }).s3).toBeNull();
    expect(problemsOf({ APP_SECRET: SECRET, S3_BUCKET: 'documents' })).toEqual([
      'S3_ENDPOINT and S3_BUCKET must be set together',
    ]);
    expect(
      problemsOf({
        APP_SECRET: SECRET,
        S3_ENDPOINT: 'https://s3.example.si',
        S3_BUCKET: 'documents',
        S3_SECRET_ACCESS_KEY: 'secret-key',
      }),
    ).toEqual(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  });

  it('when an S3 setting is malformed, then each is named on its own line', () => {
    expect(
      problemsOf({
        APP_SECRET: SECRET,
        S3_ENDPOINT: 's3://bucket',
        S3_BUCKET: 'Bad_Bucket',
        S3_REGION: 'EU Central',
        S3_FORCE_PATH_STYLE: 'yes',
      }),
    ).toEqual([
      "S3_ENDPOINT must be an http:// or https:// URL, got 's3://bucket'",
      "S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens, got 'Bad_Bucket'",
      "S3_REGION must be a region name such as eu-central-1, got 'EU Central'",
      "S3_FORCE_PATH_STYLE must be one of true, false, got 'yes'",
    ]);
  });

  it('when several values are wrong, then every one is listed, one line each', () => {
    const problems = problemsOf({ PORT: 'abc', VARIANT: 'hr', NODE_ENV: 'production' });
    expect(problems).toEqual([
      "PORT must be an integer from 0 to 65535, got 'abc'",
      "VARIANT must be one of si, al, got 'hr'",
      'APP_SECRET is required in production: set at least 32 random characters',
    ]);
    expect(new ConfigError(problems).message.split('\n')).toHaveLength(4);
  });

  it('when the penny transfer settings are unset, then 1.00 to the creditor; else parsed', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).pennyTransfer).toEqual({
      amountCents: 100,
      payee: { name: 'Onboarding Bank d.d.', street: 'Slovenska cesta 1', city: '1000 Ljubljana' },
    });
    const config = loadConfig({
      APP_SECRET: SECRET,
      PENNY_TRANSFER_AMOUNT: '0,50',
      BANK_NAME: 'Banka',
      BANK_STREET: 'Trg 1',
      BANK_POSTAL_CODE: '2000',
      BANK_CITY: 'Maribor',
    });
    expect(config.pennyTransfer).toEqual({
      amountCents: 50,
      payee: { name: 'Banka d.d.', street: 'Trg 1', city: '2000 Maribor' },
    });
    expect(problemsOf({ APP_SECRET: SECRET, PENNY_TRANSFER_AMOUNT: '0' })).toHaveLength(1);
  });

  it('when the signing settings are unset, then the development CA without time-stamps; else kept', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).signing).toEqual({
      providerUrl: null,
      providerKey: null,
      tsaUrl: null,
    });
    const config = loadConfig({
      APP_SECRET: SECRET,
      SIGNING_PROVIDER_URL: 'https://qtsp.example/rest10/',
      SIGNING_PROVIDER_KEY: 'provider-key',
      TSA_URL: 'http://user:pass@tsa.example/tsr',
    });
    expect(config.signing).toEqual({
      providerUrl: 'https://qtsp.example/rest10',
      providerKey: 'provider-key',
      tsaUrl: 'http://user:pass@tsa.example/tsr',
    });
    expect(
      problemsOf({ APP_SECRET: SECRET, SIGNING_PROVIDER_URL: 'https://qtsp.example/rest10' }),
    ).toEqual(['SIGNING_PROVIDER_URL and SIGNING_PROVIDER_KEY must be set together']);
    expect(problemsOf({ APP_SECRET: SECRET, TSA_URL: 'ftp://tsa.example' })).toEqual([
      "TSA_URL must be an http:// or https:// URL, got 'ftp://tsa.example'",
    ]);
  });

  it('when the evidence seal is unset, then the development CA; else both, as PEM or a path', () => {
    expect(loadConfig({ APP_SECRET: SECRET }).evidenceSeal).toBeNull();
    const key = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----';
    expect(
      loadConfig({
        APP_SECRET: SECRET,
        EVIDENCE_SEAL_KEY: key,
        EVIDENCE_SEAL_CERTIFICATE: '/etc/bank/seal.pem',
      }).evidenceSeal,
    ).toEqual({ key, certificate: '/etc/bank/seal.pem' });
    expect(problemsOf({ APP_SECRET: SECRET, EVIDENCE_SEAL_KEY: key })).toEqual([
      'EVIDENCE_SEAL_KEY and EVIDENCE_SEAL_CERTIFICATE must be set together',
    ]);
    expect(
      problemsOf({
        APP_SECRET: SECRET,
        EVIDENCE_SEAL_KEY: 'seal.key',
        EVIDENCE_SEAL_CERTIFICATE: key,
      }),
    ).toEqual([
      'EVIDENCE_SEAL_KEY must be PEM text with a PRIVATE KEY or the absolute path of a PEM file',
      'EVIDENCE_SEAL_CERTIFICATE must be PEM text with a CERTIFICATE or the absolute path of a PEM file',
    ]);
  });

  it('when production has no APP_SECRET, then it fails', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toEqual([
      'APP_SECRET is required in production: set at least 32 random characters',
    ]);
  });

  it('when a short APP_SECRET is given, then the problem never shows the secret', () => {
    const [problem] = problemsOf({ APP_SECRET: 'hunter2hunter2' });
    expect(problem).not.toContain('hunter2');
  });
});

describe('development secret', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'onboarding-config-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('when APP_SECRET is unset in development, then one is generated, kept and reused', async () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' });
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.appSecret).toBe(first.appSecret);
    expect((await readFile(devSecretPath(dataDir), 'utf8')).trim()).toBe(first.appSecret);
    expect((await stat(devSecretPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it('when another data directory is used, then it gets another secret', async () => {
    const other = await mkdtemp(join(tmpdir(), 'onboarding-config-'));
    try {
      expect(loadConfig({ DATA_DIR: other }).appSecret).not.toBe(
        loadConfig({ DATA_DIR: dataDir }).appSecret,
      );
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });
});

describe('tracing (decision 282)', () => {
  const tracingOf = (env: Record<string, string>) =>
    loadConfig({ APP_SECRET: SECRET, ...env }).tracing;

  it('when no OTLP endpoint is set, then tracing is off', () => {
    expect(tracingOf({})).toBeNull();
  });

  it('when the base endpoint is set, then traces go to its /v1/traces under the default name', () => {
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces',
      serviceName: 'onboarding-server',
      headers: {},
      timeoutMs: 10_000,
      compression: 'none',
      resourceAttributes: {},
      sampler: { name: 'parentbased_always_on', ratio: 1 },
      batch: {
        scheduleDelayMs: 5000,
        exportTimeoutMs: 30_000,
        maxQueueSize: 2048,
        maxExportBatchSize: 512,
      },
      limits: DEFAULT_SPAN_LIMITS,
    });
  });

  it('when the traces endpoint is set too, then it is used as it is, with the service name', () => {
    expect(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.bank.example/otlp',
        OTEL_SERVICE_NAME: 'onboarding-eu',
      }),
    ).toMatchObject({
      tracesUrl: 'https://traces.bank.example/otlp',
      serviceName: 'onboarding-eu',
    });
  });

  it('when the SDK is disabled or the exporter is none, then tracing is off whatever the endpoint', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    expect(tracingOf({ ...endpoint, OTEL_SDK_DISABLED: 'true' })).toBeNull();
    expect(tracingOf({ ...endpoint, OTEL_TRACES_EXPORTER: 'none' })).toBeNull();
  });

  it('when the endpoint is not an http URL, then the configuration is refused', () => {
    expect(() => tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(ConfigError);
  });

  it('when the standard variables are set, then the sampler, headers, resource, batch and limits follow them, the traces’ own winning', () => {
    expect(
      tracingOf({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.25',
        OTEL_EXPORTER_OTLP_HEADERS: 'authorization=Bearer%20abc, x-tenant=bank',
        OTEL_EXPORTER_OTLP_TRACES_HEADERS: 'x-tenant=onboarding',
        OTEL_EXPORTER_OTLP_TIMEOUT: '4000',
        OTEL_EXPORTER_OTLP_TRACES_COMPRESSION: 'gzip',
        OTEL_RESOURCE_ATTRIBUTES: 'service.name=from-attributes,deployment.environment.name=prod',
        OTEL_BSP_MAX_QUEUE_SIZE: '100',
        OTEL_BSP_MAX_EXPORT_BATCH_SIZE: '500',
        OTEL_ATTRIBUTE_COUNT_LIMIT: '16',
        OTEL_SPAN_ATTRIBUTE_VALUE_LENGTH_LIMIT: '256',
      }),
    ).toMatchObject({
      serviceName: 'from-attributes',
      sampler: { name: 'parentbased_traceidratio', ratio: 0.25 },
      headers: { authorization: 'Bearer abc', 'x-tenant': 'onboarding' },
      timeoutMs: 4000,
      compression: 'gzip',
      resourceAttributes: { 'deployment.environment.name': 'prod' },
      batch: { maxQueueSize: 100, maxExportBatchSize: 100 },
      limits: {
        attributeCount: 16,
        attributeValueLength: 256,
        otherAttributeCount: 16,
        otherAttributeValueLength: Infinity,
      },
    });
  });

  it('when a tracing variable cannot be read, then the server does not start and says which', () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        tracingOf({ ...endpoint, ...env });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    };
    expect(problemsOf({ OTEL_TRACES_SAMPLER: 'sometimes' })).toEqual([
      expect.stringMatching(/^OTEL_TRACES_SAMPLER must be one of always_on, /),
    ]);
    expect(problemsOf({ OTEL_TRACES_SAMPLER_ARG: '1.5' })).toEqual([
      "OTEL_TRACES_SAMPLER_ARG must be a number from 0 to 1, got '1.5'",
    ]);
    expect(problemsOf({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).toEqual([
      "OTEL_EXPORTER_OTLP_PROTOCOL must be one of http/json, http/protobuf, got 'grpc'",
    ]);
    // The value may be a token: only the key is named.
    expect(problemsOf({ OTEL_EXPORTER_OTLP_HEADERS: 'authorization=%E0%A4%A' })).toEqual([
      'OTEL_EXPORTER_OTLP_HEADERS: the value of authorization is not percent-encoded correctly',
    ]);
    expect(problemsOf({ OTEL_RESOURCE_ATTRIBUTES: 'no-equals-sign' })).toEqual([
      'OTEL_RESOURCE_ATTRIBUTES must be key=value pairs separated by commas',
    ]);
  });
});
