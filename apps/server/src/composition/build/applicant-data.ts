import { createConsentDocumentsService } from '../../modules/consent-documents/service';
import { createConsentsService } from '../../modules/consents/service';
import { createDepositsService } from '../../modules/deposits/service';
import { personalDataSource } from '../../modules/eligibility/personal-data-source';
import { createIdentifierHmac, createLocalRegistries } from '../../modules/eligibility/registries';
import { createEligibilityService } from '../../modules/eligibility/service';
import { createPersonalDataService } from '../../modules/personal-data/service';
import { createStudentService } from '../../modules/student/service';
import type { CompositionContext } from './context';
import type { Foundation } from './foundation';

/**
 * What the applicant enters: personal data, a day deposit's terms, the student package, consents
 * and their documents.
 */
export function buildApplicantData(
  { infra, variant, caseSearchIndex }: CompositionContext,
  foundation: Foundation,
) {
  const { config, db, clock, cipher } = infra;
  const { prospects, products } = foundation;
  const personalData = createPersonalDataService({
    db,
    clock,
    cipher,
    timeZone: variant.timeZone,
    variant: config.variant,
    prospects,
    products,
    searchIndex: caseSearchIndex,
  });
  const identifierHmac = createIdentifierHmac(config.appSecret);
  const enteredData = personalDataSource(personalData);
  const registries = createLocalRegistries(identifierHmac);
  const eligibility = createEligibilityService({
    clock,
    timeZone: variant.timeZone,
    bankCountry: variant.country,
    registries,
    enteredData,
  });
  const consents = createConsentsService({ db, clock, prospects, products, eligibility });
  return {
    personalData,
    // The day deposit's amount, term and own account (decisions 231 and 232).
    deposits: createDepositsService({
      db,
      clock,
      cipher,
      timeZone: variant.timeZone,
      variant: config.variant,
      rateTables: config.deposits.rateTables,
      extraClosingDays: config.extraHolidays,
      prospects,
      products,
      searchIndex: caseSearchIndex,
    }),
    student: createStudentService({
      db,
      clock,
      timeZone: variant.timeZone,
      currency: variant.currency,
      prospects,
      products,
      personalData,
    }),
    identifierHmac,
    enteredData,
    // Decision 112's registers: eligibility, and the call's existing-customer hint (decision 288).
    registries,
    eligibility,
    consents,
    consentDocuments: createConsentDocumentsService({
      db,
      clock,
      cipher,
      storage: infra.storage,
      timeZone: variant.timeZone,
      variant: variant.id,
      creditor: infra.config.creditor,
      prospects,
      products,
      consents,
      enteredData,
    }),
  };
}

export type ApplicantData = ReturnType<typeof buildApplicantData>;
