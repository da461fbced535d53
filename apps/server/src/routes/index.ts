import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../infra/config';
import { sandboxBankRoutes } from '../modules/open-banking/sandbox-bank-routes';
import { outboxApiRoutes, outboxPageRoutes } from '../modules/outbox/routes';
import { systemRoutes } from '../modules/system/routes';
import {
  API_PREFIX,
  apiRoutes,
  CIB_API_PREFIX,
  cibApiRoutes,
  OPERATOR_API_PREFIX,
  operatorApiRoutes,
} from './api';
import { developmentCaRoutes } from './development-ca';
import { docsRoutes } from './docs';
import { staticAppsRoutes } from './static-apps';

export interface RoutesOptions {
  readonly config: Config;
}

/** Every route of the app; each group is its own encapsulated plugin. */
export const routes: FastifyPluginAsync<RoutesOptions> = async (app, { config }) => {
  await app.register(systemRoutes);
  await app.register(apiRoutes, { prefix: API_PREFIX });
  await app.register(operatorApiRoutes, { prefix: OPERATOR_API_PREFIX });
  await app.register(cibApiRoutes, { prefix: CIB_API_PREFIX });
  await app.register(docsRoutes, { config });
  // Development only (decision 047): in production these paths do not exist (404).
  if (config.devOutboxEnabled) {
    await app.register(outboxApiRoutes);
    await app.register(outboxPageRoutes);
  }
  // The development CA's CRL, OCSP responder and TSA (decision 280): never in production.
  if (!config.isProduction) await app.register(developmentCaRoutes);
  // The sandbox bank's own pages (decision 250), beside the sandbox provider only.
  await app.register(sandboxBankRoutes);
  await app.register(staticAppsRoutes, { config });
};
