import { ZCaseSearchQuery, ZCaseSearchResult } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestContextOf } from '../../infra/audit/audit-log';
import { CALLER_ROUTE_ERRORS, STAFF_ONLY, staffOf } from '../../plugins/app/caller';

/**
 * `GET /services/operator/cases` (beyond the spec, decision 263): the staff case search. Staff
 * only; an operator names a person or a case, a supervisor may also browse (decision 264).
 */
export const caseSearchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { caseSearch } = app.services;
  app.get(
    '/cases',
    {
      config: STAFF_ONLY,
      schema: {
        tags: ['video-operator'],
        summary:
          'Cases by name (accents and case folded), e-mail, phone, application, document or personal number, IBAN, product, state and dates; newest first, by pages.',
        querystring: ZCaseSearchQuery,
        response: { 200: ZCaseSearchResult, ...CALLER_ROUTE_ERRORS },
      },
    },
    (request) => caseSearch.search(staffOf(request), request.query, requestContextOf(request)),
  );
  done();
};
