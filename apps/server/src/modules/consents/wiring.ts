import { getVariant } from '@onboarding/domain';
import type { FastifyInstance } from 'fastify';
import { createDataCipher } from '../../infra/crypto/data-cipher';
import { createConsentDocumentsService } from '../consent-documents/service';
import { createEligibilityService } from '../eligibility/service';
import { personalDataSource } from '../eligibility/personal-data-source';
import { createIdentifierHmac, createLocalRegistries } from '../eligibility/registries';
import { buildPersonalDataService } from '../personal-data/wiring';
import { createProductsService } from '../products/service';
import { createProspectsService } from '../prospects/service';
import { createConsentsService } from './service';

/**
 * The services of issue 7 built once per plugin: consents, eligibility (with the local registers)
 * and the consent documents, over the prospects and products services.
 */
export function buildConsentServices(app: FastifyInstance) {
  const db = app.database.db;
  const clock = app.clock;
  const variant = getVariant(app.config.variant);
  const products = createProductsService({ db, clock });
  const prospects = createProspectsService({ db, clock, products });
  const cipher = createDataCipher(app.config.appSecret);
  const enteredData = personalDataSource(buildPersonalDataService(app).personalData);
  const registries = createLocalRegistries(createIdentifierHmac(app.config.appSecret));
  const eligibility = createEligibilityService({
    clock,
    timeZone: variant.timeZone,
    bankCountry: variant.country,
    registries,
    enteredData,
    prospects,
    products,
  });
  const consents = createConsentsService({ db, clock, prospects, products, eligibility });
  const documents = createConsentDocumentsService({
    db,
    clock,
    cipher,
    timeZone: variant.timeZone,
    prospects,
    products,
    consents,
    enteredData,
  });
  return { prospects, products, eligibility, consents, documents };
}
