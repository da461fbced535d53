import { resolve } from 'node:path';
import {
  accountNumberingOf,
  DEFAULT_DEPOSIT_RATE_TABLES,
  type OpeningHours,
  type TCreditor,
  type TDepositRateTables,
  type VariantId,
} from '@onboarding/domain';
import { creditorOf, payeeOf } from './config-creditor';
import { ZEnv, type EnvVars, type LogLevel, type NodeEnv } from './config-env';
import { MIN_APP_SECRET_LENGTH, type IceServer, type TrustProxy } from './config-parsers';
import { deriveSearchIndexKey } from './crypto/blind-index';
import { devSecretPath, readOrCreateDevSecret } from './dev-secret';
import { type TracingConfig, tracingOf } from './telemetry/tracing-config';
import { defaultOperatorDistDir, defaultWebDistDir } from './paths';

// Habit 9 of STYLE.md: this is the only module that reads process.env. Everything else receives
// the parsed Config, so a wrong value fails at boot with a list, never halfway through a request.
// The variables, their defaults and their parsers are in config-env.ts and config-parsers.ts; this
// module turns them into the Config the rest of the server imports from here.

export { LOG_LEVELS, NODE_ENVS, type LogLevel, type NodeEnv } from './config-env';
export { MIN_APP_SECRET_LENGTH, type IceServer, type TrustProxy } from './config-parsers';

export type DatabaseConfig =
  | { readonly driver: 'pglite'; readonly dataDir: string }
  | { readonly driver: 'postgres'; readonly url: string; readonly poolMax: number };

export interface Config {
  readonly nodeEnv: NodeEnv;
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly variant: VariantId;
  /** Origin the applicant's browser uses, without a trailing slash. */
  readonly publicUrl: string;
  /** True when PUBLIC_URL was not set and publicUrl was derived from PORT. */
  readonly isPublicUrlDerived: boolean;
  /** Origins besides PUBLIC_URL's whose pages may make state-changing calls (decision 154). */
  readonly allowedOrigins: readonly string[];
  readonly logLevel: LogLevel;
  readonly appSecret: string;
  /** The blind index key of the case search (decision 263); SEARCH_INDEX_KEY or derived. */
  readonly searchIndexKey: string;
  readonly bodyLimitBytes: number;
  readonly trustProxy: TrustProxy;
  readonly webDistDir: string;
  readonly operatorDistDir: string;
  /** The bank's public web site (BANK_SITE_URL): the creditor's web address. */
  readonly bankSiteUrl: string;
  /**
   * The bank's identity (decision 229): the creditor every document, e-mail and payment order
   * names, from the BANK_* variables over the variant's development defaults.
   */
  readonly creditor: TCreditor;
  /** The bank's own closing days (YYYY-MM-DD) besides the variant's public holidays. */
  readonly extraHolidays: readonly string[];
  /** The video operators' hours (spec 1 §9 by default) and whether holidays close them. */
  readonly operatorHours: { readonly hours: OpeningHours; readonly ignoreHolidays: boolean };
  /** STUN/TURN servers handed to both browsers of a video call (RTCIceServer); none by default. */
  readonly iceServers: readonly IceServer[];
  /** An external remote-identification provider's base URL (decision 133); null: the built-in one. */
  readonly remoteIdProviderUrl: string | null;
  /** The face match hint of the call, computed in the operator's browser (decision 291). */
  readonly faceAnalysis: boolean;
  /** Signatures (decision 141): a qualified provider when providerUrl is set, else the dev CA. */
  readonly signing: {
    readonly providerUrl: string | null;
    readonly providerKey: string | null;
    /** RFC 3161 time-stamping authority for PAdES B-T; null: B-B, no time-stamp. */
    readonly tsaUrl: string | null;
  };
  /** The evidence exports' seal key and certificate, PEM or path (decision 151); null: dev CA's. */
  readonly evidenceSeal: { readonly key: string; readonly certificate: string } | null;
  /** The si sort code or the al bank code new accounts are numbered under (decisions 140, 237). */
  readonly bankSortCode: string;
  /** The penny transfer (decision 143): its amount and the payee (the creditor) the applicant pays. */
  readonly pennyTransfer: {
    readonly amountCents: number;
    readonly payee: { readonly name: string; readonly street: string; readonly city: string };
  };
  /** The payment feed's HMAC-SHA256 key (decision 143, "Feed adapter"); null: no feed route. */
  readonly paymentsFeed: { readonly secret: string | null };
  /** The day deposit (decision 232): its rate tables, from DEPOSIT_RATES_PATH or the defaults. */
  readonly deposits: { readonly rateTables: TDepositRateTables };
  /**
   * The archive the signed contracts are handed to (uploadsigneddocuments): an HTTP archive at
   * `url` (PUT, `Authorization: Bearer token` when set), or files under DATA_DIR/archive when null.
   */
  readonly documentArchive: { readonly url: string | null; readonly token: string | null };
  readonly tracing: TracingConfig | null;
  /** Outgoing e-mail: SMTP when smtpUrl is set, otherwise the development outbox. */
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  /**
   * Outgoing SMS: an HTTP gateway when gatewayUrl is set, otherwise the development outbox; at most
   * perSourcePerHour SMS to applicants per client address and hour (decision 161).
   */
  readonly sms: { readonly gatewayUrl: string | undefined; readonly perSourcePerHour: number };
  /** True outside production: messages without a configured transport are kept and shown. */
  readonly devOutboxEnabled: boolean;
  /** The bearer token of /metrics and the API docs in production; null: they answer 404 (decision 168). */
  readonly internalsToken: string | null;
  readonly session: { readonly idleMinutes: number; readonly absoluteHours: number };
  /** Retention (decision 152): days of inactivity after which an application is abandoned; AML years. */
  readonly retention: { readonly abandonedDays: number; readonly amlYears: number };
  /** The share of decided calls drawn for quality review, in per cent (decision 269). */
  readonly qualityReview: { readonly sharePercent: number };
  /** OpenID Connect providers for social sign-up; null when not configured (decision 048). */
  readonly social: Readonly<Record<SocialProvider, SocialProviderConfig | null>>;
  /** Sessions, rate limits and realtime fan-out in Redis when set; the database otherwise. */
  readonly redisUrl: string | undefined;
  /** Sealed documents and PDFs in S3-compatible storage when set; files under DATA_DIR otherwise. */
  readonly s3: S3Config | null;
  /** The salary statement by open banking (decision 148). */
  readonly openBanking: OpenBankingConfig;
}

