import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { useDocumentSecurityHeaders } from '../../plugins/external/security-headers';
import { SANDBOX_BANK_PREFIX } from './return-address';
import {
  ZSandboxAuthorizeQuery,
  ZSandboxLoginForm,
  ZSandboxSmsForm,
  type SandboxAnswer,
} from './sandbox-bank';
import { SANDBOX_BANK_CSS } from './sandbox-bank-page';

/** A page of the bank, never cached; or its redirect back to the portal (303: GET). */
function send(reply: FastifyReply, answer: SandboxAnswer) {
  void reply.header('cache-control', 'no-store');
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 303);
  return reply.code(answer.status).type('text/html; charset=utf-8').send(answer.html);
}

/**
 * The sandbox bank's own pages under `/sandbox-bank/` (decision 250), served only beside the
 * sandbox provider: a bank of its own, outside the portal's API and app paths. Its forms post
 * here (same origin, its own form parser, so the cross-site guard lets them in as it lets in
 * JSON); the password is read by these routes and no other.
 */
export const sandboxBankRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const bank = app.services.sandboxBank;
  if (bank === null) {
    done();
    return;
  }
  useDocumentSecurityHeaders(app, app.config);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, parsed) => {
      parsed(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get(
    `${SANDBOX_BANK_PREFIX}/authorize`,
    { schema: { hide: true, querystring: ZSandboxAuthorizeQuery } },
    (request, reply) => send(reply, bank.authorize(request.query)),
  );
  app.post(
    `${SANDBOX_BANK_PREFIX}/login`,
    { schema: { hide: true, body: ZSandboxLoginForm } },
    async (request, reply) => send(reply, await bank.login(request.body)),
  );
  app.post(
    `${SANDBOX_BANK_PREFIX}/sms`,
    { schema: { hide: true, body: ZSandboxSmsForm } },
    async (request, reply) => send(reply, await bank.sms(request.body)),
  );
  app.get(`${SANDBOX_BANK_PREFIX}/bank.css`, { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(SANDBOX_BANK_CSS),
  );
  done();
};
