import { ZBranch, ZBranchesQuery, ZErrorBody, ZLanguage, type Language } from '@onboarding/domain';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';

const ZBranchParams = z.object({ id: z.string().max(64) });

/**
 * `GET external/info/branches` and `branches/{id}` (spec 3 §7), and the branches as the lookup
 * front-end API's `fetchBranchList/{language}` (decision 184).
 */
export const branchesRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { branches: service } = app.services;

  /** Every branch; nearest first when both lat and lon are given, else in the language's alphabet. */
  const listNearestFirst = (
    { lat, lon }: { lat?: number | undefined; lon?: number | undefined },
    language?: Language,
  ) => service.list(lat === undefined || lon === undefined ? undefined : { lat, lon }, language);

  app.get(
    '/external/info/branches',
    {
      schema: {
        tags: ['branches'],
        summary: 'Every branch; nearest first when lat and lon are given.',
        querystring: ZBranchesQuery,
        response: { 200: z.array(ZBranch), 400: ZErrorBody },
      },
    },
    (request) => listNearestFirst(request.query),
  );

  app.get(
    '/external/info/branches/:id',
    {
      schema: {
        tags: ['branches'],
        summary: 'One branch.',
        params: ZBranchParams,
        response: { 200: ZBranch, 404: ZErrorBody },
      },
    },
    async (request) => {
      const branch = await service.get(request.params.id);
      if (branch === null) throw new AppError(404, 'NOT_FOUND', { message: 'No such branch.' });
      return branch;
    },
  );

  app.get(
    '/fetchBranchList/:language',
    {
      schema: {
        tags: ['lookup-api'],
        summary: 'The branches, nearest first with lat and lon (as external/info/branches).',
        params: z.object({ language: ZLanguage }),
        querystring: ZBranchesQuery,
        response: { 200: z.array(ZBranch), 400: ZErrorBody },
      },
    },
    (request) => listNearestFirst(request.query, request.params.language),
  );
  done();
};
