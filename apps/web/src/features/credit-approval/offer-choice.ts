import {
  ZOfferChoice,
  buildLoanOffer,
  loanTermsFromRequest,
  type TLoanOffer,
  type TOfferBounds,
  type TOfferChoice,
} from '@onboarding/domain';

/** The message keys of the choice's errors, shown beside the amount and the tenor fields. */
export type ChoiceErrorKey =
  | 'creditApproval.errors.amountRequired'
  | 'creditApproval.errors.amountStep'
  | 'creditApproval.errors.amountMin'
  | 'creditApproval.errors.amountMax'
  | 'creditApproval.errors.amountNotAffordable'
  | 'creditApproval.errors.tenorRequired'
  | 'creditApproval.errors.tenorMonthsPart'
  | 'creditApproval.errors.tenorMin'
  | 'creditApproval.errors.tenorMax'
  | 'creditApproval.errors.tenorNotAffordable';

export interface ChoiceErrors {
  readonly amount: ChoiceErrorKey | null;
  readonly tenor: ChoiceErrorKey | null;
}

/** What the applicant has typed or slid: texts, so a half-typed number is kept as it is. */
export interface ChoiceDraft {
  readonly amountText: string;
  readonly yearsText: string;
  readonly monthsText: string;
  readonly insurance: boolean;
}

export function draftOf(choice: TOfferChoice): ChoiceDraft {
  return {
    amountText: String(choice.amount),
    yearsText: String(Math.floor(choice.tenorMonths / 12)),
    monthsText: String(choice.tenorMonths % 12),
    insurance: choice.insurance,
  };
}

