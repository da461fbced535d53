import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  OPERATOR_OPENING_HOURS,
  VARIANT_IDS,
  isCalendarDate,
  parseOperatorHours,
  type OpeningHours,
  type VariantId,
} from '@onboarding/domain';
import { z } from 'zod';
import { devSecretPath, readOrCreateDevSecret } from './dev-secret';
import { defaultOperatorDistDir, defaultWebDistDir } from './paths';

// Habit 9 of STYLE.md: this is the only module that reads process.env. Everything else receives
// the parsed Config, so a wrong value fails at boot with a list, never halfway through a request.

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MIN_APP_SECRET_LENGTH = 32;

export type DatabaseConfig =
  | { readonly driver: 'pglite'; readonly dataDir: string }
  | { readonly driver: 'postgres'; readonly url: string; readonly poolMax: number };

export type TrustProxy = boolean | readonly string[];

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
  readonly bodyLimitBytes: number;
  readonly trustProxy: TrustProxy;
  readonly webDistDir: string;
  readonly operatorDistDir: string;
  readonly bankSiteUrl: string;
  /** The bank's own closing days (YYYY-MM-DD) besides the variant's public holidays. */
  readonly extraHolidays: readonly string[];
  /** The video operators' hours (spec 1 §9 by default) and whether holidays close them. */
  readonly operatorHours: { readonly hours: OpeningHours; readonly ignoreHolidays: boolean };
  /** STUN/TURN servers handed to both browsers of a video call (RTCIceServer); none by default. */
  readonly iceServers: readonly IceServer[];
  /** An external remote-identification provider's base URL (decision 133); null: the built-in one. */
  readonly remoteIdProviderUrl: string | null;
  /** Signatures (decision 141): a qualified provider when providerUrl is set, else the dev CA. */
  readonly signing: {
    readonly providerUrl: string | null;
    readonly providerKey: string | null;
    /** RFC 3161 time-stamping authority for PAdES B-T; null: B-B, no time-stamp. */
    readonly tsaUrl: string | null;
  };
  /**
   * The seal of the case evidence exports (decision 151): a private key and its certificate (PEM
   * text or a file path each); null: a seal certificate issued by the development CA.
   */
  readonly evidenceSeal: { readonly key: string; readonly certificate: string } | null;
  /** The bank's five-digit Slovenian sort code: the new accounts' IBANs start with it. */
  readonly bankSortCode: string;
  /** The penny transfer (decision 143): its amount and the payee the applicant pays. */
  readonly pennyTransfer: {
    readonly amountCents: number;
    readonly payee: { readonly name: string; readonly street: string; readonly city: string };
  };
  /**
   * The bank's incoming-payment feed over HTTP (decision 143, "Feed adapter"): the HMAC-SHA256 key
   * of its requests; null: the route does not exist.
   */
  readonly paymentsFeed: { readonly secret: string | null };
  /**
   * The archive the signed contracts are handed to (uploadsigneddocuments): an HTTP archive at
   * `url` (PUT, `Authorization: Bearer token` when set), or files under DATA_DIR/archive when null.
   */
  readonly documentArchive: { readonly url: string | null; readonly token: string | null };
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

/** One RTCIceServer as the browser takes it (ICE_SERVERS). */
export interface IceServer {
  readonly urls: string | readonly string[];
  readonly username?: string;
  readonly credential?: string;
}

const ICE_URL = z
  .string()
  .regex(/^(stuns?|turns?):[^\s]+$/, 'a stun:, stuns:, turn: or turns: URL');
const ZIceServers = z.array(
  z
    .object({
      urls: z.union([ICE_URL, z.array(ICE_URL).min(1)]),
      username: z.string().optional(),
      credential: z.string().optional(),
    })
    .strict(),
);

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

function fail(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function integer(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) {
        return fail(ctx, `${name} must be an integer from ${min} to ${max}, got '${raw}'`);
      }
      return value;
    });
}

function oneOf<const T extends readonly string[]>(name: string, values: T, fallback: T[number]) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[number] => {
      if (raw === undefined) return fallback;
      if (!values.includes(raw))
        return fail(ctx, `${name} must be one of ${values.join(', ')}, got '${raw}'`);
      return raw;
    });
}

