import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../infra/config';
import { useDocumentSecurityHeaders } from '../plugins/external/security-headers';

export const DOCS_PREFIX = '/services/docs';

/**
 * Swagger UI draws with inline styles, which the app's CSP forbids. Only these routes get
 * style-src 'unsafe-inline'; scripts stay 'self', and the rest of the app keeps the strict policy.
 */
export function relaxStyleSrc(policy: string): string {
  return policy.replace(
    /style-src 'self'(?!\s+'unsafe-inline')/,
    "style-src 'self' 'unsafe-inline'",
  );
}

/** The OpenAPI document as JSON at /services/docs/json and browsable at /services/docs. */
export const docsRoutes: FastifyPluginAsync<{ readonly config: Config }> = async (
  app,
  { config },
) => {
  useDocumentSecurityHeaders(app, config);
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformStaticCSP: relaxStyleSrc,
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
};
