import {
  EMPTY_STUDENT_FORM,
  EXAMPLE_PERSONAL_DATA_SECTIONS as SI,
  type PersonalDataContext,
} from '@onboarding/domain';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import type { PersonalDataFormValues } from './form-values';
import { sectionsResolver } from './resolver';
import { sectionIssues, sectionSchemas } from './section-validity';

const today = { year: 2026, month: 11, day: 22 };

/** A screen with a broken field in each of three sections. */
const BROKEN: PersonalDataFormValues = {
  ...SI,
  personalData: { ...SI.personalData, birthPlace: 'x'.repeat(80) },
  address: { ...SI.address, city: '' },
  contacts: { ...SI.contacts, email: 'not an e-mail' },
  student: EMPTY_STUDENT_FORM,
};

const optionsFor = (names: string[]) =>
  ({
    names,
    fields: {},
    shouldUseNativeValidation: false,
  }) as ResolverOptions<PersonalDataFormValues>;

/** Each error's field and message, "section.field: code", in order. */
function flat(errors: FieldErrors): string[] {
  return Object.entries(errors).flatMap(([section, fields]) =>
    Object.entries((fields ?? {}) as Record<string, { message?: string }>).map(
      ([field, error]) => `${section}.${field}: ${String(error.message)}`,
    ),
  );
}

async function resolve(context: PersonalDataContext, isDiploma: boolean, names: string[]) {
  const result = await sectionsResolver(context, isDiploma)(BROKEN, undefined, optionsFor(names));
  return { errors: flat(result.errors), values: result.values };
}

describe('the personal data resolver', () => {
  const context: PersonalDataContext = { today, packageName: 'Digital' };

  it('checks a single field with its section alone: the same errors the whole screen gives there', async () => {
    const whole = await resolve(context, false, ['personalData.firstName', 'address.city']);
    expect(whole.errors.some((line) => line.startsWith('contacts.email'))).toBe(true);
    for (const name of ['personalData.birthPlace', 'address.city', 'contacts.email']) {
      const section = `${name.split('.')[0]}.`;
      const single = await resolve(context, false, [name]);
      expect(single.errors.length).toBeGreaterThan(0);
      expect(single.errors).toEqual(whole.errors.filter((line) => line.startsWith(section)));
    }
  });

  it('checks the whole screen when the form is sent (every field named), and gives its values', async () => {
    const names = ['personalData.firstName', 'address.city', 'contacts.email'];
    expect((await resolve(context, false, names)).errors).toHaveLength(3);
    const filled = await sectionsResolver(context, false)(
      { ...SI, student: EMPTY_STUDENT_FORM },
      undefined,
      optionsFor(names),
    );
    expect(filled.errors).toEqual({});
    expect(Object.keys(filled.values).sort()).toEqual(
      ['address', 'contacts', 'employment', 'personalData', 'questionnaire', 'student'].sort(),
    );
  });

  it('checks a student field with the whole screen, whose rule requires the section under Diploma', async () => {
    const diploma: PersonalDataContext = { today, packageName: 'Diploma' };
    const single = await resolve(diploma, true, ['student.studentRegistrationNumber']);
    expect(single.errors.some((line) => line.startsWith('student.'))).toBe(true);
    expect(single.errors.some((line) => line.startsWith('contacts.email'))).toBe(true);
  });

  it('parses a section once for the status line and the field’s check of the same values, and again when they change', async () => {
    const fresh: PersonalDataContext = { today, packageName: 'Digital' };
    const parse = vi.spyOn(sectionSchemas(fresh).address, 'safeParse');
    const statusIssues = sectionIssues(fresh, 'address', BROKEN.address);
    const single = await resolve(fresh, false, ['address.city']);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(statusIssues.map((issue) => `address.${String(issue.path[0])}`)).toEqual(
      single.errors.map((line) => line.split(':')[0]),
    );
    const corrected = { ...BROKEN, address: { ...BROKEN.address, city: 'Ljubljana' } };
    const after = await sectionsResolver(fresh, false)(
      corrected,
      undefined,
      optionsFor(['address.city']),
    );
    expect(parse).toHaveBeenCalledTimes(2);
    expect(after.errors).toEqual({});
  });
});
