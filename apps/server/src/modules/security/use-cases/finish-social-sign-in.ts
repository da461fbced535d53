import { type Language, LANGUAGES } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../../infra/audit/audit-log';
import type { Clock } from '../../../infra/clock';
import type { SocialProvider } from '../../../infra/config';
import { type SignedTokens, TokenError } from '../../../infra/crypto/signed-tokens';
import type { OidcClients } from '../../../infra/oidc/oidc-clients';
import { SOCIAL_STATE_MAX_AGE_SECONDS, type SocialOutcome } from '../social-sign-in';
import type { SignInWithIdentity } from './sign-in-with-identity';

export interface FinishSocialSignInDeps {
  readonly clock: Clock;
  readonly oidc: Pick<OidcClients, 'finishAuthorization'>;
  readonly signedTokens: Pick<SignedTokens, 'verify'>;
  readonly log: FastifyBaseLogger;
  readonly signInWithIdentity: SignInWithIdentity;
}

/** The provider's answer with the state cookie: signs in, links or creates the account. */
export function createFinishSocialSignIn(deps: FinishSocialSignInDeps) {
  const { clock, oidc, signedTokens, log, signInWithIdentity } = deps;

  return async function finishSocialSignIn(
    provider: SocialProvider,
    stateCookie: string | undefined,
    parameters: Readonly<Record<string, string>>,
    context: RequestContext,
  ): Promise<SocialOutcome> {
    if (stateCookie === undefined || stateCookie === '')
      return { ok: false, code: 'STATE_MISSING' };
    let claims: Readonly<Record<string, unknown>>;
    try {
      const verified = await signedTokens.verify('SOCIAL_LOGIN', stateCookie);
      const ageSeconds = (clock().getTime() - verified.issuedAt.getTime()) / 1000;
      if (verified.claims.provider !== provider || ageSeconds > SOCIAL_STATE_MAX_AGE_SECONDS) {
        return { ok: false, code: 'STATE_INVALID' };
      }
      claims = verified.claims;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      return { ok: false, code: 'STATE_INVALID' };
    }
    if (parameters.error !== undefined) return { ok: false, code: 'PROVIDER_REFUSED' };

    let identity;
    try {
      identity = await oidc.finishAuthorization(provider, new URLSearchParams({ ...parameters }), {
        state: String(claims.state),
        nonce: String(claims.nonce),
        codeVerifier: String(claims.codeVerifier),
      });
    } catch (error) {
      log.warn({ err: error, provider }, 'social sign-in refused');
      return { ok: false, code: 'PROVIDER_REFUSED' };
    }
    const language: Language = (LANGUAGES as readonly string[]).includes(String(claims.language))
      ? (claims.language as Language)
      : 'en';
    const uid = typeof claims.uid === 'string' && claims.uid !== '' ? claims.uid : null;
    return signInWithIdentity(provider, identity, { uid, language }, context);
  };
}
