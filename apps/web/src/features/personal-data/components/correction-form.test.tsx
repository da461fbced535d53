import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCorrection } from '@onboarding/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exampleValues, renderForm } from '../testing/render-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const sentBack = (part: TCorrection['part']): TCorrection => ({
  part,
  reason: 'The house number does not match your document.',
  openedAt: '2026-11-29T10:00:00.000Z',
});

const heading = (name: string) => screen.queryByRole('heading', { name });

// Decision 244: a video operator's correction opens the one section it names, with the reason.
describe('personal data form under a correction', { timeout: 20_000 }, () => {
  it('shows only the section sent back, with the adviser’s reason above it', () => {
    renderForm({ correction: sentBack('ADDRESS') });
    const note = screen.getByRole('note', {
      name: 'The adviser asked you to correct this section',
    });
    expect(
      within(note).getByText('Their reason: The house number does not match your document.'),
    ).toBeTruthy();
    expect(within(note).getByText(/Everything else you gave stays as it is/)).toBeTruthy();
    expect(heading('Address')).not.toBeNull();
    for (const other of ['Personal data', 'Contacts', 'Employment']) {
      expect(heading(other), other).toBeNull();
    }
    expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
  });

  it('sends the corrected section with everything else as it was given', async () => {
    const submit = vi.fn().mockResolvedValue({});
    const { onSubmitted } = renderForm({ correction: sentBack('ADDRESS'), submit });
    const house = screen.getByRole<HTMLInputElement>('textbox', { name: 'House number' });
    await userEvent.clear(house);
    await userEvent.type(house, '12A');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const [, body] = submit.mock.calls[0] as [string, Record<string, unknown>];
    const given = exampleValues();
    expect(body).toMatchObject({
      personalInfo: {
        names: {
          MAIN: { firstName: given.personalData.firstName, surname: given.personalData.surname },
        },
        addresses: { PERMANENT: { number: '12A' } },
      },
      kycInfo: { countriesOfBusiness: ['SI'] },
    });
  });

  it('also shows a section the rules refuse now, so the applicant can go on', () => {
    const values = exampleValues();
    renderForm({
      correction: sentBack('EMPLOYMENT'),
      values: { ...values, personalData: { ...values.personalData, firstName: '' } },
    });
    expect(heading('Employment')).not.toBeNull();
    return waitFor(() => expect(heading('Personal data')).not.toBeNull());
  });

  it('without a correction shows every section', () => {
    renderForm();
    for (const name of ['Personal data', 'Address', 'Contacts', 'Employment']) {
      expect(heading(name), name).not.toBeNull();
    }
    expect(screen.queryByRole('note', { name: /adviser asked/ })).toBeNull();
  });
});
