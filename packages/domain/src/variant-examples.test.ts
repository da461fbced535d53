import { describe, expect, it } from 'vitest';
import { amountLimits, DEFAULT_DEPOSIT_RATE_TABLES } from './deposit/rate-table';
import { compactIbanText, formatIban, sepaIbanProblem } from './payments/iban';
import { placeForPostalCode } from './personal-data/postal-codes';
import { checkMobileNumber } from './phone';
import { VARIANT_EXAMPLES, variantExamples } from './variant-examples';
import { getVariant, VARIANT_IDS } from './variants';

describe('the examples of a variant’s hints', () => {
  it.each(VARIANT_IDS)('%s: the postal code is on its list and names the place', (id) => {
    const { postalPlace } = variantExamples(id);
    expect(placeForPostalCode(postalPlace.code, id)).toBe(postalPlace.place);
  });

  it.each(VARIANT_IDS)('%s: the phone number is a mobile number of its prefix', (id) => {
    const check = checkMobileNumber(getVariant(id).phonePrefix, variantExamples(id).mobileNumber);
    expect(check.ok).toBe(true);
  });

  it.each(VARIANT_IDS)('%s: the IBAN is valid, of its country and grouped in fours', (id) => {
    const { iban } = variantExamples(id);
    const compact = compactIbanText(iban);
    expect(compact.slice(0, 2)).toBe(getVariant(id).country);
    expect(sepaIbanProblem(compact, [getVariant(id).country])).toBeNull();
    expect(formatIban(compact)).toBe(iban);
  });

  it.each(VARIANT_IDS)('%s: the deposit amount is one the default rate table takes', (id) => {
    const [table] = DEFAULT_DEPOSIT_RATE_TABLES[id];
    const { min, max } = amountLimits(table);
    const minor = Number(variantExamples(id).depositAmount) * 100;
    expect(variantExamples(id).depositAmount).toMatch(/^\d+$/);
    expect(minor).toBeGreaterThanOrEqual(min);
    expect(minor).toBeLessThanOrEqual(max);
  });

  it('gives Albania no Slovenian example', () => {
    const { postalPlace, mobileNumber, iban } = VARIANT_EXAMPLES.si;
    const albanian = JSON.stringify(VARIANT_EXAMPLES.al);
    for (const slovenian of [postalPlace.code, postalPlace.place, mobileNumber, iban]) {
      expect(albanian).not.toContain(slovenian);
    }
  });
});
