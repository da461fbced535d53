import { describe, expect, it } from 'vitest';
import { useTestApp } from './build-test-app';

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
}

describe('OpenAPI document', () => {
  const app = useTestApp();

  it('when /services/docs/json is fetched, then it is an OpenAPI 3 document of the routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApiDocument>();
    expect(document.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(document.info.title).toBe('Onboarding portal API');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/health', '/ready', '/metrics']),
    );
    expect(Object.keys(document.paths['/ready']?.get?.responses ?? {})).toEqual(['200', '503']);
    // Static files, redirects and the docs themselves are not API.
    expect(Object.keys(document.paths).some((path) => path.startsWith('/onboarding'))).toBe(false);
    expect(Object.keys(document.paths).some((path) => path.startsWith('/services/docs'))).toBe(
      false,
    );
  });

  it('when /services/docs is opened, then the Swagger UI page is served', async () => {
    const response = await app.inject({ method: 'GET', url: '/services/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('swagger-ui');
  });
});
