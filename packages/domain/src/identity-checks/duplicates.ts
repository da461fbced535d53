import { z } from 'zod';
import type { CaseSearchTermKind } from '../back-office/case-search';
import {
  identityAssuranceSignal,
  type IdentityAssuranceSignal,
} from '../video-identification/assurance-signals';

/*
 * Another application by the same person (decision 288): found through the case search's keyed
 * hashes (decision 263), never the values. A document number or a national number is the
 * person's own; an e-mail or a phone may be a household's, so each is named for the operator to
 * weigh. Names and IBANs are left out: too many people share a name, and a payout account may be
 * a relative's.
 */
export const DUPLICATE_KINDS = [
  'DOCUMENT_NUMBER',
  'NATIONAL_ID',
  'EMAIL',
  'PHONE',
] as const satisfies readonly CaseSearchTermKind[];
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

/**
 * The most other applications the operator is shown: those sharing a personal identifier first,
 * then those sharing the most.
 */
export const MAX_DUPLICATES_SHOWN = 5;

export const ZPossibleDuplicate = z.object({
  /** The other application; null when only the other account's sign-up matched. */
  prospectId: z.string().uuid().nullable(),
  /** What the two share, in DUPLICATE_KINDS order. */
  matchedOn: z.array(z.enum(DUPLICATE_KINDS)).min(1),
});
export type TPossibleDuplicate = z.infer<typeof ZPossibleDuplicate>;

export const ZPossibleDuplicates = z.object({
  /** The MAX_DUPLICATES_SHOWN strongest: a personal identifier shared first, then the most shared. */
  shown: z.array(ZPossibleDuplicate),
  /** How many other accounts share a value in all. */
  total: z.number().int().min(0),
});
export type TPossibleDuplicates = z.infer<typeof ZPossibleDuplicates>;

/**
 * The person's own identifiers (decision 288): another account that shares one is the same person
 * applying again under a second sign-up, or someone using their identity. An e-mail or a phone
 * may be a household's, and is the operator's to weigh.
 */
export const PERSONAL_DUPLICATE_KINDS = [
  'DOCUMENT_NUMBER',
  'NATIONAL_ID',
] as const satisfies readonly DuplicateKind[];

/** Whether the other account shares a document number or a national number with the case. */
export function sharesPersonalIdentifier(
  duplicate: Pick<TPossibleDuplicate, 'matchedOn'>,
): boolean {
  return duplicate.matchedOn.some((kind) =>
    (PERSONAL_DUPLICATE_KINDS as readonly DuplicateKind[]).includes(kind),
  );
}

/**
 * The four-eyes rule's duplicate signal (decisions 267, 288): another account sharing a personal
 * identifier. The finder lists those first, so the accounts shown hold one whenever any does.
 */
export function duplicateSignals(duplicates: TPossibleDuplicates): IdentityAssuranceSignal[] {
  return duplicates.shown.some(sharesPersonalIdentifier)
    ? [identityAssuranceSignal('POSSIBLE_DUPLICATE')]
    : [];
}
