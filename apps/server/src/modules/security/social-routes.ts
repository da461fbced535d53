import { type Language, LANGUAGES, ZLanguage, ZUid } from '@onboarding/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../infra/config';
import { TokenError } from '../../infra/crypto/signed-tokens';
import { createOidcClients } from '../../infra/oidc/oidc-clients';
import { createCmsService } from '../cms/service';
import { createProductsService } from '../products/service';
import { createProspectsService } from '../prospects/service';
import { createSocialService } from './social-service';

const STATE_COOKIE = 'social_login';
const STATE_COOKIE_PATH = '/services/slo/security/social';
/** The round trip through the provider must end within this time. */
const STATE_MAX_AGE_SECONDS = 600;

const ZProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
const ZStartQuery = z.object({ uid: ZUid.optional(), language: ZLanguage.optional() });
const ZCallbackParameters = z.record(z.string(), z.string().max(4096));

/**
 * `GET security/social/auth/{provider}` and its callback (issue 3 point 8, decision 048). Browser
 * navigations, so every outcome is a redirect into the web app, never a JSON error.
 */
export const socialRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { config } = app;
  const oidc = createOidcClients(config);
  const deps = { db: app.database.db, clock: app.clock };
  const cms = createCmsService(deps);
  const prospects = createProspectsService({ ...deps, products: createProductsService(deps) });
  const social = createSocialService({ ...deps, cms, prospects });
  const appUrl = (fragment: string) => `${config.publicUrl}/onboarding/#${fragment}`;

  // Apple posts the answer as a form (response_mode=form_post); only these routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  // The state travels through the provider and back; a cross-site form POST (Apple) only carries
  // SameSite=None cookies, which browsers accept over https only.
  const stateCookieOptions = {
    path: STATE_COOKIE_PATH,
    httpOnly: true,
    secure: config.isProduction,
    sameSite: config.isProduction ? ('none' as const) : ('lax' as const),
  };

  const fail = (reply: FastifyReply, code: string) =>
    reply
      .clearCookie(STATE_COOKIE, stateCookieOptions)
      .redirect(appUrl(`/lightsignup?socialError=${code}`), 302);

  app.get(
    '/security/social/auth/:provider',
    {
      schema: {
        tags: ['security'],
        summary: 'Starts sign-up with an OpenID Connect provider (redirect).',
        params: ZProviderParams,
        querystring: ZStartQuery,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!oidc.isConfigured(provider)) return fail(reply, 'PROVIDER_NOT_CONFIGURED');
      let authorization;
      try {
        authorization = await oidc.startAuthorization(provider);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social provider discovery failed');
        return fail(reply, 'PROVIDER_UNAVAILABLE');
      }
      const state = await app.signedTokens.sign('SOCIAL_LOGIN', {
        provider,
        state: authorization.state,
        nonce: authorization.nonce,
        codeVerifier: authorization.codeVerifier,
        uid: request.query.uid ?? '',
        language: request.query.language ?? '',
      });
      return reply
        .setCookie(STATE_COOKIE, state, { ...stateCookieOptions, maxAge: STATE_MAX_AGE_SECONDS })
        .redirect(authorization.url.href, 302);
    },
  );

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    parameters: Record<string, string>,
  ) => {
    const cookie = request.cookies[STATE_COOKIE];
    if (cookie === undefined || cookie === '') return fail(reply, 'STATE_MISSING');
    let claims: Readonly<Record<string, unknown>>;
    try {
      const verified = await app.signedTokens.verify('SOCIAL_LOGIN', cookie);
      const ageSeconds = (app.clock().getTime() - verified.issuedAt.getTime()) / 1000;
      if (verified.claims.provider !== provider || ageSeconds > STATE_MAX_AGE_SECONDS) {
        return fail(reply, 'STATE_INVALID');
      }
      claims = verified.claims;
    } catch (error) {
      if (!(error instanceof TokenError)) throw error;
      return fail(reply, 'STATE_INVALID');
    }
    if (parameters.error !== undefined) return fail(reply, 'PROVIDER_REFUSED');

    let identity;
    try {
      identity = await oidc.finishAuthorization(provider, new URLSearchParams(parameters), {
        state: String(claims.state),
        nonce: String(claims.nonce),
        codeVerifier: String(claims.codeVerifier),
      });
    } catch (error) {
      request.log.warn({ err: error, provider }, 'social sign-in refused');
      return fail(reply, 'PROVIDER_REFUSED');
    }
    const language: Language = (LANGUAGES as readonly string[]).includes(String(claims.language))
      ? (claims.language as Language)
      : 'en';
    const uid = typeof claims.uid === 'string' && claims.uid !== '' ? claims.uid : null;
    const outcome = await social.signIn(
      provider,
      identity,
      { uid, language },
      requestContextOf(request),
    );
    if (!outcome.ok) return fail(reply, outcome.code);
    await app.sessions.start(request, reply, outcome.userId);
    reply.clearCookie(STATE_COOKIE, stateCookieOptions);
    // spec 1 §2: registration=social fires the light sign-up analytics event labelled social.
    return reply.redirect(appUrl(outcome.isNewAccount ? '/?registration=social' : '/'), 302);
  };

  app.get(
    '/security/social/auth/:provider/callback',
    {
      schema: {
        tags: ['security'],
        summary: 'The provider’s redirect back: signs in or creates the account (redirect).',
        params: ZProviderParams,
        querystring: ZCallbackParameters,
      },
    },
    (request, reply) => finish(request, reply, request.params.provider, request.query),
  );

  app.post(
    '/security/social/auth/:provider/callback',
    {
      schema: {
        tags: ['security'],
        summary: 'The provider’s form_post answer (Apple).',
        params: ZProviderParams,
        body: ZCallbackParameters,
      },
    },
    (request, reply) => finish(request, reply, request.params.provider, request.body),
  );
  done();
};
