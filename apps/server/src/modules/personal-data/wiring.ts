import { getVariant } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { createDataCipher } from '../../infra/crypto/data-cipher';
import { createProductsService } from '../products/service';
import { createProspectsService } from '../prospects/service';
import { createPersonalDataService } from './service';

/** The personal-data service over the app's database, clock, secret and variant. */
export function buildPersonalDataService(app: FastifyInstance) {
  const deps = { db: app.database.db, clock: app.clock };
  const products = createProductsService(deps);
  const prospects = createProspectsService({ ...deps, products });
  const personalData = createPersonalDataService({
    ...deps,
    cipher: createDataCipher(app.config.appSecret),
    timeZone: getVariant(app.config.variant).timeZone,
    prospects,
    products,
  });
  return { personalData, prospects, products };
}
