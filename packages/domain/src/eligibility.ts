import { z } from 'zod';
import type { RoutePath } from './routes';
import { ageOn } from './packages';
import { ROUTES } from './routes';
import type { ProspectState } from './states';

/** spec 1 §8, spec 2 §8: why an applicant cannot open a product online (each offers a branch). */
export const INELIGIBILITY_REASONS = [
  'CONSENTS',
  'EXISTING_CUSTOMER',
  'AGE',
  'ADDRESS',
  'CITIZENSHIP',
  'RESIDENCY',
  'TYPE_OF_EMPLOYMENT',
  'SOURCE_OF_INCOME',
  'EXISTING_IBAN',
  'NO_IBAN',
  'AJPES_INSOLVENTNOST',
] as const;
export type IneligibilityReason = (typeof INELIGIBILITY_REASONS)[number];
export const ZIneligibilityReason = z.enum(INELIGIBILITY_REASONS);

/** spec 1 §4, spec 3 §7: the eligibility answer's `criteries` when the applicant may continue. */
export const ELIGIBILITY_ACCEPTED = 'ACCEPTED';

export const ZEligibilityCriteria = z.union([
  z.literal(ELIGIBILITY_ACCEPTED),
  ZIneligibilityReason,
]);
export type TEligibilityCriteria = z.infer<typeof ZEligibilityCriteria>;

export const ZEligibilityResponse = z.object({ criteries: z.string() });
export type TEligibilityResponse = z.infer<typeof ZEligibilityResponse>;

export type EligibilityOutcome =
  | {
      readonly accepted: true;
      readonly prospectState: Extract<ProspectState, 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED'>;
      readonly route: RoutePath;
    }
  | {
      readonly accepted: false;
      /** The reason when the server named a known one; null for unknown values or failures. */
      readonly reason: IneligibilityReason | null;
      readonly route: RoutePath;
    };

function isIneligibilityReason(value: string): value is IneligibilityReason {
  return (INELIGIBILITY_REASONS as readonly string[]).includes(value);
}

/**
 * Decision 131: eligibility is decided once, when the consent documents are accepted. ACCEPTED
 * leaves the prospect in PROSPECT_CONSENT_DOCUMENTS_ACCEPTED and goes to the video identification
 * (PROSPECT_VERIFIED is the operator's approval, not this); any other value or a failed call
 * (criteries null) goes to the error page, which offers a branch appointment.
 */
export function eligibilityOutcome(criteries: string | null | undefined): EligibilityOutcome {
  if (criteries === ELIGIBILITY_ACCEPTED) {
    return {
      accepted: true,
      prospectState: 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
      route: ROUTES.videoChat,
    };
  }
  const reason = criteries != null && isIneligibilityReason(criteries) ? criteries : null;
  return { accepted: false, reason, route: ROUTES.errorPage };
}

/**
 * What the eligibility rules look at (decision 111): the server builds it from the data entered,
 * the consents and the registries' answers. Dates are ISO `YYYY-MM-DD`, countries ISO 3166 alpha-2.
 */
export interface EligibilityFacts {
  /** The three legal questions; a yes to any of them is CONSENTS. */
  readonly consents: { readonly pep: boolean; readonly fatca: boolean; readonly crs: boolean };
  readonly birthDate: string | null;
  /** The day of the decision, in the bank's time zone. */
  readonly today: string;
  readonly permanentAddressCountry: string | null;
  /** The nationality and, when declared, the second one. */
  readonly nationalities: readonly string[];
  readonly residentStatus: string | null;
  readonly employmentType: string | null;
  readonly incomeSources: readonly string[];
  /** The applicant's account at another bank, for the identity check by transfer; null if none. */
  readonly iban: string | null;
  readonly registries: {
    /** The existing-customers register knows the applicant's personal number. */
    readonly existingCustomer: boolean;
    /** The IBAN given is an account of this bank. */
    readonly ibanHeldHere: boolean;
    /** The insolvency register (AJPES) has a proceeding against the applicant. */
    readonly insolvent: boolean;
  };
}

/** The bank's choices behind the rules (decision 111); one policy per variant. */
export interface EligibilityPolicy {
  readonly bankCountry: string;
  readonly minAge: number;
  /** The variant's upper limit (spec 2 §5: 18–25 in one variant), or none. */
  readonly maxAge: number | null;
  readonly citizenships: readonly string[];
  readonly residentStatuses: readonly string[];
  /** Employment types that need a representative or papers only a branch can check. */
  readonly branchOnlyEmploymentTypes: readonly string[];
  /** Income sources that, when they are the only ones, need proof a branch checks. */
  readonly branchOnlyIncomeSources: readonly string[];
  /** The identity check by a transfer from another Slovenian bank needs an IBAN there. */
  readonly ibanCountry: string | null;
}

