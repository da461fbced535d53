import { describe, expect, it } from 'vitest';
import { variantMessageValues } from './variant-message-values';

const NBSP = '\u00a0';

describe('variantMessageValues (decision 241)', () => {
  it('gives the si variant the spec figures in euros, as the formatting module writes them', () => {
    const sl = variantMessageValues('si', 'sl');
    expect(sl['personalData.options.regularInflow.LOW']).toEqual({
      from: `0${NBSP}€`,
      to: `800${NBSP}€`,
    });
    expect(sl['personalData.options.regularInflow.MEDIUM_HIGH']).toEqual({
      from: `1.500${NBSP}€`,
      to: `3.000${NBSP}€`,
    });
    expect(sl['personalData.options.occasionalInflow.MEDIUM_INFLOWS']).toEqual({
      from: `5.001${NBSP}€`,
      to: `50.000${NBSP}€`,
    });
    expect(sl['personalData.employment.netSalary']).toEqual({ currency: '€' });
    const en = variantMessageValues('si', 'en');
    expect(en['personalData.options.regularInflow.HIGH']?.from).toBe('€3,000');
  });

  it('gives the al variant its bands in lekë', () => {
    const sq = variantMessageValues('al', 'sq');
    expect(sq['personalData.options.regularInflow.MEDIUM_LOW']).toEqual({
      from: `80${NBSP}000${NBSP}Lekë`,
      to: `150${NBSP}000${NBSP}Lekë`,
    });
    expect(sq['personalData.options.occasionalInflow.HIGH_INFLOWS']?.from).toBe(
      `5${NBSP}000${NBSP}000${NBSP}Lekë`,
    );
    expect(sq['personalData.employment.monthlyIncomes']).toEqual({ currency: 'Lekë' });
    const en = variantMessageValues('al', 'en');
    expect(en['personalData.options.regularInflow.LOW']?.to).toBe(`ALL${NBSP}80,000`);
    expect(en['personalData.employment.netSalary']).toEqual({ currency: 'ALL' });
  });
});
