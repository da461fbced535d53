import { ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ZIncomingPaymentFeed, ZIncomingPaymentFeedResult } from './payment-feed';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 415: ZErrorBody };

/**
 * `POST /services/slo/payments/incoming` (decision 143, "Feed adapter"): the bank's payment system
 * reports credits to product accounts, signed with PAYMENTS_FEED_SECRET. Not for browsers: no
 * session, no cookie; without the secret configured the path does not exist (404).
 */
export const paymentFeedRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const feed = app.services.paymentFeed;
  if (feed === null) {
    done();
    return;
  }

  // The signature covers the bytes as sent: this scope keeps them instead of parsing JSON, and
  // the body is parsed only once the signature is right.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, parsed) =>
    parsed(null, body),
  );
  app.addHook('preValidation', (request, _reply, next) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    try {
      request.body = feed.open(raw, request.headers['x-signature'], request.headers['x-timestamp']);
      next();
    } catch (error) {
      next(error as Error);
    }
  });

  app.post(
    '/payments/incoming',
    {
      schema: {
        tags: ['penny-transfer'],
        summary:
          'The bank’s payment feed: one credit or a batch, signed (X-Signature: sha256=HMAC of "X-Timestamp.body"); the outcome of each.',
        body: ZIncomingPaymentFeed,
        response: { 200: ZIncomingPaymentFeedResult, ...errors },
      },
    },
    (request) => feed.deliver(request.body),
  );
  done();
};