/** OPEN_BANKING_*, SALTEDGE_*: who answers the bank connections, and how long we wait. */
export interface OpenBankingConfig {
  /** null: none (production without OPEN_BANKING_PROVIDER); bank connections are not offered. */
  readonly provider: 'sandbox' | 'saltedge' | null;
  readonly timeoutMs: number;
  /** Set when provider is saltedge. */
  readonly saltEdge: {
    readonly baseUrl: string;
    readonly appId: string;
    readonly secret: string;
  } | null;
}

export interface S3Config {
  readonly endpoint: string;
  readonly bucket: string;
  readonly region: string;
  /** Both or neither: without them the AWS SDK's default chain (environment, instance role). */
  readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | null;
  /** Path-style addresses (endpoint/bucket/key), which MinIO, Ceph and most local stores need. */
  readonly forcePathStyle: boolean;
}

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export interface SocialProviderConfig {
  /** Discovery is read from `${issuer}/.well-known/openid-configuration`. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

const SOCIAL_DEFAULT_ISSUERS: Readonly<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
  apple: 'https://appleid.apple.com',
};

/** A configuration that cannot start the server; `problems` has one line per wrong variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type RawEnv = Record<string, string | undefined>;

/** Parses the environment once at boot; throws ConfigError listing every wrong variable. */
export function loadConfig(env: RawEnv): Config {
  const raw = presentValues(env);
  const parsed = ZEnv.safeParse(raw);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
  problems.push(...combinationProblems(raw));
  if (env.BANK_PAYEE?.trim()) {
    // Decision 229: silently ignoring it would print the default bank on the payment orders.
    problems.push(
      'BANK_PAYEE is no longer read: set BANK_NAME, BANK_STREET, BANK_POSTAL_CODE and BANK_CITY',
    );
  }
  if (parsed.success && parsed.data.BANK_SORT_CODE !== undefined) {
    const problem = accountNumberingOf(parsed.data.VARIANT).bankCodeProblem(
      parsed.data.BANK_SORT_CODE,
    );
    if (problem !== null) problems.push(problem);
  }
  const identity = parsed.success ? creditorOf(parsed.data, parsed.data.VARIANT) : null;
  problems.push(...(identity?.problems ?? []));
  if (!parsed.success || identity === null || problems.length > 0) throw new ConfigError(problems);
  return configOf(parsed.data, identity.creditor);
}

/** The process environment, for main.ts (the one caller that starts from the real environment). */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}

