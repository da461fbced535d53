import {
  EMPTY_STUDENT_FORM,
  EXAMPLE_AL_PERSONAL_DATA_SECTIONS,
  getVariant,
  type VariantId,
} from '@onboarding/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../lib/api/testing/mock-api';
import { renderWithProviders } from '../../../test/render';
import { lookupHandlers } from '../testing/render-form';
import type { PersonalDataFormValues } from '../form/form-values';
import { PersonalDataForm } from './personal-data-form';

// Decisions 176 and 178: the form checks the variant's identifiers, labels them and
// offers the variant's postal codes.

function albanianValues(): PersonalDataFormValues {
  const { student: _student, ...sections } = structuredClone(EXAMPLE_AL_PERSONAL_DATA_SECTIONS);
  return { ...sections, student: { ...EMPTY_STUDENT_FORM } };
}

function renderAlbanian(variant: VariantId, submit = vi.fn().mockResolvedValue({})) {
  mockApi({
    ...lookupHandlers(variant),
    'PATCH /onboarding/prospects/p-1/info/partialsave': { body: {} },
  });
  const onSubmitted = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <PersonalDataForm
        uid="u-1"
        prospectId="p-1"
        packageName={null}
        initialValues={albanianValues()}
        prefilled={{}}
        onSubmitted={onSubmitted}
        submit={submit}
      />
    </MemoryRouter>,
    { variant: getVariant(variant) },
  );
  return { submit, onSubmitted };
}

describe('the personal data form in the al variant', { timeout: 20_000 }, () => {
  it('takes an Albanian NID, NIPT and IBAN and sends them', async () => {
    const { submit, onSubmitted } = renderAlbanian('al');
    expect(screen.getByRole('textbox', { name: /Personal number \(NID\)/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Tax number \(NIPT\)/ })).toBeTruthy();
    expect(screen.getAllByText('Everything in this section looks fine.')).toHaveLength(5);
    const next = screen.getByRole<HTMLButtonElement>('button', { name: 'Next' });
    expect(next.disabled).toBe(false);
    await userEvent.click(next);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(submit.mock.calls[0]?.[1]).toMatchObject({
      personalInfo: {
        identityDocument: { personalNumber: 'J85515123A' },
        taxNumber: 'K71234567L',
        iban: 'AL47212110090000000235698741',
      },
    });
  });

  it('the same values fail the Slovenian rules of the si variant', () => {
    renderAlbanian('si');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
  });
});
