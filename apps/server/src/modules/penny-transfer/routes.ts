import {
  ZIncomingPaymentResult,
  ZPennyTransfer,
  ZPennyTransferParams,
  ZSimulatedPaymentRequest,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';

/**
 * The penny transfer under /services/slo (decision 143): the page's data for the product's owner,
 * and outside production the simulator that "pays" an order as the bank's feed would.
 */
export const pennyTransferRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { pennyTransfer } = app.services;

  app.get(
    '/onboarding/products/:id/pennytransfer',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags: ['penny-transfer'],
        summary:
          'The penny transfer of the product: payee, IBAN, causal, amount, reference, purpose code, UPN QR, activation times.',
        params: ZPennyTransferParams,
        response: { 200: ZPennyTransfer, ...CALLER_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return pennyTransfer.display(applicantOf(request), request.params.id);
    },
  );

  // Development only, like the outbox: in production this path does not exist (404).
  if (!app.config.isProduction) {
    app.post(
      '/dev/payments',
      {
        schema: {
          tags: ['development'],
          summary: 'Simulates a credit from the bank’s payment feed (development only).',
          body: ZSimulatedPaymentRequest,
          response: { 200: ZIncomingPaymentResult, ...CALLER_ROUTE_ERRORS },
        },
      },
      (request) => pennyTransfer.simulate(request.body),
    );
  }
  done();
};
