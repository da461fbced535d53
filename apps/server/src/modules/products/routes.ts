import { ZCreateProductRequest, ZCreateProductResponse, ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';

/**
 * `POST onboarding/products/noauth`: the product chosen on the start page (spec 1 §4); 409 when the
 * signed-in owner's application of that product is under way (decision 290). The product
 * resource's reads (decision 181) are in prospects/product-resource-routes.ts.
 */
export const productsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { prospects } = app.services;

  app.post(
    '/onboarding/products/noauth',
    {
      schema: {
        tags: ['products'],
        summary: 'Records the product a visitor (or a signed-in applicant) is opening.',
        body: ZCreateProductRequest,
        response: {
          200: ZCreateProductResponse,
          400: ZErrorBody,
          403: ZErrorBody,
          409: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) =>
      prospects.chooseProduct(
        request.body,
        await app.sessions.find(request),
        requestContextOf(request),
      ),
  );
  done();
};
