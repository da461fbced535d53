import { z } from 'zod';
import { IDENTITY_ASSURANCE_SIGNALS, type IdentityAssuranceSignal } from './assurance-signals';
import { ZIdentificationStatus } from './identification';

// The signals are the identity checks' too, which the queue's entries carry: their own file keeps
// the identification's schemas out of the checks' imports.
export * from './assurance-signals';

/** Why an approval waits for a second staff member: the rule's reasons, in this order. */
export const FOUR_EYES_REASONS = ['PEP', 'RESIDENT_ABROAD', ...IDENTITY_ASSURANCE_SIGNALS] as const;
export type FourEyesReason = (typeof FOUR_EYES_REASONS)[number];
export const ZFourEyesReason = z.enum(FOUR_EYES_REASONS);

/**
 * Position held (spec 2 §4) values that are politically exposed roles; OTHER is the catalogue's
 * "none".
 */
const EXPOSED_POSITIONS: readonly string[] = [
  'PUBLIC_SECTOR_INSTITUTION',
  'CORPORATE_ROLE',
  'MANAGING_PUBLIC_FUNDS',
];

/** What the rule reads of a case at its approval. */
export interface FourEyesFacts {
  /** The consents page's PEP answer (spec 2 §3 questionResponses.PEP, "true" or "false"). */
  readonly pepAnswer: string | null;
  /** The KYC answer "position held" (spec 2 §4), a code of POSITIONS_HELD. */
  readonly positionHeld: string | null;
  /** RESIDENT or NON_RESIDENT (spec 2 §8 RESIDENCY). */
  readonly residentStatus: string | null;
  /** The permanent address's country (ISO 3166 alpha-2). */
  readonly permanentCountry: string | null;
  /** The bank's country, from the variant. */
  readonly homeCountry: string;
  /** The identity assurance checks' findings (none produced yet). */
  readonly signals: readonly IdentityAssuranceSignal[];
}

/**
 * The four-eyes rule (EBA/GL/2022/15 and Directive (EU) 2015/849 Art. 18–20, decision 267): an
 * approval of a politically exposed person, of a customer who lives abroad, or with a high-risk
 * identity assurance signal waits for a second staff member. Empty: one approval is enough.
 */
export function fourEyesReasons(facts: FourEyesFacts): FourEyesReason[] {
  const reasons = new Set<FourEyesReason>();
  const exposed = facts.positionHeld !== null && EXPOSED_POSITIONS.includes(facts.positionHeld);
  if (facts.pepAnswer === 'true' || exposed) reasons.add('PEP');
  const abroad =
    facts.residentStatus === 'NON_RESIDENT' ||
    (facts.permanentCountry !== null &&
      facts.permanentCountry.trim() !== '' &&
      facts.permanentCountry.trim().toUpperCase() !== facts.homeCountry.toUpperCase());
  if (abroad) reasons.add('RESIDENT_ABROAD');
  for (const found of facts.signals) {
    if (found.severity === 'HIGH') reasons.add(found.signal);
  }
  return FOUR_EYES_REASONS.filter((reason) => reasons.has(reason));
}

/** `GET four-eyes` (staff): an approval waiting for a second staff member. */
export const ZPendingApproval = z.object({
  identificationId: z.string().uuid(),
  prospectId: z.string().uuid(),
  fullName: z.string(),
  process: z.string(),
  reasons: z.array(ZFourEyesReason),
  firstApprover: z.object({ id: z.string().uuid(), fullName: z.string() }),
  firstApprovedAt: z.string(),
});
export type TPendingApproval = z.infer<typeof ZPendingApproval>;
export const ZPendingApprovalList = z.object({ approvals: z.array(ZPendingApproval) });
export type TPendingApprovalList = z.infer<typeof ZPendingApprovalList>;

/** `POST identifications/{id}/second-decision`: the second staff member approves or rejects. */
export const ZSecondDecisionRequest = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('APPROVE') }).strict(),
  z.object({ outcome: z.literal('REJECT'), reason: z.string().trim().min(3).max(500) }).strict(),
]);
export type TSecondDecisionRequest = z.infer<typeof ZSecondDecisionRequest>;

/** What the detail of an identification says of its four-eyes approval, when it has one. */
export const ZFourEyesStatus = z.object({
  reasons: z.array(ZFourEyesReason),
  firstApprover: z.object({ id: z.string().uuid(), fullName: z.string() }),
  firstApprovedAt: z.string(),
  secondStaff: z.object({ id: z.string().uuid(), fullName: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
});
export type TFourEyesStatus = z.infer<typeof ZFourEyesStatus>;

/** The answer of `POST identifications/{id}/second-decision`: the identification's end, both named. */
export const ZSecondDecisionResult = z.object({
  identificationId: z.string().uuid(),
  prospectId: z.string().uuid(),
  status: ZIdentificationStatus,
  fourEyes: ZFourEyesStatus,
});
export type TSecondDecisionResult = z.infer<typeof ZSecondDecisionResult>;
