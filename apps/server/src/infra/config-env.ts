import { VARIANT_IDS } from '@onboarding/domain';
import { z } from 'zod';
import {
  databaseUrl,
  depositRates,
  directory,
  holidayList,
  httpUrl,
  iceServers,
  integer,
  LOG_LEVELS,
  mailFrom,
  NODE_ENVS,
  oneOf,
  openBankingProvider,
  operatorHours,
  optionalSecret,
  originList,
  pemOrPath,
  s3Bucket,
  s3Region,
  trustProxy,
  urlWithScheme,
} from './config-parsers';

import { SOCIAL_SIGN_IN_ENV } from './config-env-social';
import { TRACING_ENV } from './config-env-tracing';

export { LOG_LEVELS, NODE_ENVS, type LogLevel, type NodeEnv } from './config-parsers';

/**
 * The server's environment variables: each optional but APP_SECRET in production; empty is unset.
 * Each comment starts with the default (its first sentence), then says what the variable means:
 * apps/server/scripts/config-docs.mjs makes docs/configuration.md from them, in this order, a
 * group spread from another file (`...SOCIAL_SIGN_IN_ENV`) in its place.
 */
export const ZEnv = z.object({
  /** Default `3000`. TCP port to listen on; `0` picks any free port. */
  PORT: integer('PORT', 0, 65535, 3000),
  /**
   * Default `127.0.0.1` in development and test, `0.0.0.0` in production. Interface to listen on.
   */
  HOST: z.string().optional(),
  /**
   * Default `development`. One of `development`, `production`, `test`; production turns on HSTS,
   * requires APP_SECRET, turns the development outbox off and puts `/metrics` and the API docs
   * behind INTERNALS_TOKEN.
   */
  NODE_ENV: oneOf('NODE_ENV', NODE_ENVS, 'development'),
  /**
   * Default `./data`, resolved against the current directory. Holds the embedded database, the
   * development secret, the uploaded documents (encrypted) in `DATA_DIR/documents` and the upload
   * spool in `DATA_DIR/upload-spool`.
   */
  DATA_DIR: directory(),
  /**
   * Default unset: the embedded PGlite database under `DATA_DIR/pglite`. A `postgres://` or
   * `postgresql://` URL uses PostgreSQL through a node-postgres pool; anything else is refused at
   * start.
   */
  DATABASE_URL: databaseUrl(),
  /** Default `10`. Largest number of PostgreSQL connections in the pool (unused on PGlite). */
  DATABASE_POOL_MAX: integer('DATABASE_POOL_MAX', 1, 1000, 10),
  /**
   * Default `si`. Country variant: `si` (Slovenia: +386, sl/en, EUR) or `al` (Albania: +355,
   * sq/en, ALL), with its own branches, holidays and account numbering (decisions 236, 237).
   */
  VARIANT: oneOf('VARIANT', VARIANT_IDS, 'si'),
  /**
   * Default `http://localhost:PORT`. Origin applicants reach the portal at, without a path; used in
   * the printed addresses, the OpenAPI server and the links sent by e-mail.
   */
  PUBLIC_URL: httpUrl('PUBLIC_URL'),
  /**
   * Default none. Comma-separated origins (`scheme://host[:port]`) besides PUBLIC_URL's whose pages
   * may make state-changing calls, such as an operator console served from another host; every
   * other `Origin` gets 403 `CROSS_SITE_REQUEST` (decision 154). Outside production the Vite dev
   * servers' origins (`localhost` and `127.0.0.1`, ports 5173, 5174, 4173, 4174) are allowed too.
   */
  ALLOWED_ORIGINS: originList(),
  /** Default `info`. One of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`. */
  LOG_LEVEL: oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
  /**
   * Required in production, at least 32 characters. The key for signed tokens, code hashes and
   * (through HKDF) the AES-256-GCM key that encrypts identifiers and documents at rest: changing it
   * makes stored documents unreadable. In development and test, when unset, a random one is
   * generated once and kept in `DATA_DIR/dev-secret` so tokens survive restarts.
   */
  APP_SECRET: optionalSecret('APP_SECRET'),
  /**
   * Default unset. In production, `/metrics` and the API docs (`/services/docs`, its JSON and YAML)
   * answer only requests with `Authorization: Bearer {token}`, at least 32 characters; unset, they
   * answer 404. Outside production they are open (decision 168).
   */
  INTERNALS_TOKEN: optionalSecret('INTERNALS_TOKEN'),
  /**
   * Default unset: derived from APP_SECRET (HKDF). At least 32 characters. The blind index key of
   * the case search (decision 263); the hourly `case-search.backfill` reindexes after a change.
   */
  SEARCH_INDEX_KEY: optionalSecret('SEARCH_INDEX_KEY'),
  /**
   * Default `1048576` (1 MiB). Largest request body accepted; a larger one gets 413
   * `PAYLOAD_TOO_LARGE`.
   */
  BODY_LIMIT_BYTES: integer('BODY_LIMIT_BYTES', 1, 1024 * 1024 * 1024, 1048576),
  /**
   * Default `false`. Whether to believe `X-Forwarded-*` headers (client address, protocol): `true`,
   * `false`, or a comma-separated list of proxy addresses or CIDR ranges to trust.
   */
  TRUST_PROXY: trustProxy(),
  /** Default `<repo>/apps/web/dist`. Built applicant web app, served at `/onboarding/`. */
  WEB_DIST_DIR: directory(),
  /** Default `<repo>/apps/operator/dist`. Built operator console, served at `/operator/`. */
  OPERATOR_DIST_DIR: directory(),
  /**
   * Default none. The bank's own closing days besides the public holidays of the variant (which are
   * built in), as a comma-separated list of `YYYY-MM-DD` dates, e.g. `2026-12-24,2026-12-31`: the
   * opening-hours gate and branch appointments treat them as closed.
   */
  EXTRA_HOLIDAYS: holidayList(),
  /**
   * Default `MON-FRI 08:00-21:00; SAT-SUN 10:00-18:00` (spec 1 §9). The video operators' hours in
   * the variant's time zone, as day ranges and times separated by semicolons (days not named are
   * closed), `always` (every hour, holidays too) or `never` (video identification paused). Outside them the opening-hours gate sends applicants to
   * `/usermessages/callcenterclosed` and the video queue takes no one.
   */
  OPERATOR_HOURS: operatorHours(),
  /**
   * Default `[]` (host candidates only: enough on loopback and a LAN). The STUN/TURN servers of the
   * video call as a JSON array of RTCIceServer (`urls` a `stun:`, `stuns:`, `turn:` or `turns:` URL
   * or a list of them; `username` and `credential` for TURN), e.g.
   * `[{"urls":"stun:stun.example.net:3478"},{"urls":"turns:turn.example.net:5349","username":"u","credential":"p"}]`.
   * Production needs a STUN server and a TURN server (coturn, or a provider's), preferably `turns:`
   * on 443, since most applicants sit behind NAT or a firewall that only lets HTTPS out. A bad
   * value stops the start with one line naming it.
   */
  ICE_SERVERS: iceServers(),
  /**
   * Default unset: the built-in provider. Who answers the remote identification calls of spec 3 §7
   * (`/services/slo/infocert/noauth/rest10/…`, `Authorization: COP {sessionKey}`): unset, the
   * built-in provider (our own queue and operator console); an http(s) URL forwards them to an
   * external provider with that base (decision 133).
   */
  REMOTE_ID_PROVIDER_URL: httpUrl('REMOTE_ID_PROVIDER_URL'),
  /**
   * Default `on`. The face match hint of the video call (decision 291): `on` offers the operator a
   * comparison of the document's portrait with the applicant's face, computed in the operator's
   * browser from models served by this server under `/operator/face-models/`; `off` hides it, the
   * models answer 404 and the console's pages may not run WebAssembly.
   */
  FACE_ANALYSIS: oneOf('FACE_ANALYSIS', ['on', 'off'] as const, 'on'),
  /**
   * Default unset: the built-in development CA. The base URL of a qualified trust service provider
   * that issues the applicants' signing certificates and signs the contracts
   * (`POST {url}/signing/{id}/register` and `…/issueandsign`, decision 141); set with
   * SIGNING_PROVIDER_KEY. Unset, contracts are signed with certificates of a root and an issuing CA
   * made on the first start in `DATA_DIR/signing/` (key sealed with APP_SECRET; another secret gets
   * another CA), whose PAdES signatures are valid but trusted by nobody; production logs a warning.
   */
  SIGNING_PROVIDER_URL: httpUrl('SIGNING_PROVIDER_URL'),
  /**
   * Default unset. The key the provider gave the bank, sent as `Authorization: COP {key}`; set with
   * SIGNING_PROVIDER_URL.
   */
  SIGNING_PROVIDER_KEY: z.string().optional(),
  /**
   * Default unset: the development CA's own time-stamping authority (decision 280). An http:// or
   * https:// RFC 3161 time-stamping authority, such as a qualified one (credentials for Basic
   * authentication may go in the URL as `user:password@`): each signature gets its time-stamp
   * token, and with the revocation data of its chain the contracts are PAdES B-LT; the audit
   * checkpoints are time-stamped by it too. When the TSA fails or answers nonsense nothing is signed.
   */
  TSA_URL: httpUrl('TSA_URL'),
  /**
   * Default unset: a seal certificate of the development CA. The seal of the case evidence exports
   * (decision 151): its private key (PKCS #8 or SEC1 PEM), as PEM text or the absolute path
   * of a PEM file; set with EVIDENCE_SEAL_CERTIFICATE.
   */
  EVIDENCE_SEAL_KEY: pemOrPath('EVIDENCE_SEAL_KEY', 'PRIVATE KEY'),
  /**
   * Default unset. The seal's certificate followed by its CA chain (PEM, root last), as PEM text
   * or the absolute path of a PEM file: the chain travels in every export.
   */
  EVIDENCE_SEAL_CERTIFICATE: pemOrPath('EVIDENCE_SEAL_CERTIFICATE', 'CERTIFICATE'),
  /**
   * Default `99000` (si), `99900016` (al): codes no bank of the country holds (decisions 140 and
   * 237). The bank's own code the accounts opened for applicants are numbered under. In the si
   * variant the five-digit sort code (two digits of the bank, three of its unit): `SI56 99000 …`.
   * In the al variant the eight-digit bank code (three digits of the bank, four of its branch and
   * the national check digit): `AL.. 9990 0016 …`; a wrong check digit stops the start.
   */
  BANK_SORT_CODE: z.string().optional(),
  /**
   * Default `1.00`. The amount of the penny transfer that opens a DAYPOSIT, in the variant's
   * currency (decision 143): enough to prove the account is the applicant's, small enough that
   * nobody minds sending it.
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
   * Default `Onboarding Bank` (si), `Banka Shembull` (al). The bank's name without the legal form.
   * BANK_NAME to BANK_SUPERVISOR_ADDRESS are the creditor every document, e-mail and payment order
   * names (decision 229); each unset one takes the variant's example value.
   */
  BANK_NAME: z.string().optional(),
  /** Default `d.d.` (si), `sh.a.` (al). The legal form printed after the name. */
  BANK_LEGAL_FORM: z.string().optional(),
  /** Default `Slovenska cesta 1` (si), `Rruga e Shembullit 1` (al). Street of the seat. */
  BANK_STREET: z.string().optional(),
  /** Default `1000` (si), `1001` (al). Postal code of the seat. */
  BANK_POSTAL_CODE: z.string().optional(),
  /** Default `Ljubljana` (si), `Tiranë` (al). City of the seat. */
  BANK_CITY: z.string().optional(),
  /** Default the court register in Ljubljana (si), the QKB (al). The bank's register. */
  BANK_REGISTER: z.string().optional(),
  /** Default `9999999000` (si), `L99999999X` (al). Registration number in that register. */
  BANK_REGISTRATION_NUMBER: z.string().optional(),
  /** Default `SI99999999` (si), `L99999999X` (al). VAT (tax) number. */
  BANK_VAT_NUMBER: z.string().optional(),
  /** Default `+386 1 999 00 00` (si), `+355 4 999 0000` (al). Telephone, international grouping. */
  BANK_PHONE: z.string().optional(),
  /** Default `+386 1 999 00 10` (si), `+355 4 999 0010` (al). Card centre's 24/7 telephone. */
  BANK_CARD_CENTRE_PHONE: z.string().optional(),
  /** Default `info@example-bank.si` (si), `info@example-bank.al` (al). The bank's e-mail. */
  BANK_EMAIL: z.string().optional(),
  /**
   * Default `https://www.example-bank.si` (si), `https://www.example-bank.al` (al). The bank's
   * public web site: the header logo links here, the documents print it.
   */
  BANK_SITE_URL: httpUrl('BANK_SITE_URL'),
  /** Default `XMPLSI2X` (si), `XMPLALTR` (al). The bank's BIC. */
  BANK_BIC: z.string().optional(),
  /** Default `Banka Slovenije` (si), `Banka e Shqipërisë` (al). The supervisory authority. */
  BANK_SUPERVISOR_NAME: z.string().optional(),
  /** Default its seat in Ljubljana (si), in Tirana (al). The supervisory authority's address. */
  BANK_SUPERVISOR_ADDRESS: z.string().optional(),
  /**
   * Default unset: no payment feed route. The bank's incoming-payment feed (decision 143, "Feed
   * adapter"): the shared secret (at least 32 characters) with which the bank's payment system
   * signs the credits it posts to `POST /services/slo/payments/incoming` (HMAC-SHA256 of
   * "timestamp.body", headers `X-Timestamp` and `X-Signature: sha256=…`); set, the route exists.
   */
  PAYMENTS_FEED_SECRET: optionalSecret('PAYMENTS_FEED_SECRET'),
  /**
   * Default unset: the development example rates of the variant (decision 232). The absolute path
   * of a JSON file with the day deposit's rate tables: an array of `{ currency, validFrom, validTo,
   * termsDays, bands: [{ fromMinor, toMinor }], ratesBps }`, rates in hundredths of a percent per
   * term (rows) and amount band (columns); the table valid on a day gives that day's offer.
   */
  DEPOSIT_RATES_PATH: depositRates(),
  /**
   * Default unset: files under `DATA_DIR/archive`. An http(s) URL of the bank's document archive:
   * each signed PDF is PUT to `{url}/{prospectId}/{documentSetId}/{fileName}` with its SHA-256
   * (uploadsigneddocuments). Unset, signed contracts are archived as files under
   * `DATA_DIR/archive` with a manifest.
   */
  ARCHIVE_URL: httpUrl('ARCHIVE_URL'),
  /** Default unset. Sent as `Authorization: Bearer {token}` to ARCHIVE_URL. */
  ARCHIVE_TOKEN: z.string().optional(),
  /**
   * Default unset: the development outbox. An `smtp://` or `smtps://` URL, with user and password
   * if the server needs them, sends the e-mails through nodemailer. Unset, e-mails go to the
   * development outbox outside production; in production they are refused and logged, and a
   * warning is logged at start.
   */
  SMTP_URL: urlWithScheme('SMTP_URL', ['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
  /** Default `"Bank" <no-reply@example-bank.si>`. The sender of every e-mail. */
  MAIL_FROM: mailFrom(),
  /**
   * Default unset: the development outbox. An http:// or https:// URL receives `POST { to, text }`
   * as JSON per message. Unset, SMS go to the development outbox outside production; in production
   * they are refused and logged.
   */
  SMS_GATEWAY_URL: urlWithScheme(
    'SMS_GATEWAY_URL',
    ['http:', 'https:'],
    'an http:// or https:// URL',
  ),
  /**
   * Default `10`. SMS to applicants (sign-in codes, their resends, the hand-off link) one client
   * address may cause per hour, whichever accounts they go to; more gets 429 with `Retry-After`
   * (decision 161).
   */
  SMS_PER_SOURCE_PER_HOUR: integer('SMS_PER_SOURCE_PER_HOUR', 1, 10000, 10),
  /** Default `15`. Minutes without a request after which a session ends (DESIGN "Sessions"). */
  SESSION_IDLE_MINUTES: integer('SESSION_IDLE_MINUTES', 1, 24 * 60, 15),
  /** Default `12`. Hours after sign-in after which a session ends whatever the activity. */
  SESSION_ABSOLUTE_HOURS: integer('SESSION_ABSOLUTE_HOURS', 1, 7 * 24, 12),
  /**
   * Default `30`. Days without activity after which an application that never became a customer is
   * deleted (decision 152).
   */
  RETENTION_ABANDONED_DAYS: integer('RETENTION_ABANDONED_DAYS', 1, 3650, 30),
  /**
   * Default `5`. Years (5 to 30) a customer's AML evidence is kept after the bank reports the end
   * of the relationship (Directive (EU) 2015/849 Art. 40).
   */
  RETENTION_AML_YEARS: integer('RETENTION_AML_YEARS', 5, 30, 5),
  /** Default `5`. Per cent (0 to 100) of decided calls drawn for quality review (decision 269). */
  QUALITY_REVIEW_SHARE_PERCENT: integer('QUALITY_REVIEW_SHARE_PERCENT', 0, 100, 5),
  ...SOCIAL_SIGN_IN_ENV,
  /**
   * Default unset: the database. A `redis://` or `rediss://` URL (with user and password if needed)
   * keeps sessions and rate limits in Redis and fans realtime messages out through Redis pub/sub.
   * Unset, sessions and rate-limit windows live in the database and realtime messages go through
   * PostgreSQL LISTEN/NOTIFY. While Redis is unreachable, calls that need a session or a limit get 503 with `Retry-After`
   * (never a pass); a Redis restart without persistence signs everyone out once (decision 123).
   */
  REDIS_URL: urlWithScheme('REDIS_URL', ['redis:', 'rediss:'], 'a redis:// or rediss:// URL'),
  /**
   * Default unset: files under `DATA_DIR/documents`. The http(s) URL of an S3-compatible service
   * (AWS S3, MinIO, Ceph…) for the sealed documents and PDFs; set together with S3_BUCKET. Unset,
   * documents and PDFs are files under `DATA_DIR/documents`.
   */
  S3_ENDPOINT: httpUrl('S3_ENDPOINT'),
  /**
   * Default unset. The bucket that holds the sealed documents; it must exist (checked at start).
   */
  S3_BUCKET: s3Bucket(),
  /** Default `us-east-1`. The region the S3 client signs requests for. */
  S3_REGION: s3Region(),
  /**
   * Default unset (the AWS SDK's default credential chain: environment, instance role). The access
   * key of the bucket's credentials; set with S3_SECRET_ACCESS_KEY.
   */
  S3_ACCESS_KEY_ID: z.string().optional(),
  /** Default unset. The secret that goes with S3_ACCESS_KEY_ID, set together. */
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /**
   * Default `true`. Path-style addresses (`endpoint/bucket/key`), which MinIO and most local stores
   * need; `false` for virtual-host style.
   */
  S3_FORCE_PATH_STYLE: oneOf('S3_FORCE_PATH_STYLE', ['true', 'false'] as const, 'true'),
  /**
   * Default `sandbox` outside production, unset (no bank connections) in production. Who answers
   * the salary statement's bank connections of a loan (decision 148): `sandbox` (the built-in test
   * banks, logged in to on their own pages under /sandbox-bank/, decision 250: login `demo`,
   * password `demo1234`, SMS code `123456`; in production only when set explicitly) or `saltedge` (Salt Edge Account Information API v5, with SALTEDGE_APP_ID and
   * SALTEDGE_SECRET). Unset in production: no bank connections, applicants upload statements.
   */
  OPEN_BANKING_PROVIDER: openBankingProvider(),
  /**
   * Default `8000`. Milliseconds one call to the bank may take before the applicant gets 504
   * `BANK_TIMEOUT` and the upload alternative.
   */
  OPEN_BANKING_TIMEOUT_MS: integer('OPEN_BANKING_TIMEOUT_MS', 50, 120_000, 8000),
  /** Default `https://www.saltedge.com/api/v5`. The Salt Edge API base URL. */
  SALTEDGE_BASE_URL: httpUrl('SALTEDGE_BASE_URL'),
  /**
   * Default unset. The Salt Edge application id (header `App-id`); needed with
   * `OPEN_BANKING_PROVIDER=saltedge`, set with SALTEDGE_SECRET.
   */
  SALTEDGE_APP_ID: z.string().optional(),
  /**
   * Default unset. The Salt Edge application secret (header `Secret`); needed with
   * `OPEN_BANKING_PROVIDER=saltedge`, set with SALTEDGE_APP_ID.
   */
  SALTEDGE_SECRET: z.string().optional(),
  ...TRACING_ENV,
});

/** The parsed environment. */
export type EnvVars = z.output<typeof ZEnv>;
