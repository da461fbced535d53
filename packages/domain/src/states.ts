import { z } from 'zod';
import { lazily } from './lazily';

/** spec 1 §4, spec 2 §4: where the applicant (prospect) is in the onboarding. */
export const PROSPECT_STATES = [
  'PROSPECT_NEW',
  'PROSPECT_EMAIL_CHECKED',
  'PROSPECT_IDS_UPLOADED',
  'PROSPECT_INFO_UPLOADED',
  'PROSPECT_CONSENTS_UPLOADED',
  'PROSPECT_CONSENT_DOCUMENTS_ACCEPTED',
  'PROSPECT_VERIFIED',
  'PROSPECT_REJECTED',
  'PROSPECT_REDIRECT_TO_BRANCH',
] as const;
export type ProspectState = (typeof PROSPECT_STATES)[number];
export const prospectStateSchema = lazily(() => z.enum(PROSPECT_STATES));
export const ZProspectState = /* @__PURE__ */ prospectStateSchema();

/** spec 1 §4, spec 2 §4: states of the product being opened; the last four only for loans. */
export const PRODUCT_STATES = [
  'PRODUCT_NEW',
  'PRODUCT_UPLOADED_DETAILS',
  'PRODUCT_EMPLOYMENT_UPLOADED',
  'PRODUCT_DOCUMENTS_SIGNED',
  'PRODUCT_PENNY_TRANSFER_DISPLAYED',
  'PRODUCT_ACTIVE',
  'PRODUCT_RISK_UPLOADED',
  'PRODUCT_WAITING_OFFER_SELECTION',
  'PRODUCT_WAITING_SWITCH_PRODUCT',
  'PRODUCT_OFFER_SELECTED',
] as const;
export type ProductState = (typeof PRODUCT_STATES)[number];
export const productStateSchema = lazily(() => z.enum(PRODUCT_STATES));
export const ZProductState = /* @__PURE__ */ productStateSchema();

export const LOAN_PRODUCT_STATES = [
  'PRODUCT_RISK_UPLOADED',
  'PRODUCT_WAITING_OFFER_SELECTION',
  'PRODUCT_WAITING_SWITCH_PRODUCT',
  'PRODUCT_OFFER_SELECTED',
] as const satisfies readonly ProductState[];

/** spec 2 §4: wildcard for "any product state" in the state-to-page table and statusesList. */
export const ANY_PRODUCT_STATE = 'ANY';
export type ProductStatePattern = ProductState | typeof ANY_PRODUCT_STATE;
export const productStatePatternSchema = lazily(() =>
  z.enum([...PRODUCT_STATES, ANY_PRODUCT_STATE]),
);
export const ZProductStatePattern = /* @__PURE__ */ productStatePatternSchema();

export function matchesProductState(pattern: ProductStatePattern, state: ProductState): boolean {
  return pattern === ANY_PRODUCT_STATE || pattern === state;
}

/** spec 1 §4, spec 2 §4: states of one uploaded document. */
export const UPLOADED_DOCUMENT_STATES = [
  'PENDING',
  'SENDING',
  'UPLOADED',
  'CONFIRMED',
  'REJECTED',
] as const;
export type UploadedDocumentState = (typeof UPLOADED_DOCUMENT_STATES)[number];
export const uploadedDocumentStateSchema = lazily(() => z.enum(UPLOADED_DOCUMENT_STATES));
export const ZUploadedDocumentState = /* @__PURE__ */ uploadedDocumentStateSchema();

/** spec 1 §3/§4: wizard access state; LIMBO = several processes running, none chosen yet. */
export const USER_STATES = ['UNAUTHENTICATED', 'AUTHENTICATED', 'LIMBO'] as const;
export type UserState = (typeof USER_STATES)[number];
export const userStateSchema = lazily(() => z.enum(USER_STATES));
export const ZUserState = /* @__PURE__ */ userStateSchema();

/** spec 1 §4, spec 2 §4: progress of one step in the step list. */
export const STEP_PROGRESS = ['DONE', 'IN_PROGRESS', 'DUE'] as const;
export type StepProgress = (typeof STEP_PROGRESS)[number];
export const stepProgressSchema = lazily(() => z.enum(STEP_PROGRESS));
export const ZStepProgress = /* @__PURE__ */ stepProgressSchema();

/** Where an application ends: refused or sent to a branch (spec 1 §4), or its product open (§9). */
export const ENDED_PROSPECT_STATES = [
  'PROSPECT_REJECTED',
  'PROSPECT_REDIRECT_TO_BRANCH',
] as const satisfies readonly ProspectState[];
export const OPENED_PRODUCT_STATE = 'PRODUCT_ACTIVE' satisfies ProductState;

/**
 * An application still under way: neither refused nor sent to a branch, its product not yet open.
 * One person has one of these per product at a time (decision 290).
 */
export function isOpenApplication(
  prospectState: ProspectState,
  productState: ProductState | null,
): boolean {
  return (
    !(ENDED_PROSPECT_STATES as readonly ProspectState[]).includes(prospectState) &&
    productState !== OPENED_PRODUCT_STATE
  );
}
