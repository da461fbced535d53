import { ZErrorBody } from '@onboarding/domain';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

interface OpenApiResponse {
  description?: string;
  content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEYED = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Decision 279, written out again from what runs for a route (not read from the rule's code): the
 * refusals of the readable-input guard, the router, the body parser and the cross-site guard, the
 * caller's hook, the Idempotency-Key and an outage.
 */
function expectedRefusals(route: RouteOptions, method: string): number[] {
  const expected = [400];
  if (route.url.includes('/:')) expected.push(404, 414);
  if (STATE_CHANGING.has(method)) {
    expected.push(413, 415);
    if (route.config?.crossSite !== 'allowed') expected.push(403);
  }
  if (route.config?.caller !== undefined) expected.push(401);
  if (route.config?.caller === 'supervisor') expected.push(403);
  const isApi = route.url.startsWith('/services/');
  if (isApi && KEYED.has(method)) expected.push(409, 422);
  if (isApi) expected.push(503);
  return [...new Set(expected)].sort((a, b) => a - b);
}

const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function passesAnswersOn(route: RouteOptions): boolean {
  const response = (route.schema?.response ?? {}) as Record<string, unknown>;
  return 'default' in response;
}

describe('OpenAPI document', () => {
  const routes: RouteOptions[] = [];
  const app = useTestApp({ onRoute: (route) => void routes.push(route) });

  async function documentOf(): Promise<OpenApiDocument> {
    const response = await app.inject({ method: 'GET', url: '/services/docs/json' });
    expect(response.statusCode).toBe(200);
    return response.json<OpenApiDocument>();
  }

  it('when /services/docs/json is fetched, then it is an OpenAPI 3 document of the routes', async () => {
    const document = await documentOf();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Onboarding portal API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/metrics']),
    );
    // Its own 503, and the 400 of unreadable bytes every route answers (decision 274).
    expect(Object.keys(document.paths['/ready']?.get?.responses ?? {}).sort()).toEqual([
      '200',
      '400',
      '503',
    ]);
    // Static files, redirects and the docs themselves are not API.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/onboarding'))).toBe(false);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/services/docs'))).toBe(
      false,
    );
  });

  it('when any operation is read, then it declares the refusals of everything that runs for it, in the one error body (decision 279)', async () => {
    const document = await documentOf();
    const missing: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const hidden = route.schema?.hide === true;
      if (hidden || passesAnswersOn(route)) continue;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]) as string[];
      for (const method of methods.filter((name) => name !== 'HEAD')) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (operation === undefined) {
          missing.push(`${method} ${route.url}: not in the document`);
          continue;
        }
        checked += 1;
        const responses = operation.responses ?? {};
        const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
        for (const status of expectedRefusals(route, method)) {
          const documented = responses[String(status)];
          if (documented === undefined) {
            missing.push(`${method} ${route.url}: ${status}`);
          } else if (
            declared[String(status)] === ZErrorBody &&
            documented.content?.['application/json']?.schema?.properties?.mainError === undefined
          ) {
            missing.push(`${method} ${route.url}: ${status} without the error body`);
          }
        }
        // A file or a redirect keeps its success beside the refusals.
        if (!Object.keys(responses).some((status) => /^[23]/.test(status))) {
          missing.push(`${method} ${route.url}: no success`);
        }
      }
    }
    expect(checked).toBeGreaterThan(200);
    expect(missing).toEqual([]);
  });

  it('when a path parameter is longer than the router allows, then 414 in the error body, as the route declares', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/services/slo/onboarding/prospects/${'a'.repeat(150)}/consentsdocuments/x`,
    });
    expect(response.statusCode).toBe(414);
    expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
    const document = await documentOf();
    const operation =
      document.paths['/services/slo/onboarding/prospects/{id}/consentsdocuments/{documentId}']?.get;
    expect(Object.keys(operation?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '404', '414']),
    );
  });

  it('when a NUL is in a path parameter or the query, then 400 in the error body, as the route declares', async () => {
    const document = await documentOf();
    const calls = [
      {
        url: '/services/slo/onboarding/prospects/%00/consentsdocuments/x',
        path: '/services/slo/onboarding/prospects/{id}/consentsdocuments/{documentId}',
        field: 'path',
      },
      {
        url: '/services/slo/onboarding/prospects/status?uid=%00',
        path: '/services/slo/onboarding/prospects/status',
        field: 'querystring',
      },
      { url: '/health?probe=%00', path: '/health', field: 'querystring' },
    ];
    for (const { url, path, field } of calls) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      const body = ZErrorBody.parse(response.json());
      expect(body.fieldErrors).toEqual([{ field, code: 'validation.text.unreadable' }]);
      expect(Object.keys(document.paths[path]?.get?.responses ?? {}), path).toContain('400');
    }
  });

  it('when /services/docs is opened, then the Swagger UI page is served', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
