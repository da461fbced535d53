import * as client from 'openid-client';
import type { Config, SocialProvider, SocialProviderConfig } from '../config';

/**
 * OpenID Connect clients for social sign-up (decision 048), through openid-client: discovery of
 * each configured provider on first use, authorization code flow with PKCE (S256), state and nonce.
 */

export interface AuthorizationRequest {
  readonly url: URL;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

export interface ProviderIdentity {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly name: string | null;
}

export interface OidcClients {
  isConfigured(provider: SocialProvider): boolean;
  startAuthorization(provider: SocialProvider): Promise<AuthorizationRequest>;
  /** Exchanges the code (checking state, nonce and PKCE) and returns the ID token's identity. */
  finishAuthorization(
    provider: SocialProvider,
    callbackParameters: URLSearchParams,
    checks: Pick<AuthorizationRequest, 'state' | 'nonce' | 'codeVerifier'>,
  ): Promise<ProviderIdentity>;
}

/** Where the provider sends the browser back: PUBLIC_URL + the callback route. */
export function callbackUrl(publicUrl: string, provider: SocialProvider): string {
  return `${publicUrl}/services/slo/security/social/auth/${provider}/callback`;
}

// Apple returns name and e-mail only with response_mode=form_post (a POST to the callback).
const FORM_POST_PROVIDERS: ReadonlySet<SocialProvider> = new Set(['apple']);

export function createOidcClients(config: Config): OidcClients {
  const configurations = new Map<SocialProvider, Promise<client.Configuration>>();

  const settingsOf = (provider: SocialProvider): SocialProviderConfig => {
    const settings = config.social[provider];
    if (settings === null) throw new Error(`social provider ${provider} is not configured`);
    return settings;
  };

  const configurationOf = (provider: SocialProvider) => {
    let configuration = configurations.get(provider);
    if (configuration === undefined) {
      const settings = settingsOf(provider);
      const issuer = new URL(settings.issuer);
      // Plain http only for a provider on this machine outside production (the test provider).
      const isLocalHttp = issuer.protocol === 'http:' && !config.isProduction;
      configuration = client.discovery(
        issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        isLocalHttp ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      // A failed discovery (provider down) is retried on the next sign-in instead of cached.
      configuration.catch(() => configurations.delete(provider));
      configurations.set(provider, configuration);
    }
    return configuration;
  };

  return {
    isConfigured: (provider) => config.social[provider] !== null,

    async startAuthorization(provider) {
      const configuration = await configurationOf(provider);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const parameters: Record<string, string> = {
        redirect_uri: callbackUrl(config.publicUrl, provider),
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      };
      if (FORM_POST_PROVIDERS.has(provider)) {
        parameters.response_mode = 'form_post';
        parameters.scope = 'openid email name';
      }
      return {
        url: client.buildAuthorizationUrl(configuration, parameters),
        state,
        nonce,
        codeVerifier,
      };
    },

    async finishAuthorization(provider, callbackParameters, checks) {
      const configuration = await configurationOf(provider);
      const currentUrl = new URL(callbackUrl(config.publicUrl, provider));
      currentUrl.search = callbackParameters.toString();
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (idClaims === undefined) throw new Error('the provider returned no ID token');
      // Providers that keep e-mail and name out of the ID token (OpenID Connect's default for
      // scope claims) give them at the userinfo endpoint, for the same subject.
      const hasUserInfo = configuration.serverMetadata().userinfo_endpoint !== undefined;
      const claims =
        idClaims.email === undefined && hasUserInfo
          ? {
              ...(await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)),
              sub: idClaims.sub,
            }
          : idClaims;
      const nameParts = [claims.given_name, claims.family_name].filter(
        (part): part is string => typeof part === 'string' && part !== '',
      );
      const name =
        typeof claims.name === 'string' && claims.name !== '' ? claims.name : nameParts.join(' ');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : null,
        // Apple sends "true" as a string.
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: name === '' ? null : name,
      };
    },
  };
}
