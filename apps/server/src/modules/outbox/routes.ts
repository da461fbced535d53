import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OUTBOX_CHANNELS } from '../../infra/outbox/tables';
import { useDocumentSecurityHeaders } from '../../plugins/external/security-headers';
import { OUTBOX_CSS, renderOutboxPage } from './page';

const ZOutboxQuery = z.object({ to: z.string().min(1).max(254).optional() });
const ZOutboxMessage = z.object({
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * The development outbox (decision 047): without SMTP or an SMS gateway, outside production,
 * the messages are read here. Not registered in production, so both paths answer 404 there.
 */
export const outboxApiRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/services/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Stored e-mails and SMS, newest first (development only).',
        querystring: ZOutboxQuery,
        response: { 200: z.array(ZOutboxMessage) },
      },
    },
    async (request) =>
      (await app.services.outbox.list(request.query.to)).map((message) => ({
        ...message,
        createdAt: message.createdAt.toISOString(),
      })),
  );
  done();
};

export const outboxPageRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  useDocumentSecurityHeaders(app, app.config);

  app.get(
    '/onboarding/dev/outbox',
    { schema: { hide: true, querystring: ZOutboxQuery } },
    async (request, reply) => {
      const messages = await app.services.outbox.list(request.query.to);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderOutboxPage(messages, request.query.to));
    },
  );

  app.get('/onboarding/dev/outbox.css', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(OUTBOX_CSS),
  );
  done();
};