/** EU and EEA member states and Switzerland: citizens who may open an account online. */
export const EEA_CITIZENSHIPS = [
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LI',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export const DEFAULT_ELIGIBILITY_POLICY: EligibilityPolicy = {
  bankCountry: 'SI',
  minAge: 18,
  maxAge: null,
  citizenships: EEA_CITIZENSHIPS,
  residentStatuses: ['RESIDENT'],
  branchOnlyEmploymentTypes: ['DEPENDENT_MINOR', 'DEPENDENT_ADULT'],
  branchOnlyIncomeSources: ['WINNINGS', 'TRANSFER_OF_CAPITAL', 'DONATIONS'],
  ibanCountry: 'SI',
};

export type EligibilityDecision =
  | { readonly criteries: typeof ELIGIBILITY_ACCEPTED; readonly reasons: readonly [] }
  | {
      /** The first reason, in the order of INELIGIBILITY_REASONS (what the error page shows). */
      readonly criteries: IneligibilityReason;
      readonly reasons: readonly [IneligibilityReason, ...IneligibilityReason[]];
    };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Completed years between two ISO dates (packages.ts `ageOn`); null for a malformed date. */
export function ageBetweenIsoDates(birthDate: string, today: string): number | null {
  const born = ISO_DATE.exec(birthDate);
  const now = ISO_DATE.exec(today);
  if (born === null || now === null) return null;
  const date = (match: RegExpExecArray) => ({
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
  });
  return ageOn(date(born), date(now));
}

const normalise = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** Each rule answers whether its reason applies (true: not eligible for that reason). */
const RULES: Readonly<
  Record<IneligibilityReason, (facts: EligibilityFacts, policy: EligibilityPolicy) => boolean>
> = {
  CONSENTS: ({ consents }) => consents.pep || consents.fatca || consents.crs,
  EXISTING_CUSTOMER: ({ registries }) => registries.existingCustomer,
  AGE: ({ birthDate, today }, { minAge, maxAge }) => {
    const age = birthDate === null ? null : ageBetweenIsoDates(birthDate, today);
    return age === null || age < minAge || (maxAge !== null && age > maxAge);
  },
  ADDRESS: ({ permanentAddressCountry }, { bankCountry }) =>
    permanentAddressCountry === null || normalise(permanentAddressCountry) !== bankCountry,
  CITIZENSHIP: ({ nationalities }, { citizenships }) =>
    !nationalities.some((nationality) => citizenships.includes(normalise(nationality))),
  RESIDENCY: ({ residentStatus }, { residentStatuses }) =>
    residentStatus === null || !residentStatuses.includes(residentStatus),
  // The personal-data rules decide which of these must be declared (non-workers need not); a
  // declared value is what is judged here.
  TYPE_OF_EMPLOYMENT: ({ employmentType }, { branchOnlyEmploymentTypes }) =>
    employmentType !== null && branchOnlyEmploymentTypes.includes(employmentType),
  SOURCE_OF_INCOME: ({ incomeSources }, { branchOnlyIncomeSources }) =>
    incomeSources.length > 0 &&
    incomeSources.every((source) => branchOnlyIncomeSources.includes(source)),
  EXISTING_IBAN: ({ iban, registries }) => iban !== null && registries.ibanHeldHere,
  NO_IBAN: ({ iban }, { ibanCountry }) =>
    ibanCountry !== null && (iban === null || !normalise(iban).startsWith(ibanCountry)),
  AJPES_INSOLVENTNOST: ({ registries }) => registries.insolvent,
};

/**
 * The eligibility rule engine (decision 111, spec 1 §8): ACCEPTED, or every reason that applies in
 * the order of INELIGIBILITY_REASONS. Pure: the registries' answers are part of the facts.
 */
export function decideEligibility(
  facts: EligibilityFacts,
  policy: EligibilityPolicy = DEFAULT_ELIGIBILITY_POLICY,
): EligibilityDecision {
  const reasons = INELIGIBILITY_REASONS.filter((reason) => RULES[reason](facts, policy));
  const [first, ...rest] = reasons;
  if (first === undefined) return { criteries: ELIGIBILITY_ACCEPTED, reasons: [] };
  return { criteries: first, reasons: [first, ...rest] };
}
