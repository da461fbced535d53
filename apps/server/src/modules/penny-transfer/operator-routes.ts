import { ZPaymentReview, ZPaymentReviewList, ZPaymentReviewParams } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY, staffOf } from '../../plugins/app/caller';

/**
 * The console's payment review under /services/operator (decision 143): penny transfers whose
 * payer's name did not match the applicant's; an operator accepts (the product opens) or refuses
 * (the money goes back, the applicant is asked to contact the bank).
 */
export const paymentReviewRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { pennyTransfer } = app.services;

  app.get(
    '/payment-reviews',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['payment-review'],
        summary:
          'Penny transfers waiting for an operator: payer and applicant names, amount, date.',
        response: { 200: ZPaymentReviewList, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (_request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return pennyTransfer.reviews();
    },
  );

  for (const [action, decide] of [
    ['accept', pennyTransfer.accept],
    ['refuse', pennyTransfer.refuse],
  ] as const) {
    app.post(
      `/payment-reviews/:id/${action}`,
      {
        config: STAFF_ONLY,
        schema: {
          tags: ['payment-review'],
          summary:
            action === 'accept'
              ? 'Accepts the payer: the product becomes active.'
              : 'Refuses the payer: the money goes back, the product stays.',
          params: ZPaymentReviewParams,
          response: { 200: ZPaymentReview, ...CALLER_ROUTE_ERRORS },
        },
      },
      (request) => decide(staffOf(request), request.params.id, requestContextOf(request)),
    );
  }
  done();
};
