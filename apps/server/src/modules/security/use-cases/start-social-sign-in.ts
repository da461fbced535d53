import type { Language } from '@onboarding/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { SocialProvider } from '../../../infra/config';
import type { SignedTokens } from '../../../infra/crypto/signed-tokens';
import type { OidcClients } from '../../../infra/oidc/oidc-clients';
import type { SocialFailure } from '../social-sign-in';

export interface StartSocialSignInDeps {
  readonly oidc: Pick<OidcClients, 'isConfigured' | 'startAuthorization'>;
  readonly signedTokens: Pick<SignedTokens, 'sign'>;
  readonly log: FastifyBaseLogger;
}

/**
 * `GET security/social/auth/{provider}`: the provider's authorization URL and the signed state
 * the browser keeps in a cookie for the way back.
 */
export function createStartSocialSignIn(deps: StartSocialSignInDeps) {
  const { oidc, signedTokens, log } = deps;

  return async function startSocialSignIn(
    provider: SocialProvider,
    visitor: { uid?: string; language?: Language },
  ): Promise<
    | { readonly ok: true; readonly url: string; readonly state: string }
    | { readonly ok: false; readonly code: SocialFailure }
  > {
    if (!oidc.isConfigured(provider)) return { ok: false, code: 'PROVIDER_NOT_CONFIGURED' };
    let authorization;
    try {
      authorization = await oidc.startAuthorization(provider);
    } catch (error) {
      log.warn({ err: error, provider }, 'social provider discovery failed');
      return { ok: false, code: 'PROVIDER_UNAVAILABLE' };
    }
    const state = await signedTokens.sign('SOCIAL_LOGIN', {
      provider,
      state: authorization.state,
      nonce: authorization.nonce,
      codeVerifier: authorization.codeVerifier,
      uid: visitor.uid ?? '',
      language: visitor.language ?? '',
    });
    return { ok: true, url: authorization.url.href, state };
  };
}
