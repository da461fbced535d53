import {
  EMPTY_STUDENT_FORM,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  LOOKUP_NAMES,
  lookupOptions,
  type PackageName,
  type VariantId,
} from '@onboarding/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { mockApi, type MockAnswer, type MockHandler } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { PersonalDataForm, type PersonalDataFormProps } from '../components/personal-data-form';
import type { PersonalDataFormValues } from '../form/form-values';

/** The example applicant of the domain as the form's values (a complete, valid screen). */
export function exampleValues(): PersonalDataFormValues {
  const { student: _student, ...sections } = structuredClone(EXAMPLE_PERSONAL_DATA_SECTIONS);
  return { ...sections, student: { ...EMPTY_STUDENT_FORM } };
}

/** Every list of the screen from the domain's catalogues, in English. */
export function dataRegistryAnswer(variant: VariantId = 'si'): MockAnswer {
  return {
    body: Object.fromEntries(
      LOOKUP_NAMES.map((name) => [name, lookupOptions(name, 'en', variant)]),
    ),
  };
}

/** `external/info/dataregistry` answered in English (and refused in any other language). */
export function lookupHandlers(variant: VariantId = 'si'): Record<string, MockHandler> {
  return {
    'GET /external/info/dataregistry': (call) =>
      call.query.get('language') === 'en' ? dataRegistryAnswer(variant) : { status: 400 },
  };
}

export interface RenderFormOptions extends Partial<PersonalDataFormProps> {
  readonly values?: PersonalDataFormValues;
  readonly packageName?: PackageName | null;
  readonly handlers?: Readonly<Record<string, MockAnswer | MockHandler>>;
}

/** The personal data form with its lookups and saves answered, under a router. */
export function renderForm(options: RenderFormOptions = {}) {
  const { values = exampleValues(), packageName = null, handlers = {}, ...props } = options;
  const api = mockApi({
    ...lookupHandlers(),
    'PATCH /onboarding/prospects/p-1/info/partialsave': { body: { sections: {} } },
    ...handlers,
  });
  const onSubmitted = vi.fn();
  const result = renderWithProviders(
    <MemoryRouter initialEntries={['/personaldata']}>
      <Routes>
        <Route
          path="/personaldata"
          element={
            <PersonalDataForm
              uid="u-1"
              prospectId="p-1"
              packageName={packageName}
              initialValues={values}
              prefilled={{}}
              onSubmitted={onSubmitted}
              {...props}
            />
          }
        />
        <Route path="/usermessages/fromEcoForYouToEco" element={<p>fallback offer</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { ...result, api, onSubmitted };
}