/** An optional secret of at least MIN_APP_SECRET_LENGTH characters; its value is never echoed. */
function optionalSecret(name: string) {
  return z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      if (raw !== undefined && raw.length < MIN_APP_SECRET_LENGTH) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be at least ${MIN_APP_SECRET_LENGTH} characters, got ${raw.length}`,
        });
      }
    });
}

/**
 * PEM text (with its BEGIN line of `label`), or the absolute path of a PEM file, read when it is
 * first used. Not `optionalSecret()`: a path is no secret of its own and may be short.
 */
function pemOrPath(name: string, label: 'PRIVATE KEY' | 'CERTIFICATE') {
  return z
    .string()
    .optional()
    .superRefine((raw, ctx) => {
      if (raw === undefined) return;
      const isPem = raw.includes('-----BEGIN ');
      if (isPem ? !raw.includes(label) : !raw.startsWith('/')) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} must be PEM text with a ${label} or the absolute path of a PEM file`,
        });
      }
    });
}

function httpUrl(name: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (!isHttpUrl(raw)) {
        return fail(ctx, `${name} must be an http:// or https:// URL, got '${raw}'`);
      }
      return raw.replace(/\/+$/, '');
    });
}

function isHttpUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isUrlWithProtocol(raw: string, protocols: readonly string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

function schemeOf(raw: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1];
  return scheme === undefined ? 'a value that is not a URL' : `a ${scheme}: URL`;
}

function directory() {
  return z
    .string()
    .optional()
    .transform((raw) => (raw === undefined ? undefined : resolve(raw)));
}

function parseTrustProxy(raw: string): TrustProxy | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => isIP(entry.split('/')[0] ?? '') !== 0;
  return entries.every(isAddress) ? entries : undefined;
}

/**
 * The environment variables of the server. Every one is optional except APP_SECRET in production;
 * an empty value counts as unset. The README's configuration table is copied from these comments.
 */
