import {
  EMPTY_STUDENT_FORM,
  EXAMPLE_PERSONAL_DATA_SECTIONS,
  LOOKUPS,
  type LookupName,
  type PackageName,
} from '@onboarding/domain';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { mockApi, type MockAnswer, type MockHandler } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { LOOKUP_PATHS } from '../api/get-lookup';
import { PersonalDataForm, type PersonalDataFormProps } from '../components/personal-data-form';
import type { PersonalDataFormValues } from '../form/form-values';

/** The example applicant of the domain as the form's values (a complete, valid screen). */
export function exampleValues(): PersonalDataFormValues {
  const { student: _student, ...sections } = structuredClone(EXAMPLE_PERSONAL_DATA_SECTIONS);
  return { ...sections, student: { ...EMPTY_STUDENT_FORM } };
}

/** Every lookup answered from the domain's catalogues, in English. */
export function lookupHandlers(): Record<string, MockAnswer> {
  return Object.fromEntries(
    Object.values(LOOKUP_PATHS).map((path) => [
      `GET /${path}/en`,
      { body: LOOKUPS[path.slice('get'.length) as LookupName]('en') },
    ]),
  );
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
