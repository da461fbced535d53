import { z } from 'zod';
import { lazily } from '../lazily';
import type { PersonalDataSection } from '../personal-data/sections';
import type { ProspectState } from '../states';
import { redoTargetSchema, type RedoTarget } from './identification';

/**
 * A correction (decision 244): the operator sent the applicant back from the call to fix one part.
 * The prospect moves back to the step of that part only (spec 1 §4 state to page), and once the
 * part is given again it returns to PROSPECT_CONSENT_DOCUMENTS_ACCEPTED (the video call) through
 * the states between, with everything else kept.
 */
export function correctionStateOf(part: RedoTarget): ProspectState {
  return part === 'DOCUMENTS' ? 'PROSPECT_EMAIL_CHECKED' : 'PROSPECT_IDS_UPLOADED';
}

/** The state the prospect returns to once the part is given again: the video call's. */
export const CORRECTION_RETURN_STATE: ProspectState = 'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED';

/**
 * The prospect states walked through on the way back (decision 244), after the part's own step:
 * each is audited, so the trail reads as the spec's order of steps.
 */
export function correctionReturnPath(part: RedoTarget): readonly ProspectState[] {
  const after: readonly ProspectState[] = [
    'PROSPECT_INFO_UPLOADED',
    'PROSPECT_CONSENTS_UPLOADED',
    CORRECTION_RETURN_STATE,
  ];
  return part === 'DOCUMENTS' ? ['PROSPECT_IDS_UPLOADED', ...after] : after;
}

/** The personal data screen's section a data correction opens (the documents open none). */
export const CORRECTION_SECTIONS = {
  DOCUMENTS: null,
  PERSONAL: 'personalData',
  ADDRESS: 'address',
  CONTACT: 'contacts',
  EMPLOYMENT: 'employment',
  PURPOSE: 'questionnaire',
} as const satisfies Readonly<Record<RedoTarget, PersonalDataSection | null>>;

export function correctionSectionOf(part: RedoTarget): PersonalDataSection | null {
  return CORRECTION_SECTIONS[part];
}

/**
 * How long a returning applicant is offered only to the operator who sent them back, while that
 * operator is free (decision 244). Then any operator may take the call: the applicant's 3 minutes
 * (spec 1 §9) must not run out waiting for one person.
 */
export const RETURNING_HOLD_MS = 60_000;

/** `GET prospects/{id}/correction` (decision 244): the part to fix and why, or null. */
export const correctionSchema = lazily(() =>
  z.object({
    part: redoTargetSchema(),
    /** The operator's reason, in their words. */
    reason: z.string(),
    openedAt: z.string(),
  }),
);
export const ZCorrection = /* @__PURE__ */ correctionSchema();
export type TCorrection = z.infer<typeof ZCorrection>;
export const correctionResponseSchema = lazily(() =>
  z.object({ correction: correctionSchema().nullable() }),
);
export const ZCorrectionResponse = /* @__PURE__ */ correctionResponseSchema();
export type TCorrectionResponse = z.infer<typeof ZCorrectionResponse>;
