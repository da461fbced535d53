import type { FastifyPluginAsync } from 'fastify';

/**
 * The API modules of spec 3 section 7, each a plugin exported by src/modules/<name>/routes.ts and
 * mounted here under /services/slo (DESIGN "API"). Add a module by adding its plugin to this list;
 * each is encapsulated, so its hooks and decorators stay inside it.
 */
const API_MODULES: readonly FastifyPluginAsync[] = [];

export const API_PREFIX = '/services/slo';

export const apiRoutes: FastifyPluginAsync = async (app) => {
  for (const apiModule of API_MODULES) await app.register(apiModule);
};
