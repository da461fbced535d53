import {
  DEFAULT_ELIGIBILITY_POLICY,
  PACKAGE_RULES,
  type EligibilityFacts,
  type EligibilityPolicy,
  type PackageName,
  type TQuestionResponses,
} from '@onboarding/domain';
import type { Transaction } from '../../infra/db/database';
import type { EnteredData } from './entered-data';
import type { Registries } from './registries';

/**
 * The policy for the bank's country and the chosen package: the package's age range (Mladi 18–25,
 * Diploma up to 27, spec 2 §5) and the bank's country for the address and the IBAN.
 */
export function eligibilityPolicyFor(
  bankCountry: string,
  packageName: PackageName | null,
): EligibilityPolicy {
  const ageRange = packageName === null ? null : PACKAGE_RULES[packageName].ageRange;
  return {
    ...DEFAULT_ELIGIBILITY_POLICY,
    bankCountry,
    ibanCountry: bankCountry,
    citizenships: [...new Set([...DEFAULT_ELIGIBILITY_POLICY.citizenships, bankCountry])],
    minAge: ageRange?.min ?? DEFAULT_ELIGIBILITY_POLICY.minAge,
    maxAge: ageRange?.max ?? null,
  };
}

/** The rule engine's input from the data entered, the legal answers and the registers. */
export async function buildEligibilityFacts(
  tx: Transaction,
  input: {
    readonly entered: EnteredData | null;
    readonly responses: TQuestionResponses;
    readonly today: string;
    readonly registries: Registries;
  },
): Promise<EligibilityFacts> {
  const { entered, responses, today, registries } = input;
  const personalNumber = entered?.identityDocument.personalNumber ?? null;
  const iban = entered?.iban ?? null;
  const [existingCustomer, insolvent, ibanHeldHere] = await Promise.all([
    personalNumber === null ? false : registries.customers.isCustomer(tx, personalNumber),
    personalNumber === null ? false : registries.insolvency.hasProceeding(tx, personalNumber),
    iban === null ? false : registries.customers.holdsAccount(tx, iban),
  ]);
  const permanent = entered?.addresses.find((address) => address.type === 'PERMANENT') ?? null;
  return {
    consents: {
      pep: responses.PEP === 'true',
      fatca: responses.FATCA === 'true',
      crs: responses.CRS === 'true',
    },
    birthDate: entered?.birth.date ?? null,
    today,
    permanentAddressCountry: permanent?.countryCode ?? null,
    nationalities: [entered?.birth.nationality, entered?.secondNationality].filter(
      (value): value is string => value !== null && value !== undefined && value !== '',
    ),
    residentStatus: entered?.residentStatus ?? null,
    employmentType: entered?.employment.employerStatus ?? null,
    incomeSources: entered?.employment.originOfFunds ?? [],
    iban,
    registries: { existingCustomer, ibanHeldHere, insolvent },
  };
}
