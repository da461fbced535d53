import { HANDOFF_TOKEN_VALIDITY_MS, TOKEN_ERROR_CODES, type Language } from '@onboarding/domain';
import type { Clock } from '../../infra/clock';
import { signAppToken, TokenError, verifyAppToken } from '../../infra/crypto/signed-tokens';

/**
 * The hand-off link's token (decision 072): HS256 like the other signed tokens, but valid 15
 * minutes instead of 2 days and reusable until the hand-off is finalized (the server checks the
 * transaction, not a used-token list). It carries uid and language (spec 1 §2: the mobile pages
 * take the language from it), the prospect and the hand-off id.
 */
export interface HandoffClaims {
  readonly tid: string;
  readonly uid: string;
  readonly prospectId: string;
  readonly language: Language;
}

const PURPOSE = 'DOCUMENT_HANDOFF';

export function createHandoffTokens(secret: string, clock: Clock) {
  const key = new TextEncoder().encode(`${secret}:${PURPOSE}`);
  return {
    async sign(claims: HandoffClaims): Promise<{ token: string; expiresAt: Date }> {
      const now = clock();
      const expiresAt = new Date(now.getTime() + HANDOFF_TOKEN_VALIDITY_MS);
      const token = await signAppToken(
        key,
        { ...claims, purpose: PURPOSE },
        { now, expiresAt, jtiBytes: 12 },
      );
      return { token, expiresAt };
    },

    /** Throws TokenError with the spec's code 1–4 (spec 2 §8). */
    async verify(token: string): Promise<HandoffClaims> {
      const payload = await verifyAppToken(key, token, clock());
      const { tid, uid, prospectId, language, purpose } = payload;
      if (
        purpose !== PURPOSE ||
        typeof tid !== 'string' ||
        typeof uid !== 'string' ||
        typeof prospectId !== 'string' ||
        typeof language !== 'string'
      ) {
        throw new TokenError(TOKEN_ERROR_CODES.INVALID_TOKEN);
      }
      return { tid, uid, prospectId, language: language as Language };
    },
  };
}

export type HandoffTokens = ReturnType<typeof createHandoffTokens>;