const ZEnv = z.object({
  /** Default 3000. TCP port to listen on; 0 picks any free port. */
  PORT: integer('PORT', 0, 65535, 3000),
  /** Default 127.0.0.1 in development and test, 0.0.0.0 in production. Interface to listen on. */
  HOST: z.string().optional(),
  /**
   * Default development. One of development, production, test; production turns on HSTS,
   * requires APP_SECRET and hides the development outbox.
   */
  NODE_ENV: oneOf('NODE_ENV', NODE_ENVS, 'development'),
  /**
   * Default ./data, resolved against the current directory. Holds the embedded database, the
   * development secret and (later) stored files.
   */
  DATA_DIR: directory(),
  /**
   * Default unset: the embedded PGlite database under DATA_DIR/pglite. A postgres:// or
   * postgresql:// URL uses PostgreSQL through a node-postgres pool; anything else is an error.
   */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^postgres(ql)?:\/\//.test(raw)) return raw;
      // Only the scheme is echoed: the rest of a database URL usually holds a password.
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw)?.[1];
      const got = scheme === undefined ? 'a value that is not a URL' : `a ${scheme}: URL`;
      return fail(
        ctx,
        `DATABASE_URL must be a postgres:// or postgresql:// URL or unset (embedded database), got ${got}`,
      );
    }),
  /** Default 10. Largest number of PostgreSQL connections in the pool (unused on PGlite). */
  DATABASE_POOL_MAX: integer('DATABASE_POOL_MAX', 1, 1000, 10),
  /** Default si. Country variant: si (Slovenia: +386, sl/en, EUR) or al (Albania: +355, sq/en). */
  VARIANT: oneOf('VARIANT', VARIANT_IDS, 'si'),
  /**
   * Default http://localhost:PORT. Origin applicants reach the portal at, without a path; used in
   * the printed addresses, the OpenAPI server and, later, links sent by e-mail.
   */
  PUBLIC_URL: httpUrl('PUBLIC_URL'),
  /**
   * Default none. Comma-separated origins (scheme://host[:port]) besides PUBLIC_URL's whose pages
   * may make state-changing calls, such as an operator console served from another host. Outside
   * production the Vite dev servers' origins are allowed too (decision 154).
   */
  ALLOWED_ORIGINS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return [];
      const origins = raw.split(',').map((part) => part.trim().replace(/\/+$/, ''));
      const wrong = origins.filter(
        (origin) => !isHttpUrl(origin) || new URL(origin).origin !== origin,
      );
      if (wrong.length > 0) {
        return fail(
          ctx,
          `ALLOWED_ORIGINS must be a comma-separated list of http(s) origins without a path, got '${wrong.join(', ')}'`,
        );
      }
      return origins;
    }),
  /** Default info. One of fatal, error, warn, info, debug, trace, silent. */
  LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  /**
   * Required in production, at least 32 characters: the key for signed tokens. In development and
   * test, when unset, a random one is generated once and kept in DATA_DIR/dev-secret so tokens
   * survive restarts.
   */
  APP_SECRET: optionalSecret('APP_SECRET'),
  /**
   * Default unset. In production, /metrics and the API docs (/services/docs, its JSON and YAML)
   * answer only requests with `Authorization: Bearer {token}`, at least 32 characters; unset, they
   * answer 404. Outside production they are open (decision 168).
   */
  INTERNALS_TOKEN: optionalSecret('INTERNALS_TOKEN'),
  /** Default 1048576 (1 MiB). Largest request body accepted; larger gets 413 PAYLOAD_TOO_LARGE. */
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1, 1024 * 1024 * 1024, 1048576),
  /**
   * Default false. Whether to believe X-Forwarded-* headers (client address, protocol): true,
   * false, or a comma-separated list of proxy addresses or CIDR ranges to trust.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return false;
      const parsed = parseTrustProxy(raw);
      if (parsed === undefined) {
        const expected = 'true, false or a comma-separated list of proxy addresses or CIDR ranges';
        return fail(ctx, `TRUST_PROXY must be ${expected}, got '${raw}'`);
      }
      return parsed;
    }),
  /** Default <repo>/apps/web/dist. Built applicant web app, served at /onboarding/. */
  WEB_DIST_DIR: directory(),
  /** Default <repo>/apps/operator/dist. Built operator console, served at /operator/. */
  OPERATOR_DIST_DIR: directory(),
  /**
   * Default none. The bank's own closing days besides the public holidays of the variant (which are
   * built in), as a comma-separated list of YYYY-MM-DD dates, e.g. 2026-12-24,2026-12-31: the
   * opening-hours gate and branch appointments treat them as closed.
   */
  EXTRA_HOLIDAYS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') return [];
      const dates = raw.split(',').map((part) => part.trim());
      const wrong = dates.filter((date) => !isCalendarDate(date));
      if (wrong.length > 0) {
        return fail(
          ctx,
          `EXTRA_HOLIDAYS must be a comma-separated list of YYYY-MM-DD dates, got '${wrong.join(', ')}'`,
        );
      }
      return dates;
    }),
  /**
   * Default the spec's hours, `MON-FRI 08:00-21:00; SAT-SUN 10:00-18:00`, in the variant's time
   * zone. The video operators' hours as day ranges and times separated by semicolons (days not
   * named are closed), or `always` (every hour, holidays too). The opening-hours gate and the video
   * queue follow them.
   */
  OPERATOR_HOURS: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') {
        return { hours: OPERATOR_OPENING_HOURS, ignoreHolidays: false };
      }
      const parsed = parseOperatorHours(raw);
      if (!parsed.ok) return fail(ctx, `OPERATOR_HOURS: ${parsed.problem}`);
      return { hours: parsed.hours, ignoreHolidays: parsed.ignoreHolidays };
    }),
  /**
   * Default `[]` (host candidates only: enough on loopback and a LAN). The ICE servers of the video
   * call as a JSON array of RTCIceServer, e.g.
   * `[{"urls":"stun:stun.example.net:3478"},{"urls":"turns:turn.example.net:5349","username":"u","credential":"p"}]`.
   * Production needs a STUN and a TURN server (most applicants sit behind NAT).
   */
  ICE_SERVERS: z
    .string()
    .optional()
    .transform((raw, ctx): IceServer[] => {
      if (raw === undefined) return [];
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        return fail(ctx, `ICE_SERVERS must be a JSON array of RTCIceServer, got '${raw}'`);
      }
      const servers = ZIceServers.safeParse(json);
      if (!servers.success) {
        const issue = servers.error.issues[0];
        return fail(
          ctx,
          `ICE_SERVERS: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
        );
      }
      return servers.data;
    }),
  /**
   * Default unset: the built-in provider (our own queue and operator console) answers the remote
   * identification calls under /services/slo/infocert/noauth/rest10. An http(s) URL forwards
   * them to an external provider with that base (decision 133).
   */
  REMOTE_ID_PROVIDER_URL: httpUrl('REMOTE_ID_PROVIDER_URL'),
  /**
   * Default unset: contracts are signed with certificates of the built-in development CA (kept in
   * DATA_DIR/signing, not trusted by anyone). The base URL of a qualified trust service provider
   * answering `signing/{id}/register` and `issueandsign` (decision 141); set with
   * SIGNING_PROVIDER_KEY.
   */
  SIGNING_PROVIDER_URL: httpUrl('SIGNING_PROVIDER_URL'),
  /** Default unset. The key the provider gave the bank, sent as `Authorization: COP {key}`. */
  SIGNING_PROVIDER_KEY: z.string().optional(),
  /**
   * Default unset: signatures without a time-stamp (PAdES B-B). An http:// or https:// RFC 3161
   * time-stamping authority (credentials may go in the URL as user:password@) makes them B-T.
   */
  TSA_URL: httpUrl('TSA_URL'),
  /**
   * Default unset: case evidence exports are sealed with a certificate the development CA issues
   * (decision 151). The seal's private key (PKCS #8 or SEC1 PEM), as PEM text or the path of a
   * PEM file; set with EVIDENCE_SEAL_CERTIFICATE.
   */
  EVIDENCE_SEAL_KEY: pemOrPath('EVIDENCE_SEAL_KEY', 'PRIVATE KEY'),
  /**
   * Default unset. The seal's certificate followed by its CA chain (PEM, root last), as PEM text
   * or the path of a PEM file: the chain travels in every export.
   */
  EVIDENCE_SEAL_CERTIFICATE: pemOrPath('EVIDENCE_SEAL_CERTIFICATE', 'CERTIFICATE'),
  /**
   * Default 99000, a code no Slovenian bank holds (decision 140). The bank's own sort code
   * (two digits of the bank, three of its unit): new accounts are numbered under it.
   */
  BANK_SORT_CODE: z
    .string()
    .regex(/^\d{5}$/, 'BANK_SORT_CODE must be five digits')
    .default('99000'),
  /**
   * Default 1.00. The penny transfer's amount in the variant's currency (decision 143): enough to
   * prove the account is the applicant's, small enough that nobody minds sending it.
   */
  PENNY_TRANSFER_AMOUNT: z
    .string()
    .regex(/^\d{1,4}([.,]\d{1,2})?$/, 'PENNY_TRANSFER_AMOUNT must be an amount such as 1.00')
    .refine(
      (amount) => Number(amount.replace(',', '.')) > 0,
      'PENNY_TRANSFER_AMOUNT must be above 0',
    )
    .default('1.00'),
  /**
   * Default "Onboarding Bank d.d.|Slovenska cesta 1|1000 Ljubljana". The payee of the penny
   * transfer as the UPN shows it: name, street and city separated by "|" (33 characters each).
   */
  BANK_PAYEE: z
    .string()
    .regex(/^[^|]{1,33}\|[^|]{1,33}\|[^|]{1,33}$/, 'BANK_PAYEE must be name|street|city')
    .default('Onboarding Bank d.d.|Slovenska cesta 1|1000 Ljubljana'),
  /**
   * Default unset: no payment feed route. The shared secret (at least 32 characters) with which
   * the bank's payment system signs `POST /services/slo/payments/incoming` (HMAC-SHA256 of
   * "timestamp.body" in X-Signature, decision 143); set, the route exists.
   */
  PAYMENTS_FEED_SECRET: optionalSecret('PAYMENTS_FEED_SECRET'),
  /**
   * Default unset: signed contracts are archived as files under DATA_DIR/archive with a manifest.
   * An http(s) URL of the bank's document archive: each signed PDF is PUT to
   * `{url}/{prospectId}/{documentSetId}/{fileName}` with its SHA-256 (uploadsigneddocuments).
   */
  ARCHIVE_URL: httpUrl('ARCHIVE_URL'),
  /** Default unset. Sent as `Authorization: Bearer {token}` to ARCHIVE_URL. */
  ARCHIVE_TOKEN: z.string().optional(),
  /** Default https://www.example-bank.si. The bank's public web site (the header logo links here). */
  BANK_SITE_URL: httpUrl('BANK_SITE_URL'),
  /**
   * Default unset: e-mails go to the development outbox (outside production; in production they
   * are refused and logged). An smtp:// or smtps:// URL, with user and password if the server
   * needs them, sends them through nodemailer.
   */
  SMTP_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (isUrlWithProtocol(raw, ['smtp:', 'smtps:'])) return raw;
      // Only the scheme is echoed: an SMTP URL usually holds a password.
      return fail(
        ctx,
        `SMTP_URL must be an smtp:// or smtps:// URL or unset, got ${schemeOf(raw)}`,
      );
    }),
  /** Default "Bank" <no-reply@example-bank.si>. The sender of every e-mail. */
  MAIL_FROM: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return '"Bank" <no-reply@example-bank.si>';
      if (/^[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(raw)) return raw;
      return fail(ctx, `MAIL_FROM must be an address or "Name <address>", got '${raw}'`);
    }),
  /**
   * Default unset: SMS go to the development outbox (outside production; in production they are
   * refused and logged). An http:// or https:// URL receives POST { to, text } as JSON per message.
   */
  SMS_GATEWAY_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (isHttpUrl(raw)) return raw;
      return fail(
        ctx,
        `SMS_GATEWAY_URL must be an http:// or https:// URL or unset, got ${schemeOf(raw)}`,
      );
    }),
  /**
   * Default 10. SMS to applicants (sign-in codes and their resends) one client address may cause
   * per hour, whichever accounts they go to; more gets 429 with Retry-After (decision 161).
   */
  SMS_PER_SOURCE_PER_HOUR: integer('SMS_PER_SOURCE_PER_HOUR', 1, 10000, 10),
  /** Default 15. Minutes without a request after which a session ends (DESIGN "Sessions"). */
  SESSION_IDLE_MINUTES: integer('SESSION_IDLE_MINUTES', 1, 24 * 60, 15),
  /** Default 12. Hours after sign-in after which a session ends whatever the activity. */
  SESSION_ABSOLUTE_HOURS: integer('SESSION_ABSOLUTE_HOURS', 1, 7 * 24, 12),
  /** Default 30. Days without activity after which an application that never became a customer is deleted (decision 152). */
  RETENTION_ABANDONED_DAYS: integer('RETENTION_ABANDONED_DAYS', 1, 3650, 30),
  /** Default 5. Years a customer's AML evidence is kept after the relationship ends (Directive (EU) 2015/849 Art. 40). */
  RETENTION_AML_YEARS: integer('RETENTION_AML_YEARS', 5, 30, 5),
  /**
   * Default unset: sign-up with Google is off. With its secret, the OAuth client id registered at
   * the provider for the redirect URI PUBLIC_URL/services/slo/security/social/auth/google/callback.
   */
  SOCIAL_GOOGLE_CLIENT_ID: z.string().optional(),
  /** Default unset. The client secret that goes with SOCIAL_GOOGLE_CLIENT_ID. */
  SOCIAL_GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Default https://accounts.google.com. The OpenID Connect issuer (for a test provider). */
  SOCIAL_GOOGLE_ISSUER: httpUrl('SOCIAL_GOOGLE_ISSUER'),
  /** Default unset: sign-up with Facebook is off. As for Google (…/social/auth/facebook/callback). */
  SOCIAL_FACEBOOK_CLIENT_ID: z.string().optional(),
  /** Default unset. The client secret (app secret) that goes with SOCIAL_FACEBOOK_CLIENT_ID. */
  SOCIAL_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** Default https://www.facebook.com. Facebook's OpenID Connect issuer. */
  SOCIAL_FACEBOOK_ISSUER: httpUrl('SOCIAL_FACEBOOK_ISSUER'),
  /** Default unset: sign-up with Apple is off. The Services ID (…/social/auth/apple/callback). */
  SOCIAL_APPLE_CLIENT_ID: z.string().optional(),
  /** Default unset. Apple's client secret: the ES256 JWT made from the Sign in with Apple key. */
  SOCIAL_APPLE_CLIENT_SECRET: z.string().optional(),
  /** Default https://appleid.apple.com. Apple's OpenID Connect issuer. */
  SOCIAL_APPLE_ISSUER: httpUrl('SOCIAL_APPLE_ISSUER'),
  /**
   * Default unset: sessions and rate-limit windows in the database, realtime messages through
   * PostgreSQL LISTEN/NOTIFY. A redis:// or rediss:// URL (with user and password if needed) keeps
   * sessions and rate limits in Redis and fans realtime messages out through Redis pub/sub.
   */
  REDIS_URL: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (isUrlWithProtocol(raw, ['redis:', 'rediss:'])) return raw;
      // Only the scheme is echoed: a Redis URL may hold a password.
      return fail(
        ctx,
        `REDIS_URL must be a redis:// or rediss:// URL or unset, got ${schemeOf(raw)}`,
      );
    }),
  /**
   * Default unset: documents and PDFs are files under DATA_DIR/documents. The http(s) URL of an
   * S3-compatible service (AWS S3, MinIO, Ceph…); set together with S3_BUCKET.
   */
  S3_ENDPOINT: httpUrl('S3_ENDPOINT'),
  /** Default unset. The bucket that holds the sealed documents; it must exist. */
  S3_BUCKET: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) return raw;
      return fail(
        ctx,
        `S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens, got '${raw}'`,
      );
    }),
  /** Default us-east-1. The region the S3 client signs requests for. */
  S3_REGION: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return 'us-east-1';
      if (/^[a-z0-9-]{2,40}$/.test(raw)) return raw;
      return fail(ctx, `S3_REGION must be a region name such as eu-central-1, got '${raw}'`);
    }),
  /** Default unset (the AWS SDK's default credential chain). Set with S3_SECRET_ACCESS_KEY. */
  S3_ACCESS_KEY_ID: z.string().optional(),
  /** Default unset. The secret that goes with S3_ACCESS_KEY_ID. */
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Default true. Path-style addresses (endpoint/bucket/key); false for virtual-host style. */
  S3_FORCE_PATH_STYLE: oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'] as const, 'true'),
  /**
   * Default sandbox outside production, unset (no bank connections) in production. Who answers the
   * salary statement's bank connections (decision 148): sandbox (the built-in test banks) or
   * saltedge (Salt Edge Account Information API v5, with SALTEDGE_APP_ID and SALTEDGE_SECRET).
   */
  OPEN_BANKING_PROVIDER: z
    .string()
    .optional()
    .transform((raw, ctx): 'sandbox' | 'saltedge' | undefined => {
      if (raw === undefined || raw === 'sandbox' || raw === 'saltedge') return raw;
      return fail(ctx, `OPEN_BANKING_PROVIDER must be sandbox or saltedge, got '${raw}'`);
    }),
  /** Default 8000. Milliseconds a bank connection's call may take before 504 BANK_TIMEOUT. */
  OPEN_BANKING_TIMEOUT_MS: integer('OPEN_BANKING_TIMEOUT_MS', 50, 120_000, 8000),
  /** Default https://www.saltedge.com/api/v5. The Salt Edge API base URL. */
  SALTEDGE_BASE_URL: httpUrl('SALTEDGE_BASE_URL'),
  /** Default unset. The Salt Edge application id (header App-id). */
  SALTEDGE_APP_ID: z.string().optional(),
  /** Default unset. The Salt Edge application secret (header Secret). */
  SALTEDGE_SECRET: z.string().optional(),
});