/** The schema's variables, trimmed. */
function presentValues(env: RawEnv): RawEnv {
  // An empty value (FOO= in an env file) means "use the default", as with most twelve-factor apps.
  const raw: RawEnv = {};
  for (const key of ENV_KEYS) {
    const value = env[key]?.trim();
    raw[key] = value === '' ? undefined : value;
  }
  return raw;
}

const ENV_KEYS = Object.keys(ZEnv.shape) as (keyof typeof ZEnv.shape)[];

/** What no variable shows on its own: one that needs another, two that go together. */
function combinationProblems(raw: RawEnv): string[] {
  const problems: string[] = [];
  if (raw.NODE_ENV === 'production' && raw.APP_SECRET === undefined) {
    problems.push(
      `APP_SECRET is required in production: set at least ${MIN_APP_SECRET_LENGTH} random characters`,
    );
  }
  for (const provider of SOCIAL_PROVIDERS) {
    const prefix = `SOCIAL_${provider.toUpperCase()}`;
    if (
      (raw[`${prefix}_CLIENT_ID`] === undefined) !==
      (raw[`${prefix}_CLIENT_SECRET`] === undefined)
    ) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    }
  }
  if ((raw.S3_ENDPOINT === undefined) !== (raw.S3_BUCKET === undefined)) {
    problems.push('S3_ENDPOINT and S3_BUCKET must be set together');
  }
  if ((raw.S3_ACCESS_KEY_ID === undefined) !== (raw.S3_SECRET_ACCESS_KEY === undefined)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if ((raw.SIGNING_PROVIDER_URL === undefined) !== (raw.SIGNING_PROVIDER_KEY === undefined)) {
    problems.push('SIGNING_PROVIDER_URL and SIGNING_PROVIDER_KEY must be set together');
  }
  if ((raw.EVIDENCE_SEAL_KEY === undefined) !== (raw.EVIDENCE_SEAL_CERTIFICATE === undefined)) {
    problems.push('EVIDENCE_SEAL_KEY and EVIDENCE_SEAL_CERTIFICATE must be set together');
  }
  if (
    raw.OPEN_BANKING_PROVIDER === 'saltedge' &&
    (raw.SALTEDGE_APP_ID === undefined || raw.SALTEDGE_SECRET === undefined)
  ) {
    problems.push('OPEN_BANKING_PROVIDER=saltedge needs SALTEDGE_APP_ID and SALTEDGE_SECRET');
  }
  return problems;
}

/** The Config of variables that parsed and go together. */
function configOf(vars: EnvVars, creditor: TCreditor): Config {
  const isProduction = vars.NODE_ENV === 'production';
  const dataDir = vars.DATA_DIR ?? resolve('data');
  const appSecret = vars.APP_SECRET ?? devSecretOrFail(dataDir);

  return {
    nodeEnv: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    host: vars.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    database:
      vars.DATABASE_URL === undefined
        ? { driver: 'pglite', dataDir: resolve(dataDir, 'pglite') }
        : { driver: 'postgres', url: vars.DATABASE_URL, poolMax: vars.DATABASE_POOL_MAX },
    variant: vars.VARIANT,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    isPublicUrlDerived: vars.PUBLIC_URL === undefined,
    allowedOrigins: vars.ALLOWED_ORIGINS,
    logLevel: vars.LOG_LEVEL,
    appSecret,
    searchIndexKey: vars.SEARCH_INDEX_KEY ?? deriveSearchIndexKey(appSecret),
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: vars.WEB_DIST_DIR ?? defaultWebDistDir,
    operatorDistDir: vars.OPERATOR_DIST_DIR ?? defaultOperatorDistDir,
    bankSiteUrl: creditor.web,
    creditor,
    extraHolidays: vars.EXTRA_HOLIDAYS,
    operatorHours: vars.OPERATOR_HOURS,
    iceServers: vars.ICE_SERVERS,
    remoteIdProviderUrl: vars.REMOTE_ID_PROVIDER_URL ?? null,
    faceAnalysis: vars.FACE_ANALYSIS === 'on',
    signing: {
      providerUrl: vars.SIGNING_PROVIDER_URL ?? null,
      providerKey: vars.SIGNING_PROVIDER_KEY ?? null,
      tsaUrl: vars.TSA_URL ?? null,
    },
    evidenceSeal:
      vars.EVIDENCE_SEAL_KEY === undefined || vars.EVIDENCE_SEAL_CERTIFICATE === undefined
        ? null
        : { key: vars.EVIDENCE_SEAL_KEY, certificate: vars.EVIDENCE_SEAL_CERTIFICATE },
    bankSortCode: vars.BANK_SORT_CODE ?? accountNumberingOf(vars.VARIANT).exampleBankCode,
    pennyTransfer: {
      amountCents: Math.round(Number(vars.PENNY_TRANSFER_AMOUNT.replace(',', '.')) * 100),
      payee: payeeOf(creditor),
    },
    paymentsFeed: { secret: vars.PAYMENTS_FEED_SECRET ?? null },
    deposits: {
      rateTables: vars.DEPOSIT_RATES_PATH ?? [...DEFAULT_DEPOSIT_RATE_TABLES[vars.VARIANT]],
    },
    documentArchive: { url: vars.ARCHIVE_URL ?? null, token: vars.ARCHIVE_TOKEN ?? null },
    tracing: tracingOf(vars),
    mail: { smtpUrl: vars.SMTP_URL, from: vars.MAIL_FROM },
    sms: { gatewayUrl: vars.SMS_GATEWAY_URL, perSourcePerHour: vars.SMS_PER_SOURCE_PER_HOUR },
    devOutboxEnabled: !isProduction,
    internalsToken: vars.INTERNALS_TOKEN ?? null,
    session: {
      idleMinutes: vars.SESSION_IDLE_MINUTES,
      absoluteHours: vars.SESSION_ABSOLUTE_HOURS,
    },
    retention: {
      abandonedDays: vars.RETENTION_ABANDONED_DAYS,
      amlYears: vars.RETENTION_AML_YEARS,
    },
    qualityReview: { sharePercent: vars.QUALITY_REVIEW_SHARE_PERCENT },
    social: socialConfig(vars),
    redisUrl: vars.REDIS_URL,
    s3: s3Config(vars),
    openBanking: openBankingConfig(vars, isProduction),
  };
}

