import {
  TOKEN_API_ERROR_CODES,
  TOKEN_ERROR_CODES,
  type TokenErrorCode,
  type TokenPurpose,
  PASSWORD_RESET_TOKEN_VALIDITY_MS,
  SIGNED_TOKEN_VALIDITY_MS,
} from '@onboarding/domain';
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AppError } from '../../errors/app-error';
import type { Clock } from '../clock';
import { randomId } from './random';

/**
 * spec 2 §9, DESIGN "Signed tokens": HS256 JWTs signed with APP_SECRET, valid 2 days (a reset link
 * an hour), carrying a purpose (a reset token is no verification token) and a random id (jti) that
 * the caller records to make it single use.
 */

export interface VerifiedToken {
  readonly jti: string;
  readonly issuedAt: Date;
  readonly claims: Readonly<Record<string, unknown>>;
}

export class TokenError extends Error {
  readonly tokenErrorCode: TokenErrorCode;

  constructor(tokenErrorCode: TokenErrorCode, cause?: unknown) {
    super(`token check failed with code ${tokenErrorCode}`, { cause });
    this.name = 'TokenError';
    this.tokenErrorCode = tokenErrorCode;
  }
}

export interface SignedTokens {
  sign(purpose: TokenPurpose, claims: Readonly<Record<string, string>>): Promise<string>;
  /** Throws TokenError with the spec's code 1–4. */
  verify(purpose: TokenPurpose, token: string): Promise<VerifiedToken>;
}

/** spec 2 §9's 2 days, but an hour for a reset link (decision 167). */
const VALIDITY_MS: Readonly<Partial<Record<TokenPurpose, number>>> = {
  PASSWORD_RESET: PASSWORD_RESET_TOKEN_VALIDITY_MS,
};

const ALGORITHM = 'HS256';
const ISSUER = 'onboarding';

export function createSignedTokens(secret: string, clock: Clock): SignedTokens {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(purpose, claims) {
      const now = clock();
      return signAppToken(
        key,
        { ...claims, purpose },
        {
          now,
          expiresAt: new Date(now.getTime() + (VALIDITY_MS[purpose] ?? SIGNED_TOKEN_VALIDITY_MS)),
          jtiBytes: 16,
        },
      );
    },
    async verify(purpose, token) {
      const payload = await verifyAppToken(key, token, clock());
      if (payload.purpose !== purpose || typeof payload.jti !== 'string') {
        throw new TokenError(TOKEN_ERROR_CODES.INVALID_TOKEN);
      }
      return {
        jti: payload.jti,
        issuedAt: new Date((payload.iat ?? 0) * 1000),
        claims: payload,
      };
    },
  };
}

export interface AppTokenTimes {
  readonly now: Date;
  readonly expiresAt: Date;
  /** Random bytes of the jti. */
  readonly jtiBytes: number;
}

/**
 * Signs an HS256 JWT of this app (issuer, random jti, iat, exp): the one format of every signed
 * token, whatever its key, validity and claims.
 */
export function signAppToken(
  key: Uint8Array,
  claims: JWTPayload,
  { now, expiresAt, jtiBytes }: AppTokenTimes,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setIssuer(ISSUER)
    .setJti(randomId(jtiBytes))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
}

/**
 * Checks a token of signAppToken's format (algorithm, signature, issuer, expiry at `now`, the
 * jti/iat/exp claims) and returns its payload; the caller checks its own claims. Throws TokenError
 * with the spec's code 1–4 (spec 2 §8).
 */
export async function verifyAppToken(
  key: Uint8Array,
  token: string,
  now: Date,
): Promise<JWTPayload> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['jti', 'iat', 'exp'],
    });
    return payload;
  } catch (error) {
    throw new TokenError(tokenErrorCodeFor(error), error);
  }
}

/** jose's failures in the four numbers of spec 2 §8. */
function tokenErrorCodeFor(error: unknown): TokenErrorCode {
  if (error instanceof errors.JWTExpired) return TOKEN_ERROR_CODES.EXPIRED;
  if (error instanceof errors.JWSSignatureVerificationFailed) {
    return TOKEN_ERROR_CODES.INVALID_SIGNATURE;
  }
  // Not three base64url parts, or a header or payload that is not JSON: nothing could be read.
  if (error instanceof errors.JWSInvalid || error instanceof errors.JWTInvalid) {
    return TOKEN_ERROR_CODES.UNREADABLE;
  }
  // Readable and signed by us, but the wrong algorithm, issuer or claims.
  return TOKEN_ERROR_CODES.INVALID_TOKEN;
}

/** The 400 answer of a failed token check: the API code, the number as the message. */
export function tokenAppError(error: TokenError): AppError {
  return new AppError(400, TOKEN_API_ERROR_CODES[error.tokenErrorCode], {
    message: String(error.tokenErrorCode),
    fieldErrors: [{ field: 'token', code: TOKEN_API_ERROR_CODES[error.tokenErrorCode] }],
    cause: error,
  });
}
