import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../../infra/clock';
import { sha256Hex } from '../../infra/crypto/random';
import type { PasswordHasher } from '../../infra/crypto/password-hasher';
import {
  type SignedTokens,
  TokenError,
  tokenAppError,
  type VerifiedToken,
} from '../../infra/crypto/signed-tokens';
import type { Database } from '../../infra/db/database';
import type { RateLimiter } from '../../infra/rate-limit/rate-limiter';
import type { TokenPurpose } from '@onboarding/domain';
import type { Links } from '../messaging/links';
import type { MessagingService } from '../messaging/service';

/** What the security services share; each takes the part it needs. */
export interface SecurityDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly rateLimiter: RateLimiter;
  readonly passwordHasher: PasswordHasher;
  readonly signedTokens: SignedTokens;
  readonly messaging: MessagingService;
  readonly links: Links;
  readonly log: FastifyBaseLogger;
  readonly appSecret: string;
  /** SMS_PER_SOURCE_PER_HOUR: SMS to applicants per client address and hour (decision 161). */
  readonly smsPerSourcePerHour: number;
}

/** E-mail addresses are compared and stored in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hashTokenId(jti: string): string {
  return sha256Hex(jti);
}

/**
 * Verifies a token of one purpose; a failure is logged with its spec number (1–4) and answered
 * 400 with that number (decision 043: told apart in the log and the API).
 */
export async function verifyTokenOrFail(
  deps: Pick<SecurityDeps, 'signedTokens' | 'log'>,
  purpose: TokenPurpose,
  token: string,
): Promise<VerifiedToken> {
  try {
    return await deps.signedTokens.verify(purpose, token);
  } catch (error) {
    if (!(error instanceof TokenError)) throw error;
    deps.log.info({ purpose, tokenErrorCode: error.tokenErrorCode }, 'signed token refused');
    throw tokenAppError(error);
  }
}

export function tokenUsedError(): AppError {
  return new AppError(400, 'TOKEN_USED', {
    message: 'This link has been used already.',
    fieldErrors: [{ field: 'token', code: 'TOKEN_USED' }],
  });
}

export function fieldError(field: string, code: string, message = 'The request breaks a rule.') {
  return new AppError(400, 'VALIDATION_FAILED', { message, fieldErrors: [{ field, code }] });
}

export function claimString(token: VerifiedToken, name: string): string {
  const value = token.claims[name];
  if (typeof value !== 'string') throw new TokenError(1);
  return value;
}
