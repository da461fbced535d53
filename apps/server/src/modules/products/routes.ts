import { ZCreateProductRequest, ZCreateProductResponse, ZErrorBody } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors/app-error';
import { requestContextOf } from '../../infra/audit/audit-log';
import { RATE_LIMITS } from '../../infra/rate-limit/limits';
import { createCmsService } from '../cms/service';
import { createProspectsService } from '../prospects/service';
import { createProductsService } from './service';

/** `POST onboarding/products/noauth`: the product chosen on the start page (spec 1 §4). */
export const productsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const deps = { db: app.database.db, clock: app.clock };
  const cms = createCmsService(deps);
  const products = createProductsService(deps);
  const prospects = createProspectsService({ ...deps, products });

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
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      const context = requestContextOf(request);
      await app.rateLimiter.hit({ rule: RATE_LIMITS.productsPerIp, subject: context.ip });
      const { uid, productType, packageName = null } = request.body;
      const owner = await cms.ownerOf(uid);
      if (!owner.known) {
        throw new AppError(400, 'VALIDATION_FAILED', {
          message: 'This uid was not issued here.',
          fieldErrors: [{ field: 'uid', code: 'validation.uid.invalid' }],
        });
      }
      if (owner.userId === null) {
        return products.create(app.database.db, { uid, productType, packageName }, context);
      }
      // The uid is an account's: only its signed-in owner may start a process with it.
      const user = await app.sessions.find(request);
      if (user === null || user.userId !== owner.userId) {
        throw new AppError(403, 'FORBIDDEN', { message: 'This uid is not yours.' });
      }
      return prospects.startAnother(user, { productType, packageName }, context);
    },
  );
  done();
};
