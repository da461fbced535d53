import {
  ZErrorBody,
  ZProductPart,
  ZProductPartParams,
  ZProductView,
  ZSpecCallIdParams,
} from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { APPLICANT_ONLY, CALLER_ROUTE_ERRORS, applicantOf } from '../../plugins/app/caller';

const NO_STORE = 'private, no-store';
const tags = ['spec-calls'];
const errors = { ...CALLER_ROUTE_ERRORS, 429: ZErrorBody };

type ProspectsApp = Parameters<FastifyPluginCallbackZod>[0];

/**
 * The product resource of spec 3 §7 (decision 181): `GET onboarding/products/{id}` and `GET
 * products/{id}/{sub}`, here because a product is read as part of one of the session's prospects
 * (the products module below knows no owner). Its PATCHes are the student package's change (student module), its
 * DELETE the withdrawal (data-retention module). The id is checked against the session's owner:
 * another applicant's product answers the 404 of an unknown one.
 */
export function registerProductResourceRoutes(app: ProspectsApp): void {
  const { prospects } = app.services;

  app.get(
    '/onboarding/products/:id',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'The product of one of my applications.',
        params: ZSpecCallIdParams,
        response: { 200: ZProductView, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return prospects.readOwnProduct(applicantOf(request), request.params.id);
    },
  );

  app.get(
    '/onboarding/products/:id/:sub',
    {
      config: APPLICANT_ONLY,
      schema: {
        tags,
        summary: 'One part of the product: its state, package or type.',
        params: ZProductPartParams,
        response: { 200: ZProductPart, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', NO_STORE);
      return prospects.readProductPart(applicantOf(request), request.params.id, request.params.sub);
    },
  );
}
