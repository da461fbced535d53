import { z } from 'zod';
import type { RoutePath } from './routes';
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
      readonly prospectState: Extract<ProspectState, 'PROSPECT_VERIFIED'>;
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
 * spec 1 §4: ACCEPTED sets PROSPECT_VERIFIED and goes to /choosebranch; any other value or a failed
 * call (criteries null) goes to the error page, which offers a branch appointment.
 */
export function eligibilityOutcome(criteries: string | null | undefined): EligibilityOutcome {
  if (criteries === ELIGIBILITY_ACCEPTED) {
    return { accepted: true, prospectState: 'PROSPECT_VERIFIED', route: ROUTES.chooseBranch };
  }
  const reason = criteries != null && isIneligibilityReason(criteries) ? criteries : null;
  return { accepted: false, reason, route: ROUTES.errorPage };
}
