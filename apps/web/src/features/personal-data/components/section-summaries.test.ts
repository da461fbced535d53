import { EMPTY_STUDENT_FORM, EXAMPLE_PERSONAL_DATA_SECTIONS } from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import type { PersonalDataFormValues } from '../form/form-values';
import { contactsSummary, purposeSummary } from './section-summaries';

function withContacts(nationalPrefix: string, mobilePhoneNumber: string): PersonalDataFormValues {
  const example = structuredClone(EXAMPLE_PERSONAL_DATA_SECTIONS);
  return {
    ...example,
    student: example.student ?? EMPTY_STUDENT_FORM,
    contacts: { email: 'ana.novak@example.si', nationalPrefix, mobilePhoneNumber },
  };
}

describe('the contacts section folded to one line (decision 199)', () => {
  it('prints the mobile number in international grouping, without the trunk 0 (decision 235)', () => {
    expect(contactsSummary(withContacts('+386', '041 555 202'))).toBe(
      'ana.novak@example.si, +386\u00a041\u00a0555\u00a0202',
    );
    expect(contactsSummary(withContacts('+355', '0691234567'))).toBe(
      'ana.novak@example.si, +355\u00a069\u00a0123\u00a04567',
    );
  });

  it('leaves the number out while it is empty', () => {
    expect(contactsSummary(withContacts('+386', ''))).toBe('ana.novak@example.si');
  });
});

describe('the purpose section folded to one line', () => {
  const values = (countries: readonly [string, string, string]): PersonalDataFormValues => {
    const example = structuredClone(EXAMPLE_PERSONAL_DATA_SECTIONS);
    return {
      ...example,
      student: example.student ?? EMPTY_STUDENT_FORM,
      questionnaire: {
        ...example.questionnaire,
        countryOfBusiness_0: countries[0],
        countryOfBusiness_1: countries[1],
        countryOfBusiness_2: countries[2],
      },
    };
  };

  it.each([
    ['sq', 'Shqipëri, Itali'],
    ['en', 'Albania, Italy'],
    ['sl', 'Albanija, Italija'],
  ] as const)('names the countries of business in the reader’s language (%s)', (language, line) => {
    expect(purposeSummary(values(['AL', 'IT', '']), language)).toBe(line);
  });
});
