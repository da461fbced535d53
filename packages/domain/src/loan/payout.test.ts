import { describe, expect, it } from 'vitest';
import { ZSelectLoanRequest } from './api';
import { ZPayoutAccountChoice } from './payout';

const messagesOf = (value: unknown) => {
  const parsed = ZPayoutAccountChoice.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the payout account chosen with the offer (decision 233)', () => {
  it('takes the bank connection account or a typed SEPA IBAN, declared as the applicant’s own', () => {
    expect(messagesOf({ source: 'BANK_CONNECTION', ownAccountDeclared: true })).toEqual([]);
    expect(
      messagesOf({ source: 'TYPED', iban: 'SI56 2633 0001 2039 086', ownAccountDeclared: true }),
    ).toEqual([]);
  });

  it('names the problem of a typed IBAN with the key the form shows', () => {
    const typed = (iban: string) => messagesOf({ source: 'TYPED', iban, ownAccountDeclared: true });
    expect(typed('')).toEqual(['creditApproval.payout.errors.required']);
    expect(typed('SI56 2633')).toEqual(['creditApproval.payout.errors.format']);
    expect(typed('SI56263300012039087')).toEqual(['creditApproval.payout.errors.checksum']);
    expect(typed('TR330006100519786457841326')).toEqual(['creditApproval.payout.errors.notSepa']);
    // Albania, a variant's own country, is paid by a domestic transfer there.
    expect(typed('AL47 2121 1009 0000 0002 3569 8741')).toEqual([]);
    expect(typed(`SI56${' '.repeat(60)}`)).toContain('creditApproval.payout.errors.format');
  });

  it('refuses an account not declared as the applicant’s own, and unknown keys', () => {
    expect(messagesOf({ source: 'BANK_CONNECTION', ownAccountDeclared: false })).toEqual([
      'creditApproval.payout.errors.declaration',
    ]);
    expect(
      ZPayoutAccountChoice.safeParse({
        source: 'BANK_CONNECTION',
        ownAccountDeclared: true,
        iban: 'SI56263300012039086',
      }).success,
    ).toBe(false);
  });

  it('is part of the choice `selectloan` receives', () => {
    const request = {
      prospectId: '6f0d2a4e-8a53-4c4f-9d0e-0b8a1f7c2e11',
      choice: { amount: 10_000, tenorMonths: 60, insurance: false },
      secciId: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
    };
    expect(ZSelectLoanRequest.safeParse(request).success).toBe(false);
    expect(
      ZSelectLoanRequest.safeParse({
        ...request,
        payoutAccount: { source: 'BANK_CONNECTION', ownAccountDeclared: true },
      }).success,
    ).toBe(true);
  });
});
