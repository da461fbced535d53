import { ZLanguage, ZUid } from '@onboarding/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../infra/config';
import { CROSS_SITE_ALLOWED } from '../../plugins/app/cross-site-guard';
import { SOCIAL_STATE_MAX_AGE_SECONDS } from './social-sign-in';

const STATE_COOKIE = 'social_login';
const STATE_COOKIE_PATH = '/services/slo/security/social';

const ZProviderParams = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });
const ZStartQuery = z.object({ uid: ZUid.optional(), language: ZLanguage.optional() });
const ZCallbackParameters = z.record(z.string(), z.string().max(4096));
/** Every outcome is a browser navigation: a redirect, no body (decision 279 declares it). */
const redirectAnswers = {
  302: z.null().describe('A redirect (Location): to the provider, or back to the portal.'),
};

type SocialApp = Parameters<FastifyPluginCallbackZod>[0];
type SocialRedirects = ReturnType<typeof socialRedirects>;

/**
 * `GET security/social/auth/{provider}` and its callback (decision 048). Browser navigations, so
 * every outcome is a redirect into the web app, never a JSON error.
 */
export const socialRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  // Apple posts the answer as a form (response_mode=form_post); only these routes read forms.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  const redirects = socialRedirects(app.config);
  registerStartRoute(app, redirects);
  registerCallbackRoutes(app, redirects);
  done();
};

/** Where the web app is, the state cookie's options, and the redirect of a failure. */
function socialRedirects(config: Pick<SocialApp['config'], 'publicUrl' | 'isProduction'>) {
  const appUrl = (fragment: string) => `${config.publicUrl}/onboarding/#${fragment}`;

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

  return { appUrl, stateCookieOptions, fail };
}

function registerStartRoute(app: SocialApp, { stateCookieOptions, fail }: SocialRedirects): void {
  const { social } = app.services;

  app.get(
    '/security/social/auth/:provider',
    {
      schema: {
        tags: ['security'],
        summary: 'Starts sign-up with an OpenID Connect provider (redirect).',
        params: ZProviderParams,
        querystring: ZStartQuery,
        response: redirectAnswers,
      },
    },
    async (request, reply) => {
      const started = await social.start(request.params.provider, request.query);
      if (!started.ok) return fail(reply, started.code);
      return reply
        .setCookie(STATE_COOKIE, started.state, {
          ...stateCookieOptions,
          maxAge: SOCIAL_STATE_MAX_AGE_SECONDS,
        })
        .redirect(started.url, 302);
    },
  );
}

function registerCallbackRoutes(app: SocialApp, redirects: SocialRedirects): void {
  const { social } = app.services;
  const { appUrl, stateCookieOptions, fail } = redirects;

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    parameters: Record<string, string>,
  ) => {
    const outcome = await social.finish(
      provider,
      request.cookies[STATE_COOKIE],
      parameters,
      requestContextOf(request),
    );
    if (!outcome.ok) return fail(reply, outcome.code);
    const { uid } = await app.sessions.start(request, reply, outcome.userId);
    reply.clearCookie(STATE_COOKIE, stateCookieOptions);
    // spec 1 §2: registration=social fires the light sign-up analytics event labelled social. The
    // uid (a base variable of the home gate's links) tells the gate, in a browser that has never
    // had a session, that there is one now (decision 216).
    const home = new URLSearchParams({ uid });
    if (outcome.isNewAccount) home.set('registration', 'social');
    return reply.redirect(appUrl(`/?${home.toString()}`), 302);
  };

  app.get(
    '/security/social/auth/:provider/callback',
    {
      schema: {
        tags: ['security'],
        summary: 'The provider’s redirect back: signs in or creates the account (redirect).',
        params: ZProviderParams,
        querystring: ZCallbackParameters,
        response: redirectAnswers,
      },
    },
    (request, reply) => finish(request, reply, request.params.provider, request.query),
  );

  app.post(
    '/security/social/auth/:provider/callback',
    {
      // Apple's page posts this form cross-site; the state cookie check is its CSRF defence.
      config: CROSS_SITE_ALLOWED,
      schema: {
        tags: ['security'],
        summary: 'The provider’s form_post answer (Apple).',
        params: ZProviderParams,
        body: ZCallbackParameters,
        response: redirectAnswers,
      },
    },
    (request, reply) => finish(request, reply, request.params.provider, request.body),
  );
}
