import { z } from 'zod';
import type { CaseSearchTermKind } from '../back-office/case-search';

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

/** The most other applications the operator is shown (those sharing the most first). */
export const MAX_DUPLICATES_SHOWN = 5;

export const ZPossibleDuplicate = z.object({
  /** The other application; null when only the other account's sign-up matched. */
  prospectId: z.string().uuid().nullable(),
  /** What the two share, in DUPLICATE_KINDS order. */
  matchedOn: z.array(z.enum(DUPLICATE_KINDS)).min(1),
});
export type TPossibleDuplicate = z.infer<typeof ZPossibleDuplicate>;

export const ZPossibleDuplicates = z.object({
  /** The MAX_DUPLICATES_SHOWN sharing the most. */
  shown: z.array(ZPossibleDuplicate),
  /** How many other accounts share a value in all. */
  total: z.number().int().min(0),
});
export type TPossibleDuplicates = z.infer<typeof ZPossibleDuplicates>;
