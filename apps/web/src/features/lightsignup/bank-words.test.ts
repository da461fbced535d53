import { containsBankWord, PROCESS_NAMES } from '@onboarding/domain';
import en from '@onboarding/messages/en';
import sl from '@onboarding/messages/sl';
import sq from '@onboarding/messages/sq';
import { describe, expect, it } from 'vitest';

// Decision 172: the bank's words the passwords refuse are the ones the applicant
// reads on the portal. This keeps the domain's list and the catalogues together: a product renamed
// in a catalogue without the list fails here.
describe.each([
  ['en', en],
  ['sl', sl],
  ['sq', sq],
] as const)('the bank’s words of the %s catalogue', (_language, catalogue) => {
  const productNames = [
    ...PROCESS_NAMES.map((process) => catalogue.start.products[process].name),
    ...PROCESS_NAMES.map((process) => catalogue.welcome.processes[process]),
  ];

  it.each(productNames)('refuses the product name %j in a password', (name) => {
    expect(containsBankWord(`${name} 2024!`)).toBe(true);
  });

  it('refuses the bank’s name and every package name', () => {
    expect(containsBankWord(`${catalogue.common.bankName}2024`)).toBe(true);
    for (const name of Object.values(catalogue.welcome.packages)) {
      expect(containsBankWord(name)).toBe(true);
    }
  });
});
