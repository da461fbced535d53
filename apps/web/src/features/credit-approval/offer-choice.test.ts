import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  clampAmount,
  draftOf,
  draftTenorMonths,
  maxAmountFor,
  settleDraft,
  sliderChoice,
  tenorRange,
} from './offer-choice';
import { aBounds } from './testing';

const draft = (amountText: string, yearsText: string, monthsText: string, insurance = false) => ({
  amountText,
  yearsText,
  monthsText,
  insurance,
});

describe('the offer choice of /creditapproval', () => {
  it('reads the tenor from years and months', () => {
    expect(draftTenorMonths(draft('1000', '5', '6'))).toBe(66);
    expect(draftTenorMonths(draft('1000', '', '18'))).toBe(18);
    expect(draftTenorMonths(draft('1000', '', ''))).toBeNull();
    expect(draftOf({ amount: 5_000, tenorMonths: 30, insurance: true })).toEqual(
      draft('5000', '2', '6', true),
    );
  });

  it('caps the amount by what the tenor affords, with and without insurance, in whole steps', () => {
    const bounds = aBounds();
    expect(maxAmountFor(bounds, 60, false)).toBe(12_000);
    expect(maxAmountFor(bounds, 61, true)).toBe(11_400); // 188 × 61 = 11 468 → 11 400
    expect(maxAmountFor(bounds, 84, false)).toBe(16_800);
    expect(maxAmountFor(bounds, 90, false)).toBe(0);
    expect(maxAmountFor(aBounds({ maxAmount: 10_000 }), 84, false)).toBe(10_000);
    expect(clampAmount(12_345, 1_000, 12_000, 100)).toBe(12_000);
    expect(clampAmount(4_449, 1_000, 12_000, 100)).toBe(4_400);
  });

  it('accepts a valid choice with the schema the server uses', () => {
    expect(checkDraft(draft('8000', '5', '0'), aBounds())).toEqual({
      choice: { amount: 8_000, tenorMonths: 60, insurance: false },
      errors: { amount: null, tenor: null },
      largestAffordable: null,
    });
  });

  it.each([
    [draft('', '5', '0'), 'creditApproval.errors.amountRequired', null],
    [draft('8050', '5', '0'), 'creditApproval.errors.amountStep', null],
    [draft('900', '5', '0'), 'creditApproval.errors.amountMin', null],
    [draft('40000', '5', '0'), 'creditApproval.errors.amountMax', null],
    [draft('13000', '5', '0'), 'creditApproval.errors.amountNotAffordable', null],
    [draft('8000', '', ''), null, 'creditApproval.errors.tenorRequired'],
    [draft('8000', '0', '6'), null, 'creditApproval.errors.tenorMin'],
    [draft('8000', '8', '0'), null, 'creditApproval.errors.tenorMax'],
    [draft('8000', '4', '12'), null, 'creditApproval.errors.tenorMonthsPart'],
  ])('refuses %o beside its field', (input, amount, tenor) => {
    const checked = checkDraft(input, aBounds());
    expect(checked.choice).toBeNull();
    expect(checked.errors).toEqual({ amount, tenor });
  });

  it('names the largest affordable amount when the amount is too much for the tenor', () => {
    expect(checkDraft(draft('13000', '5', '0'), aBounds()).largestAffordable).toBe(12_000);
    expect(checkDraft(draft('12000', '5', '0', true), aBounds()).largestAffordable).toBe(11_200);
  });
});

describe('the sliders and their boxes (decision 233)', () => {
  const fallback = { amount: 8_000, tenorMonths: 60, insurance: false };

  it('shows the boxes’ values within the sliders’ ranges, the last choice for an empty box', () => {
    expect(sliderChoice(draft('', '5', '0'), aBounds(), fallback)).toEqual(fallback);
    // Empty years and 0 months is 0 months: the shortest tenor, whose largest amount is 2,400.
    expect(sliderChoice(draft('8000', '', '0'), aBounds(), fallback)).toEqual({
      amount: 2_400,
      tenorMonths: 12,
      insurance: false,
    });
    expect(sliderChoice(draft('8000', '', ''), aBounds(), fallback)).toEqual(fallback);
    expect(sliderChoice(draft('99999', '9', '0'), aBounds(), fallback)).toEqual({
      amount: 16_800,
      tenorMonths: 84,
      insurance: false,
    });
    expect(settleDraft(draft('4850', '4', '14'), aBounds(), fallback)).toEqual(
      draft('4900', '5', '2'),
    );
  });

  it('starts the tenor slider at the shortest tenor that affords the smallest amount', () => {
    // €50 a month of tenor: the €1,000 minimum needs 20 months.
    const bounds = aBounds();
    const thin = Object.fromEntries(
      Object.entries(bounds.maxAffordableAmount).map(([tenor, max]) => [
        tenor,
        { ...max, withoutInsurance: 50 * Number(tenor) },
      ]),
    );
    expect(tenorRange({ ...bounds, maxAffordableAmount: thin }, false)).toEqual({
      min: 20,
      max: 84,
    });
    expect(tenorRange(bounds, true)).toEqual({ min: 12, max: 84 });
  });

  it('never shows what the form refuses: every settled draft is a valid choice', () => {
    const texts = ['', 'x', '0', '1', '7', '11', '12', '14', '99', '950', '4850', '30000', '99999'];
    for (const insurance of [false, true]) {
      for (const amountText of texts) {
        for (const yearsText of ['', '0', '1', '5', '7', '9']) {
          for (const monthsText of ['', '0', '6', '11', '14']) {
            const settled = settleDraft(
              draft(amountText, yearsText, monthsText, insurance),
              aBounds(),
              fallback,
            );
            expect(checkDraft(settled, aBounds()).choice).not.toBeNull();
          }
        }
      }
    }
  });
});