function socialConfig(vars: EnvVars): Config['social'] {
  return {
    google: socialProvider(vars, 'google'),
    facebook: socialProvider(vars, 'facebook'),
    apple: socialProvider(vars, 'apple'),
  };
}

function openBankingConfig(vars: EnvVars, isProduction: boolean): OpenBankingConfig {
  // The sandbox's test banks never answer for real money: in production only when asked for.
  const provider = vars.OPEN_BANKING_PROVIDER ?? (isProduction ? null : 'sandbox');
  return {
    provider,
    timeoutMs: vars.OPEN_BANKING_TIMEOUT_MS,
    saltEdge:
      provider === 'saltedge' &&
      vars.SALTEDGE_APP_ID !== undefined &&
      vars.SALTEDGE_SECRET !== undefined
        ? {
            baseUrl: vars.SALTEDGE_BASE_URL ?? 'https://www.saltedge.com/api/v5',
            appId: vars.SALTEDGE_APP_ID,
            secret: vars.SALTEDGE_SECRET,
          }
        : null,
  };
}

function s3Config(vars: EnvVars): S3Config | null {
  if (vars.S3_ENDPOINT === undefined || vars.S3_BUCKET === undefined) return null;
  return {
    endpoint: vars.S3_ENDPOINT,
    bucket: vars.S3_BUCKET,
    region: vars.S3_REGION,
    credentials:
      vars.S3_ACCESS_KEY_ID === undefined || vars.S3_SECRET_ACCESS_KEY === undefined
        ? null
        : { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY },
    forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
  };
}

/** A provider's SOCIAL_{NAME}_* variables; null unless both its client id and secret are set. */
function socialProvider(vars: EnvVars, provider: SocialProvider): SocialProviderConfig | null {
  const name = provider.toUpperCase() as Uppercase<SocialProvider>;
  const clientId = vars[`SOCIAL_${name}_CLIENT_ID`];
  const clientSecret = vars[`SOCIAL_${name}_CLIENT_SECRET`];
  if (clientId === undefined || clientSecret === undefined) return null;
  const issuer = vars[`SOCIAL_${name}_ISSUER`] ?? SOCIAL_DEFAULT_ISSUERS[provider];
  return { issuer, clientId, clientSecret };
}

function devSecretOrFail(dataDir: string): string {
  try {
    return readOrCreateDevSecret(dataDir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      `APP_SECRET is unset and ${devSecretPath(dataDir)} cannot be read or created (${reason}); ` +
        'set APP_SECRET or a writable DATA_DIR',
    ]);
  }
}
