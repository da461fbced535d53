import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import {
  OPERATOR_OPENING_HOURS,
  ZDepositRateTables,
  isCalendarDate,
  parseOperatorHours,
  type TDepositRateTables,
} from '@onboarding/domain';
import { z } from 'zod';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

// The parsers of the environment schema (config-env.ts): each takes the raw string (or undefined
// when unset) and gives the typed value or one line saying what is wrong with it.

export const MIN_APP_SECRET_LENGTH = 32;

export type TrustProxy = boolean | readonly string[];

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

export function fail(ctx: z.RefinementCtx, message: string): typeof z.NEVER {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function integerIn(raw: string, ctx: z.RefinementCtx, name: string, min: number, max: number) {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    return fail(ctx, `${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  }
  return value;
}

export function integer(name: string, min: number, max: number, fallback: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => (raw === undefined ? fallback : integerIn(raw, ctx, name, min, max)));
}

/** An integer, or undefined when unset: its default is another variable's value. */
export function optionalInteger(name: string, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => (raw === undefined ? undefined : integerIn(raw, ctx, name, min, max)));
}

function oneIn<const T extends readonly string[]>(
  raw: string,
  ctx: z.RefinementCtx,
  name: string,
  values: T,
): T[number] {
  if (!values.includes(raw)) {
    return fail(ctx, `${name} must be one of ${values.join(', ')}, got '${raw}'`);
  }
  return raw;
}

export function oneOf<const T extends readonly string[]>(
  name: string,
  values: T,
  fallback: T[number],
) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[number] =>
      raw === undefined ? fallback : oneIn(raw, ctx, name, values),
    );
}

/** One of `values`, or undefined when unset: its default is another variable's value. */
export function optionalOneOf<const T extends readonly string[]>(name: string, values: T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx): T[number] | undefined =>
      raw === undefined ? undefined : oneIn(raw, ctx, name, values),
    );
}

export function optionalSecret(name: string) {
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
export function pemOrPath(name: string, label: 'PRIVATE KEY' | 'CERTIFICATE') {
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

export function httpUrl(name: string) {
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

/**
 * A URL of one of `protocols` (such as `smtp:`), described as `expected` in the problem line.
 * Only the scheme of a wrong value is echoed: an SMTP, Redis or gateway URL may hold a password.
 */
export function urlWithScheme(name: string, protocols: readonly string[], expected: string) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (isUrlWithProtocol(raw, protocols)) return raw;
      return fail(ctx, `${name} must be ${expected} or unset, got ${schemeOf(raw)}`);
    });
}

/** DATABASE_URL: a postgres:// or postgresql:// URL. */
export function databaseUrl() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^postgres(ql)?:\/\//.test(raw)) return raw;
      // Only the scheme is echoed: the rest of a database URL usually holds a password.
      return fail(
        ctx,
        `DATABASE_URL must be a postgres:// or postgresql:// URL or unset (embedded database), got ${schemeOf(raw)}`,
      );
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

export function directory() {
  return z
    .string()
    .optional()
    .transform((raw) => (raw === undefined ? undefined : resolve(raw)));
}

/** ALLOWED_ORIGINS: comma-separated http(s) origins, trailing slashes dropped. */
export function originList() {
  return z
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
    });
}

function parseTrustProxy(raw: string): TrustProxy | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  const isAddress = (entry: string) => isIP(entry.split('/')[0] ?? '') !== 0;
  return entries.every(isAddress) ? entries : undefined;
}

/** TRUST_PROXY: true, false, or the proxies' addresses and CIDR ranges. */
export function trustProxy() {
  return z
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
    });
}

/** EXTRA_HOLIDAYS: comma-separated YYYY-MM-DD dates. */
export function holidayList() {
  return z
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
    });
}

/** OPERATOR_HOURS: the domain's opening-hours notation; unset, the spec's hours. */
export function operatorHours() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined || raw.trim() === '') {
        return { hours: OPERATOR_OPENING_HOURS, ignoreHolidays: false };
      }
      const parsed = parseOperatorHours(raw);
      if (!parsed.ok) return fail(ctx, `OPERATOR_HOURS: ${parsed.problem}`);
      return { hours: parsed.hours, ignoreHolidays: parsed.ignoreHolidays };
    });
}

/** ICE_SERVERS: a JSON array of RTCIceServer. */
export function iceServers() {
  return z
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
    });
}

/** DEPOSIT_RATES_PATH: a JSON file of the day deposit's rate tables (decision 232); unset: null. */
export function depositRates() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): TDepositRateTables | null => {
      if (raw === undefined) return null;
      if (!raw.startsWith('/'))
        return fail(ctx, `DEPOSIT_RATES_PATH must be absolute, got '${raw}'`);
      let json: unknown;
      try {
        json = JSON.parse(readFileSync(raw, 'utf8'));
      } catch {
        return fail(ctx, `DEPOSIT_RATES_PATH must name a readable JSON file, got '${raw}'`);
      }
      const tables = ZDepositRateTables.safeParse(json);
      if (!tables.success) {
        const issue = tables.error.issues[0];
        return fail(
          ctx,
          `DEPOSIT_RATES_PATH: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'invalid'}`.trim(),
        );
      }
      return tables.data;
    });
}

/** MAIL_FROM: an address, or "Name <address>". */
export function mailFrom() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return '"Bank" <no-reply@example-bank.si>';
      if (/^[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>$|^[^\s@<>]+@[^\s@<>]+$/.test(raw)) return raw;
      return fail(ctx, `MAIL_FROM must be an address or "Name <address>", got '${raw}'`);
    });
}

/** S3_BUCKET: a bucket name as S3 allows it. */
export function s3Bucket() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return undefined;
      if (/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(raw)) return raw;
      return fail(
        ctx,
        `S3_BUCKET must be 3 to 63 lower-case letters, digits, dots or hyphens, got '${raw}'`,
      );
    });
}

/** S3_REGION: a region name; us-east-1 when unset. */
export function s3Region() {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return 'us-east-1';
      if (/^[a-z0-9-]{2,40}$/.test(raw)) return raw;
      return fail(ctx, `S3_REGION must be a region name such as eu-central-1, got '${raw}'`);
    });
}

/** OPEN_BANKING_PROVIDER: sandbox or saltedge; unset stays unset (config.ts picks by NODE_ENV). */
export function openBankingProvider() {
  return z
    .string()
    .optional()
    .transform((raw, ctx): 'sandbox' | 'saltedge' | undefined => {
      if (raw === undefined || raw === 'sandbox' || raw === 'saltedge') return raw;
      return fail(ctx, `OPEN_BANKING_PROVIDER must be sandbox or saltedge, got '${raw}'`);
    });
}
