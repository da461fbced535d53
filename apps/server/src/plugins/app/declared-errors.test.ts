import { ZErrorBody } from '@onboarding/domain';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declarePipelineErrors, pipelineErrorStatuses } from './declared-errors';

const handler = () => undefined;

function route(
  options: Partial<RouteOptions> & Pick<RouteOptions, 'method' | 'url'>,
): RouteOptions {
  return { handler, ...options };
}

describe('the refusals every route declares (decision 279)', () => {
  it('when a public GET has no parameter, then 400 of unreadable bytes and 503 of the API', () => {
    expect(pipelineErrorStatuses(route({ method: 'GET', url: '/services/slo/branches' }))).toEqual([
      400, 503,
    ]);
  });

  it('when a route has a path parameter, then its 404 and the router’s 414 too', () => {
    expect(
      pipelineErrorStatuses(route({ method: 'GET', url: '/services/slo/branches/:city' })),
    ).toEqual([400, 404, 414, 503]);
  });

  it('when a POST of the API is called by an applicant, then body, guard, caller and key refusals', () => {
    const statuses = pipelineErrorStatuses(
      route({
        method: 'POST',
        url: '/services/slo/onboarding/prospects/:id/info',
        config: { caller: 'applicant' },
      }),
    );
    expect(statuses).toEqual([400, 401, 403, 404, 409, 413, 414, 415, 422, 503]);
  });

  it('when another site may post to the route, then no 403 of the cross-site guard', () => {
    const statuses = pipelineErrorStatuses(
      route({
        method: 'POST',
        url: '/services/slo/security/social/auth/:provider/callback',
        config: { crossSite: 'allowed' },
      }),
    );
    expect(statuses).not.toContain(403);
    expect(statuses).toContain(415);
  });

  it('when a supervisor’s GET, then 401 and 403 of the caller’s hook, no key refusals', () => {
    expect(
      pipelineErrorStatuses(
        route({ method: 'GET', url: '/services/operator/staff', config: { caller: 'supervisor' } }),
      ),
    ).toEqual([400, 401, 403, 503]);
  });

  it('when a DELETE, then its body and guard refusals but no Idempotency-Key ones', () => {
    const statuses = pipelineErrorStatuses(
      route({ method: 'DELETE', url: '/services/slo/onboarding/products/:id' }),
    );
    expect(statuses).toEqual([400, 403, 404, 413, 414, 415, 503]);
  });

  it('when a route outside the API, then no 503 is promised for it', () => {
    expect(pipelineErrorStatuses(route({ method: 'GET', url: '/health' }))).toEqual([400]);
  });

  it('when a route declares a status itself, then its own schema wins and the others are added', () => {
    const ZLegacy = z.object({ statusCode: z.number() });
    const shared = {
      params: z.object({ id: z.string() }),
      response: { 200: z.object({}), 400: ZLegacy },
    };
    const declared = route({ method: 'GET', url: '/services/slo/x/:id', schema: shared });
    declarePipelineErrors(declared);
    const response = declared.schema?.response as Record<string, unknown>;
    expect(Object.keys(response)).toEqual(['200', '400', '404', '414', '503']);
    expect(response['400']).toBe(ZLegacy);
    expect(response['414']).toBe(ZErrorBody);
    // Route files share schema objects: the shared one is left as it was.
    expect(Object.keys(shared.response)).toEqual(['200', '400']);
  });

  it('when a route has no schema, then it gets the refusals; a hidden one is left alone', () => {
    const bare = route({ method: 'POST', url: '/services/slo/x' });
    declarePipelineErrors(bare);
    expect(Object.keys(bare.schema?.response as object)).toEqual([
      '400',
      '403',
      '409',
      '413',
      '415',
      '422',
      '503',
    ]);
    const hidden = route({ method: 'GET', url: '/onboarding', schema: { hide: true } });
    declarePipelineErrors(hidden);
    expect(hidden.schema).toEqual({ hide: true });
  });

  it('when a route passes another service’s answers on (`default`, `4xx`), then nothing is added', () => {
    const passed = z.unknown();
    const relay = route({
      method: 'POST',
      url: '/services/slo/relay/:step',
      schema: { response: { default: passed } },
    });
    declarePipelineErrors(relay);
    expect(relay.schema?.response).toEqual({ default: passed });
    const ranged = route({
      method: 'GET',
      url: '/services/slo/ranged/:id',
      schema: { response: { 200: passed, '4xx': passed } },
    });
    declarePipelineErrors(ranged);
    expect(Object.keys(ranged.schema?.response as object)).toEqual(['200', '503', '4xx']);
  });
});
