import {
  EMPTY_STUDENT_FORM,
  EXAMPLE_AL_PERSONAL_DATA_SECTIONS as AL,
  EXAMPLE_PERSONAL_DATA_SECTIONS as SI,
  type PersonalDataContext,
} from '@onboarding/domain';
import { describe, expect, it } from 'vitest';
import type { PersonalDataFormValues } from './form-values';
import { sectionSchemas, sectionValidity } from './section-validity';

const today = { year: 2026, month: 11, day: 22 };
const valuesOf = (sections: typeof SI): PersonalDataFormValues => ({
  ...sections,
  student: sections.student ?? EMPTY_STUDENT_FORM,
});

describe('section validity: each section by its own schema (decision 195)', () => {
  it('calls a filled screen valid, section by section', () => {
    const validity = sectionValidity(valuesOf(SI), { today, packageName: null });
    expect(Object.values(validity).every(Boolean)).toBe(true);
  });

  it('checks the address with the variant’s postal codes, as the resolver and the server do', () => {
    const al: PersonalDataContext = { today, packageName: null, variant: 'al' };
    expect(sectionValidity(valuesOf(AL), al).address).toBe(true);
    // 9999 is no Albanian postal code: the section's line said "looks ok" by the Slovenian rules.
    const unknown = { ...AL, address: { ...AL.address, municipalityZipCode: '9999' } };
    expect(sectionValidity(valuesOf(unknown), al).address).toBe(false);
  });

  it('builds the schemas once per rules context', () => {
    const context: PersonalDataContext = { today, packageName: 'Digital' };
    expect(sectionSchemas(context)).toBe(sectionSchemas(context));
    expect(sectionSchemas({ ...context })).not.toBe(sectionSchemas(context));
  });
});