function wholeNumber(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The tenor in months of the draft, or null when a part is not a whole number. */
export function draftTenorMonths(draft: ChoiceDraft): number | null {
  const years = wholeNumber(draft.yearsText === '' ? '0' : draft.yearsText);
  const months = wholeNumber(draft.monthsText === '' ? '0' : draft.monthsText);
  if (years === null || months === null) return null;
  if (draft.yearsText.trim() === '' && draft.monthsText.trim() === '') return null;
  return years * 12 + months;
}

/**
 * The largest amount (euros, a whole step) the bounds allow for this tenor and insurance choice:
 * the product's maximum, capped by what the applicant can afford; 0 when the tenor affords nothing.
 */
export function maxAmountFor(
  bounds: TOfferBounds,
  tenorMonths: number,
  insurance: boolean,
): number {
  const affordable = bounds.maxAffordableAmount[String(tenorMonths)];
  if (affordable === undefined) return 0;
  const euros = insurance ? affordable.withInsurance : affordable.withoutInsurance;
  const capped = Math.min(bounds.maxAmount, euros);
  const stepped = Math.floor(capped / bounds.amountStep) * bounds.amountStep;
  return stepped >= bounds.minAmount ? stepped : 0;
}

/** An amount moved to the step and kept within [min, max] (the sliders' rule). */
export function clampAmount(amount: number, min: number, max: number, step: number): number {
  const stepped = Math.round(amount / step) * step;
  return Math.min(Math.max(stepped, min), Math.max(min, max));
}

/**
 * The tenors the tenor slider offers (decision 233): from the shortest that affords the smallest
 * amount to the longest the bounds allow, so the slider never stops where nothing can be lent.
 */
export function tenorRange(
  bounds: TOfferBounds,
  insurance: boolean,
): { readonly min: number; readonly max: number } {
  for (let tenor = bounds.minTenorMonths; tenor <= bounds.maxTenorMonths; tenor += 1) {
    if (maxAmountFor(bounds, tenor, insurance) > 0) {
      return { min: tenor, max: bounds.maxTenorMonths };
    }
  }
  return { min: bounds.minTenorMonths, max: bounds.maxTenorMonths };
}

/**
 * What the sliders show for a draft (decision 233): the typed tenor and amount, each kept within
 * its slider's range and the amount moved to the step; a box left empty or not a number shows
 * `fallback` (the last valid choice). Every value it gives is a choice `checkDraft` accepts.
 */
export function sliderChoice(
  draft: ChoiceDraft,
  bounds: TOfferBounds,
  fallback: TOfferChoice,
): TOfferChoice {
  const range = tenorRange(bounds, draft.insurance);
  const typedTenor = draftTenorMonths(draft);
  const tenorMonths = Math.min(Math.max(typedTenor ?? fallback.tenorMonths, range.min), range.max);
  const largest = Math.max(bounds.minAmount, maxAmountFor(bounds, tenorMonths, draft.insurance));
  const amount = clampAmount(
    wholeNumber(draft.amountText) ?? fallback.amount,
    bounds.minAmount,
    largest,
    bounds.amountStep,
  );
  return { amount, tenorMonths, insurance: draft.insurance };
}

/** The draft made to say what the sliders show: when a box is left, they agree again. */
export function settleDraft(
  draft: ChoiceDraft,
  bounds: TOfferBounds,
  fallback: TOfferChoice,
): ChoiceDraft {
  return draftOf(sliderChoice(draft, bounds, fallback));
}

export function sameDraft(a: ChoiceDraft, b: ChoiceDraft): boolean {
  return (
    a.amountText === b.amountText &&
    a.yearsText === b.yearsText &&
    a.monthsText === b.monthsText &&
    a.insurance === b.insurance
  );
}

export interface CheckedChoice {
  readonly choice: TOfferChoice | null;
  readonly errors: ChoiceErrors;
  /** When the amount is more than the tenor affords: the largest that it does (0: none). */
  readonly largestAffordable: number | null;
}

function amountIssueKey(code: string, message: string): ChoiceErrorKey {
  if (code === 'too_small') return 'creditApproval.errors.amountMin';
  if (code === 'too_big') return 'creditApproval.errors.amountMax';
  if (code === 'custom' || message.includes('multiple')) return 'creditApproval.errors.amountStep';
  return 'creditApproval.errors.amountRequired';
}

function tenorIssueKey(code: string): ChoiceErrorKey {
  if (code === 'too_small') return 'creditApproval.errors.tenorMin';
  if (code === 'too_big') return 'creditApproval.errors.tenorMax';
  return 'creditApproval.errors.tenorRequired';
}

/**
 * Checks the draft with the offer request schema the server uses (ZOfferChoice), then with this
 * applicant's bounds: the tenor range and the largest affordable amount for the tenor.
 */
export function checkDraft(draft: ChoiceDraft, bounds: TOfferBounds): CheckedChoice {
  let amountError: ChoiceErrorKey | null = null;
  let tenorError: ChoiceErrorKey | null = null;
  const amount = wholeNumber(draft.amountText);
  const tenorMonths = draftTenorMonths(draft);
  const monthsPart = wholeNumber(draft.monthsText === '' ? '0' : draft.monthsText);
  if (amount === null) amountError = 'creditApproval.errors.amountRequired';
  if (tenorMonths === null) tenorError = 'creditApproval.errors.tenorRequired';
  else if (monthsPart !== null && monthsPart > 11)
    tenorError = 'creditApproval.errors.tenorMonthsPart';

  const parsed = ZOfferChoice.safeParse({
    amount: amount ?? Number.NaN,
    tenorMonths: tenorMonths ?? Number.NaN,
    insurance: draft.insurance,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'amount' && amountError === null) {
        amountError = amountIssueKey(issue.code, issue.message);
      }
      if (issue.path[0] === 'tenorMonths' && tenorError === null) {
        tenorError = tenorIssueKey(issue.code);
      }
    }
  }
  if (tenorError === null && tenorMonths !== null) {
    if (tenorMonths < bounds.minTenorMonths) tenorError = 'creditApproval.errors.tenorMin';
    else if (tenorMonths > bounds.maxTenorMonths) tenorError = 'creditApproval.errors.tenorMax';
  }
  if (amountError === null && amount !== null) {
    if (amount < bounds.minAmount) amountError = 'creditApproval.errors.amountMin';
    else if (amount > bounds.maxAmount) amountError = 'creditApproval.errors.amountMax';
  }
  let largestAffordable: number | null = null;
  if (amountError === null && tenorError === null && amount !== null && tenorMonths !== null) {
    const largest = maxAmountFor(bounds, tenorMonths, draft.insurance);
    if (largest === 0) tenorError = 'creditApproval.errors.tenorNotAffordable';
    else if (amount > largest) {
      amountError = 'creditApproval.errors.amountNotAffordable';
      largestAffordable = largest;
    }
  }
  const ok = amountError === null && tenorError === null && parsed.success;
  return {
    choice: ok ? parsed.data : null,
    errors: { amount: amountError, tenor: tenorError },
    largestAffordable,
  };
}

/** The figures of a choice, computed in the browser with the server's own code (decision 145). */
export function offerOf(choice: TOfferChoice): TLoanOffer {
  return buildLoanOffer(loanTermsFromRequest(choice));
}

export function sameChoice(a: TOfferChoice | null, b: TOfferChoice | null): boolean {
  if (a === null || b === null) return false;
  return a.amount === b.amount && a.tenorMonths === b.tenorMonths && a.insurance === b.insurance;
}

/** The choice the page opens with: the offer made (the wish or the bank's alternate). */
export function choiceOfOffer(offer: TLoanOffer): TOfferChoice {
  return {
    amount: Math.round(offer.amountCents / 100),
    tenorMonths: offer.tenorMonths,
    insurance: offer.insurance,
  };
}
