import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../infra/config';
import { internalsAccessHook } from '../plugins/app/internals-access';
import { useDocumentSecurityHeaders } from '../plugins/external/security-headers';

export const DOCS_PREFIX = '/services/docs';

/**
 * The OpenAPI document as JSON at /services/docs/json and browsable at /services/docs, under the
 * strict policy of every page: Swagger UI loads its styles from files and sets the rest through
 * the DOM, so without its top bar it needs no style-src 'unsafe-inline' (decision 170).
 */
export const docsRoutes: FastifyPluginAsync<{ readonly config: Config }> = async (
  app,
  { config },
) => {
  // In production only for the bearer of INTERNALS_TOKEN (decision 168): the page, its files,
  // the JSON and the YAML. First, so that a refusal is the plain 404 of an unknown path.
  const guard = internalsAccessHook(config);
  if (guard !== null) app.addHook('onRequest', guard);
  useDocumentSecurityHeaders(app, config);
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // BaseLayout: no top bar, whose inline SVG logo carries a <style> element the policy blocks.
    uiConfig: { docExpansion: 'list', deepLinking: false, layout: 'BaseLayout' },
  });
};