const ENV_KEYS = Object.keys(ZEnv.shape) as (keyof typeof ZEnv.shape)[];

/** Parses the environment once at boot; throws ConfigError listing every wrong variable. */
/** BANK_PAYEE's three parts. */
function payeeOf(value: string): { name: string; street: string; city: string } {
  const [name = '', street = '', city = ''] = value.split('|').map((part) => part.trim());
  return { name, street, city };
}

export function loadConfig(env: RawEnv): Config {
  // An empty value (FOO= in an env file) means "use the default", as with most twelve-factor apps.
  const raw: RawEnv = {};
  for (const key of ENV_KEYS) {
    const value = env[key]?.trim();
    raw[key] = value === '' ? undefined : value;
  }

  const parsed = ZEnv.safeParse(raw);
  const problems = parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
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
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const vars = parsed.data;
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
    bodyLimitBytes: vars.BODY_LIMIT_BYTES,
    trustProxy: vars.TRUST_PROXY,
    webDistDir: vars.WEB_DIST_DIR ?? defaultWebDistDir,
    operatorDistDir: vars.OPERATOR_DIST_DIR ?? defaultOperatorDistDir,
    bankSiteUrl: vars.BANK_SITE_URL ?? 'https://www.example-bank.si',
    extraHolidays: vars.EXTRA_HOLIDAYS,
    operatorHours: vars.OPERATOR_HOURS,
    iceServers: vars.ICE_SERVERS,
    remoteIdProviderUrl: vars.REMOTE_ID_PROVIDER_URL ?? null,
    signing: {
      providerUrl: vars.SIGNING_PROVIDER_URL ?? null,
      providerKey: vars.SIGNING_PROVIDER_KEY ?? null,
      tsaUrl: vars.TSA_URL ?? null,
    },
    evidenceSeal:
      vars.EVIDENCE_SEAL_KEY === undefined || vars.EVIDENCE_SEAL_CERTIFICATE === undefined
        ? null
        : { key: vars.EVIDENCE_SEAL_KEY, certificate: vars.EVIDENCE_SEAL_CERTIFICATE },
    bankSortCode: vars.BANK_SORT_CODE,
    pennyTransfer: {
      amountCents: Math.round(Number(vars.PENNY_TRANSFER_AMOUNT.replace(',', '.')) * 100),
      payee: payeeOf(vars.BANK_PAYEE),
    },
    paymentsFeed: { secret: vars.PAYMENTS_FEED_SECRET ?? null },
    documentArchive: { url: vars.ARCHIVE_URL ?? null, token: vars.ARCHIVE_TOKEN ?? null },
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
    social: {
      google: socialProvider(
        'google',
        vars.SOCIAL_GOOGLE_ISSUER,
        vars.SOCIAL_GOOGLE_CLIENT_ID,
        vars.SOCIAL_GOOGLE_CLIENT_SECRET,
      ),
      facebook: socialProvider(
        'facebook',
        vars.SOCIAL_FACEBOOK_ISSUER,
        vars.SOCIAL_FACEBOOK_CLIENT_ID,
        vars.SOCIAL_FACEBOOK_CLIENT_SECRET,
      ),
      apple: socialProvider(
        'apple',
        vars.SOCIAL_APPLE_ISSUER,
        vars.SOCIAL_APPLE_CLIENT_ID,
        vars.SOCIAL_APPLE_CLIENT_SECRET,
      ),
    },
    redisUrl: vars.REDIS_URL,
    s3: s3Config(vars),
    openBanking: openBankingConfig(vars, isProduction),
  };
}

function openBankingConfig(vars: z.output<typeof ZEnv>, isProduction: boolean): OpenBankingConfig {
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

function s3Config(vars: z.output<typeof ZEnv>): S3Config | null {
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

function socialProvider(
  provider: SocialProvider,
  issuer: string | undefined,
  clientId: string | undefined,
  clientSecret: string | undefined,
): SocialProviderConfig | null {
  if (clientId === undefined || clientSecret === undefined) return null;
  return { issuer: issuer ?? SOCIAL_DEFAULT_ISSUERS[provider], clientId, clientSecret };
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

/** The process environment, for main.ts (the one caller that starts from the real environment). */
export function loadConfigFromProcess(): Config {
  return loadConfig(process.env);
}
